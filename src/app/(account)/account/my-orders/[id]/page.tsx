import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { OrderAftersale } from "@/modules/account/components/aftersale/order-aftersale";
import { ORDERS_PATH } from "@/modules/account/paths";
import { requireUser } from "@/modules/account/session";
import { OrderDetail } from "@/modules/account/templates/order-detail";
import { storeSettings } from "@/modules/content/data";
import { aftersaleView, findOrder, orderDocuments, orderPaymentState } from "@/modules/orders/data";

export const metadata: Metadata = { title: t("account:orders.title") };

/** One own order; another customer's order id (or one that does not exist) is a 404. */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser(`${ORDERS_PATH}/${encodeURIComponent(id)}`);
  const order = /^\d{1,9}$/.test(id) ? await findOrder(user.id, Number(id)) : null;
  if (!order) notFound();
  const [{ bankAccounts }, paymentState, aftersale, documents] = await Promise.all([
    storeSettings(),
    orderPaymentState(order),
    aftersaleView(order),
    orderDocuments(order.id),
  ]);
  return (
    <OrderDetail
      order={order}
      bankAccounts={bankAccounts}
      paymentState={paymentState}
      documents={documents}
      reorder
      aftersale={<OrderAftersale orderId={order.id} view={aftersale} />}
    />
  );
}
