import { setCouponActive } from "@/server/admin/coupons";
import { apiRoute } from "@/server/compose/api-route";
import { couponActiveBody } from "@/shared/admin/coupon";

export const POST = apiRoute({ access: "staff", body: couponActiveBody }, ({ body, user }) =>
  setCouponActive(user.id, body.couponId, body.isActive),
);
