import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatLongDate, formatLongDateTime } from "@/lib/shop-time";
import type { AftersaleView } from "@/server/orders/aftersale/view";
import type { BuyerScope } from "@/shared/orders/aftersale";
import { CancelOrderForm } from "./cancel-order-form";
import { ReturnRequestForm } from "./return-request-form";

/** A card refund; a transfer to the IBAN given, or to one a guest gave that staff confirm first. */
const refundKey = (refund: { method: string; unconfirmedIban: string | null }) =>
  refund.method === "card" ? "refundCard" : refund.unconfirmedIban ? "refundTransferUnconfirmed" : "refundTransfer";

const statusClass = { requested: "bg-amber-50 text-amber-900", approved: "bg-green-50 text-success", rejected: "bg-red-50 text-danger" };

/** The order after it was placed (its forms' texts come with the "aftersale" namespace; `scope` names the API: My Orders' or a guest's lookup): its parcel and tracking link, cancelling it, asking to return lines, and each return's outcome. */
export function OrderAftersale({ orderId, view, scope = "account" }: { orderId: number; view: AftersaleView; scope?: BuyerScope }) {
  const { shipment } = view;
  if (!shipment && !view.canCancel && !view.deliveredAt && view.returns.length === 0) return null;
  return (
    <section aria-labelledby="order-aftersale" className="space-y-4">
      <h2 id="order-aftersale" className="text-lg font-semibold">
        {t("aftersale:customer.title")}
      </h2>
      {shipment ? (
        <p>
          {t("aftersale:customer.shipped", {
            carrier: t(`aftersale:carriers.${shipment.carrier}`),
            number: shipment.trackingNumber,
            date: formatLongDate(shipment.shippedAt),
          })}{" "}
          <a href={shipment.url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-800 underline">
            {t("aftersale:shipment.track")}
          </a>
        </p>
      ) : null}
      {view.deliveredAt && view.returnUntil ? (
        <p>{t("aftersale:customer.delivered", { date: formatLongDate(view.deliveredAt), until: formatLongDate(view.returnUntil) })}</p>
      ) : null}
      {view.canCancel ? <CancelOrderForm orderId={orderId} askIban={view.needsIban && view.paid} scope={scope} /> : null}
      {view.canReturn ? <ReturnRequestForm orderId={orderId} lines={view.returnable} askIban={view.needsIban} scope={scope} /> : null}
      {view.returns.length > 0 ? (
        <ul className="space-y-3" aria-label={t("aftersale:customer.returns")}>
          {view.returns.map((r) => (
            <li key={r.id} className="rounded border border-gray-200 p-4 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t("aftersale:customer.returnOf", { date: formatLongDateTime(r.createdAt) })}</span>
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass[r.status]}`}>
                  {t(`aftersale:returnStatus.${r.status}`)}
                </span>
              </p>
              <ul className="mt-2 list-disc pl-5">
                {r.lines.map((l) => (
                  <li key={l.id}>{t("aftersale:customer.returnLine", { name: l.name, count: l.quantity })}</li>
                ))}
              </ul>
              {r.reason && <p className="mt-2 text-gray-700">{t("aftersale:customer.reason", { reason: r.reason })}</p>}
              {r.staffNote ? <p className="text-gray-800">{t("aftersale:customer.staffNote", { note: r.staffNote })}</p> : null}
              {r.refund ? (
                <p className="mt-1 font-medium">
                  {t(`aftersale:customer.${refundKey(r.refund)}`, {
                    amount: formatPrice(r.refund.amount),
                    iban: r.refund.iban ?? r.refund.unconfirmedIban ?? "",
                    date: formatLongDate(r.refund.createdAt),
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
