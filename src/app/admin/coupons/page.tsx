import { staffPage } from "@/modules/admin/access";
import { listAdminCoupons } from "@/modules/admin/data";
import { AdminCouponList } from "@/modules/admin/templates/coupon-list";

export default staffPage(async function AdminCoupons() {
  return <AdminCouponList coupons={await listAdminCoupons()} />;
});
