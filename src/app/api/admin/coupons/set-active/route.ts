import { setCouponActive } from "@/server/cart/manage/coupons";
import { apiRoute } from "@/server/compose/api-route";
import { couponActiveBody } from "@/shared/cart/manage-coupon";

export const POST = apiRoute({ access: "staff", body: couponActiveBody }, ({ body, user }) =>
  setCouponActive(user.id, body.couponId, body.isActive),
);
