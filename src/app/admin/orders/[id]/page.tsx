import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { AdminOrderDetail } from "@/modules/admin/templates/order-detail";
import { adminPaymentDetails } from "@/server/admin/card-payments";
import { getAdminOrder } from "@/server/admin/orders";

export default staffPage(async function AdminOrder({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const order = id ? await getAdminOrder(id) : null;
  if (!order) notFound();
  return <AdminOrderDetail order={order} payment={await adminPaymentDetails(order.id)} />;
});
