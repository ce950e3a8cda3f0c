import { staffPage } from "@/modules/admin/access";
import { AdminNewCoupon } from "@/modules/cart/manage/coupon-edit";

export default staffPage(function NewCoupon() {
  return <AdminNewCoupon />;
});
