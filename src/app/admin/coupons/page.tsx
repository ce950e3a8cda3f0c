import { staffPage } from "@/modules/admin/access";
import { listAdminCoupons } from "@/modules/cart/data";
import { AdminCouponList } from "@/modules/cart/manage/coupon-list";

export default staffPage("/admin/coupons", async function AdminCoupons() {
  return <AdminCouponList coupons={await listAdminCoupons()} />;
});
