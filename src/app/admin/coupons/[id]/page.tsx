import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { getAdminCoupon } from "@/modules/cart/data";
import { AdminCouponEdit } from "@/modules/cart/manage/coupon-edit";

export default staffPage("/admin/coupons/[id]", async function AdminCoupon({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const coupon = id ? await getAdminCoupon(id) : null;
  if (!coupon) notFound();
  return <AdminCouponEdit coupon={coupon} />;
});
