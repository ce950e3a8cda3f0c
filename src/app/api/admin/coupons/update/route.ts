import { updateCoupon } from "@/server/admin/coupons";
import { apiRoute } from "@/server/compose/api-route";
import { couponUpdateBody } from "@/shared/admin/coupon";

export const POST = apiRoute({ access: "staff", body: couponUpdateBody }, ({ body, user }) => updateCoupon(user.id, body));
