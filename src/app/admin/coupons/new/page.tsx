import { staffPage } from "@/modules/admin/access";
import { AdminNewCoupon } from "@/modules/admin/templates/coupon-edit";

export default staffPage(function NewCoupon() {
  return <AdminNewCoupon />;
});
