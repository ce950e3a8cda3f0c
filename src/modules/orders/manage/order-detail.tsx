import type { ReactNode } from "react";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatDateTime } from "@/lib/shop-time";
import { OrderSummary } from "@/modules/account/templates/order-summary";
import { PostalAddressBlock } from "@/modules/account/templates/postal-address";
import { AdminPanel } from "@/modules/admin/components/admin-panels";
import { adminLink } from "@/modules/admin/components/admin-table";
import Link from "@/modules/ui/link";
import type { OrderDocuments } from "@/server/orders/documents";
import type { InvoiceIssuing } from "@/server/orders/invoicing/view";
import type { AdminPaymentDetails } from "@/server/orders/manage/card-payments";
import type { getAdminOrder } from "@/server/orders/manage/orders";
import { historyLabelKey } from "@/shared/orders/aftersale";
import { AdminOrderDocuments } from "./order-documents";
import { OrderPaymentPanel } from "./order-payment-panel";
import { OrderStatusForm } from "./order-status-form";

type Order = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;

/**
 * One order: its lines, amounts, payment (card details, cancel and refund, or transfer notifications) and delivery, the delivery and billing addresses with the invoice
 * details, the next status staff can set, and its status history.
 */
export function AdminOrderDetail({
  order,
  payment,
  documents,
  issuing,
  aftersale,
}: {
  order: Order;
  payment: AdminPaymentDetails;
  documents: OrderDocuments;
  issuing: InvoiceIssuing;
  aftersale?: ReactNode;
}) {
  return (
    <>
      <Link href="/admin/orders" className={adminLink}>
        {t("admin:orders.back")}
      </Link>
      <h1 className="mt-2 mb-1 font-semibold text-2xl">{t("admin:orders.detailTitle", { number: order.number })}</h1>
      <p className="mb-6 text-neutral-700">
        {order.email} · {formatDateTime(order.createdAt)} · <strong>{t(`admin:orders.status.${order.status}`)}</strong>
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <AdminPanel id="items" title={t("admin:orders.items")}>
          <ul className="divide-y divide-neutral-200">
            {order.items.map((i) => (
              <li key={i.id} className="flex justify-between gap-4 py-2">
                <span>
                  {i.name} {i.variantLabel ? `(${i.variantLabel})` : ""} × {i.quantity}
                </span>
                <span>{formatPrice(i.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-4 border-t border-neutral-200 pt-3">
            <OrderSummary order={order} />
          </div>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <PostalAddressBlock title={t("admin:orders.address")} address={order.shippingAddress} />
            <PostalAddressBlock title={t("admin:orders.billingAddress")} address={order.billingAddress} billing />
          </div>
        </AdminPanel>
        <div className="flex flex-col gap-6">
          <AdminPanel id="payment" title={t("admin:orders.payment.title")}>
            <OrderPaymentPanel order={order} details={payment} />
          </AdminPanel>
          {aftersale}
          <AdminOrderDocuments orderId={order.id} documents={documents} issuing={issuing} />
          <AdminPanel id="change" title={t("admin:orders.changeTitle")}>
            <OrderStatusForm orderId={order.id} next={order.nextStatuses} />
          </AdminPanel>
          <AdminPanel id="history" title={t("admin:orders.history")}>
            <ol className="flex flex-col gap-2 text-sm">
              {order.history.map((h) => (
                <li key={h.id}>
                  <strong>{t(historyLabelKey(h, (status) => `admin:orders.status.${status}`))}</strong> · {formatDateTime(h.createdAt)}
                  {h.note ? ` · ${h.note}` : ""}
                </li>
              ))}
            </ol>
          </AdminPanel>
        </div>
      </div>
    </>
  );
}
