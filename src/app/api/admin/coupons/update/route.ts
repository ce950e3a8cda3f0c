import { couponUpdateBody } from "@/modules/admin/schemas/coupon";
import { apiRoute } from "@/server/http/handler";
import { updateCoupon } from "@/server/services/admin-coupons";

export const POST = apiRoute({ access: "staff", body: couponUpdateBody }, ({ body, user }) => updateCoupon(user.id, body));
