import { createCoupon } from "@/server/admin/coupons";
import { apiRoute } from "@/server/compose/api-route";
import { couponCreateBody } from "@/shared/admin/coupon";

export const POST = apiRoute({ access: "staff", body: couponCreateBody }, ({ body, user }) => createCoupon(user.id, body));
