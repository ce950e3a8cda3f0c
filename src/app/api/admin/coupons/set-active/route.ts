import { couponActiveBody } from "@/modules/admin/schemas/coupon";
import { apiRoute } from "@/server/http/handler";
import { setCouponActive } from "@/server/services/admin-coupons";

export const POST = apiRoute({ access: "staff", body: couponActiveBody }, ({ body, user }) =>
  setCouponActive(user.id, body.couponId, body.isActive),
);
