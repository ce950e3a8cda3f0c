import { staffPage } from "@/modules/admin/access";
import { AdminNewCoupon } from "@/modules/cart/manage/coupon-edit";

export default staffPage("/admin/coupons/new", function NewCoupon() {
  return <AdminNewCoupon />;
});
