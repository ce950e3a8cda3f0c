import { createCoupon } from "@/server/cart/manage/coupons";
import { apiRoute } from "@/server/compose/api-route";
import { couponCreateBody } from "@/shared/cart/manage-coupon";

export const POST = apiRoute({ access: "staff", body: couponCreateBody }, ({ body, user }) => createCoupon(user.id, body));
