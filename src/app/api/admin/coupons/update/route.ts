import { updateCoupon } from "@/server/cart/manage/coupons";
import { apiRoute } from "@/server/compose/api-route";
import { couponUpdateBody } from "@/shared/cart/manage-coupon";

export const POST = apiRoute({ access: "staff", body: couponUpdateBody }, ({ body, user }) => updateCoupon(user.id, body));
