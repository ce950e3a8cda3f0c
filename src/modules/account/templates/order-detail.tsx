import type { ReactNode } from "react";
import { t } from "@/i18n/server";
import { formatLongDateTime } from "@/lib/shop-time";
import type { BankAccount } from "@/modules/cart/components/checkout/types";
import { CardFacts, OrderPayment } from "@/modules/cart/components/order-payment";
import { LiveRefresh } from "@/modules/live/live-refresh";
import Link from "@/modules/ui/link";
import { ScrollRegion } from "@/modules/ui/scroll-region";
import type { OrderDocuments as Documents } from "@/server/orders/documents";
import type { OrderPaymentState } from "@/server/orders/payment-view";
import type { OrderDetail as Order } from "@/server/orders/read";
import { type BuyerScope, historyLabelKey } from "@/shared/orders/aftersale";
import { price } from "../format";
import { ORDERS_PATH } from "../paths";
import { OrderDocuments } from "./order-documents";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderSummary } from "./order-summary";
import { PostalAddressBlock } from "./postal-address";
import { Reorder } from "./reorder";

/** The order's lines. On a phone the unit price goes under the name, so the name keeps the width to stay short. */
function Lines({ order }: { order: Order }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t("account:orders.lines")}</caption>
      <thead className="border-b border-gray-200 text-gray-700">
        <tr>
          <th scope="col" className="py-2 pr-2 font-medium">
            {t("account:orders.product")}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            {t("account:orders.quantity")}
          </th>
          <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell">
            {t("account:orders.unitPrice")}
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-medium">
            {t("account:orders.lineTotal")}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {order.items.map((item) => (
          <tr key={item.id}>
            <td className="py-2 pr-2">
              {item.productId ? (
                <Link href={`/${item.slug}`} className="font-medium text-primary-800 underline">
                  {item.name}
                </Link>
              ) : (
                <span className="font-medium">{item.name}</span>
              )}
              {item.variantLabel ? <span className="block text-gray-700">{item.variantLabel}</span> : null}
              <span className="block text-xs text-gray-600">{t("account:orders.code", { code: item.code })}</span>
              <span className="block text-xs text-gray-600 sm:hidden">
                {t("account:orders.unitPrice")}: {price(item.unitPrice)}
              </span>
            </td>
            <td className="px-2 py-2 text-right">{item.quantity}</td>
            <td className="hidden px-2 py-2 text-right whitespace-nowrap sm:table-cell">{price(item.unitPrice)}</td>
            <td className="py-2 pl-2 text-right whitespace-nowrap">{price(item.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The order's steps: a status change under its status, a return's or a refund's step under its own label. */
function History({ order }: { order: Order }) {
  return (
    <ol className="space-y-3 border-l-2 border-primary-100 pl-4">
      {order.history.map((h) => (
        <li key={h.id}>
          <p className="font-medium">{t(historyLabelKey(h, (status) => `cart:orderStatus.${status}`))}</p>
          <p className="text-sm text-gray-700">
            <time dateTime={h.createdAt.toISOString()}>{formatLongDateTime(h.createdAt)}</time>
          </p>
          {h.note ? <p className="text-sm text-gray-800">{h.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * While the payment is awaited: the bank accounts and the payment notification form, or paying by card again; and
 * the notifications already sent, which stay listed (under a heading of their own) once the payment has arrived.
 */
function PaymentInstructions({ order, bankAccounts, state }: { order: Order; bankAccounts: BankAccount[]; state: OrderPaymentState }) {
  if (order.status !== "awaiting_payment" && state.notifications.length === 0) return null;
  if (order.paymentMethod === "cash_on_delivery") return null;
  const awaiting = order.status === "awaiting_payment";
  const heading = !awaiting
    ? "account:orders.paymentSent"
    : order.paymentMethod === "card"
      ? "account:orders.payByCard"
      : "account:orders.payNow";
  return (
    <section
      aria-labelledby="order-payment"
      className={`space-y-3 rounded border p-4 ${awaiting ? "border-warning bg-amber-50" : "border-gray-200"}`}
    >
      <h2 id="order-payment" className="text-lg font-semibold">
        {t(heading)}
      </h2>
      <OrderPayment order={order} state={state} bankAccounts={bankAccounts} />
    </section>
  );
}

export function OrderDetail({
  order,
  bankAccounts,
  paymentState,
  aftersale,
  documents,
  scope = "account",
  back = { href: ORDERS_PATH, label: t("account:orders.backToList") },
  reorder = false,
}: {
  order: Order;
  bankAccounts: BankAccount[];
  paymentState: OrderPaymentState;
  /** Shipping, cancelling and returns (src/modules/account/components/aftersale). */
  aftersale?: ReactNode;
  /** The documents to download. */
  documents?: Documents;
  /** Whose API the documents and changes go through: My Orders' or a guest's lookup. */
  scope?: BuyerScope;
  back?: { href: string; label: string };
  /** "Tekrar sipariş ver": a signed-in customer's own order (a guest's lookup has none). */
  reorder?: boolean;
}) {
  return (
    <div className="space-y-8">
      <LiveRefresh kind="order" id={order.id} />
      <div className="space-y-2">
        <Link href={back.href} className="text-sm font-medium text-primary-800 underline">
          {back.label}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{t("account:orders.detailTitle", { number: order.number })}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-gray-700">{t("account:orders.placedAt", { date: formatLongDateTime(order.createdAt) })}</p>
        {reorder && <Reorder orderId={order.id} number={order.number} />}
      </div>
      <PaymentInstructions order={order} bankAccounts={bankAccounts} state={paymentState} />
      {aftersale}
      <section aria-labelledby="order-lines" className="space-y-3">
        <h2 id="order-lines" className="text-lg font-semibold">
          {t("account:orders.lines")}
        </h2>
        <ScrollRegion>
          <Lines order={order} />
        </ScrollRegion>
      </section>
      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="order-summary" className="space-y-3">
          <h2 id="order-summary" className="text-lg font-semibold">
            {t("account:orders.summary")}
          </h2>
          <OrderSummary order={order} />
          <CardFacts order={order} />
        </section>
        <section aria-labelledby="order-history" className="space-y-3">
          <h2 id="order-history" className="text-lg font-semibold">
            {t("account:orders.history")}
          </h2>
          <History order={order} />
        </section>
      </div>
      {documents && <OrderDocuments orderId={order.id} documents={documents} scope={scope} />}
      <div className="grid gap-4 md:grid-cols-2">
        <PostalAddressBlock title={t("account:orders.shippingAddress")} address={order.shippingAddress} />
        <PostalAddressBlock title={t("account:orders.billingAddress")} address={order.billingAddress} billing />
      </div>
    </div>
  );
}
