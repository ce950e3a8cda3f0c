import { couponCreateBody } from "@/modules/admin/schemas/coupon";
import { apiRoute } from "@/server/http/handler";
import { createCoupon } from "@/server/services/admin-coupons";

export const POST = apiRoute({ access: "staff", body: couponCreateBody }, ({ body, user }) => createCoupon(user.id, body));
