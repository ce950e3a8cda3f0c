import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import {
  adminPaymentDetails,
  aftersaleView,
  carrierParcelView,
  getAdminOrder,
  invoiceIssuing,
  orderDocuments,
} from "@/modules/orders/data";
import { OrderAftersalePanel } from "@/modules/orders/manage/order-aftersale-panel";
import { AdminOrderDetail } from "@/modules/orders/manage/order-detail";

export default staffPage("/admin/orders/[id]", async function AdminOrder({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const order = id ? await getAdminOrder(id) : null;
  if (!order) notFound();
  const [payment, aftersale, documents, issuing, carrier] = await Promise.all([
    adminPaymentDetails(order.id),
    aftersaleView(order),
    orderDocuments(order.id),
    invoiceIssuing(order.id),
    carrierParcelView(order.id),
  ]);
  return (
    <AdminOrderDetail
      order={order}
      payment={payment}
      documents={documents}
      issuing={issuing}
      aftersale={<OrderAftersalePanel order={order} view={aftersale} carrier={carrier} />}
    />
  );
});
