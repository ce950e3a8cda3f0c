import { staffPage } from "@/modules/admin/access";
import { AdminCouponList } from "@/modules/admin/templates/coupon-list";
import { listAdminCoupons } from "@/server/admin/coupons";

export default staffPage(async function AdminCoupons() {
  return <AdminCouponList coupons={await listAdminCoupons()} />;
});
