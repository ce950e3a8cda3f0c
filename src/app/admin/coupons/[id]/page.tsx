import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { getAdminCoupon } from "@/modules/admin/data";
import { routeId } from "@/modules/admin/route-id";
import { AdminCouponEdit } from "@/modules/admin/templates/coupon-edit";

export default staffPage(async function AdminCoupon({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const coupon = id ? await getAdminCoupon(id) : null;
  if (!coupon) notFound();
  return <AdminCouponEdit coupon={coupon} />;
});
