import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatDateTime } from "@/lib/shop-time";
import { AdminPanel } from "@/modules/admin/components/admin-panels";
import { adminLink } from "@/modules/admin/components/admin-table";
import type { AftersaleView } from "@/server/orders/aftersale/view";
import type { CarrierParcelView } from "@/server/orders/shipping/shipments";
import type { OrderStatus } from "@/shared/orders";
import { toPrepareStatuses } from "@/shared/orders";
import { CarrierParcel } from "./carrier-parcel";
import { ConfirmRefundIbanButton } from "./confirm-refund-iban-button";
import { ReturnDecisionForm } from "./return-decision-form";
import { ShipOrderForm } from "./ship-order-form";

/** An IBAN to pay back to, or one a guest gave that staff must confirm with the buyer before anything is paid to it. */
function RefundIban({ iban, unconfirmedIban }: { iban: string | null; unconfirmedIban: string | null }) {
  if (iban) return <span className="font-mono">{t("aftersale:admin.iban", { iban })}</span>;
  if (!unconfirmedIban) return null;
  return (
    <>
      <strong className="font-mono text-red-800">{t("aftersale:admin.unconfirmedIban", { iban: unconfirmedIban })}</strong>
      <span>{t("aftersale:admin.unconfirmedHint")}</span>
    </>
  );
}

/**
 * Staff's view of the order after it was placed: the carrier's parcel and label, the parcel (or the form to ship it), the returns to decide and the
 * money given back, with the confirmation an IBAN from a guest needs.
 */
export function OrderAftersalePanel({
  order,
  view,
  carrier,
}: {
  order: { id: number; status: OrderStatus };
  view: AftersaleView;
  carrier: CarrierParcelView;
}) {
  const { shipment } = view;
  return (
    <AdminPanel id="aftersale" title={t("aftersale:admin.title")}>
      <div className="flex flex-col gap-4 text-sm">
        <CarrierParcel orderId={order.id} packable={!shipment && toPrepareStatuses.includes(order.status)} view={carrier} />
        {shipment ? (
          <p>
            {t("aftersale:admin.shipment", {
              carrier: t(`aftersale:carriers.${shipment.carrier}`),
              number: shipment.trackingNumber,
              date: formatDateTime(shipment.shippedAt),
            })}{" "}
            <a href={shipment.url} target="_blank" rel="noopener noreferrer" className={adminLink}>
              {t("aftersale:admin.track")}
            </a>
          </p>
        ) : toPrepareStatuses.includes(order.status) ? (
          <ShipOrderForm orderId={order.id} />
        ) : (
          <p>{t("aftersale:admin.noShipment")}</p>
        )}
        <h3 className="font-semibold">{t("aftersale:admin.returns")}</h3>
        {view.returns.length === 0 ? (
          <p>{t("aftersale:admin.noReturns")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {view.returns.map((r) => (
              <li key={r.id} className="flex flex-col gap-1 border-t border-neutral-200 pt-2">
                <strong>
                  {t("aftersale:admin.returnOf", { date: formatDateTime(r.createdAt), status: t(`aftersale:returnStatus.${r.status}`) })}
                </strong>
                <ul className="list-disc pl-5">
                  {r.lines.map((l) => (
                    <li key={l.id}>{t("aftersale:customer.returnLine", { name: l.name, count: l.quantity })}</li>
                  ))}
                </ul>
                {r.reason && <span>{t("aftersale:admin.reason", { reason: r.reason })}</span>}
                {!r.refund && <RefundIban iban={r.iban} unconfirmedIban={r.unconfirmedIban} />}
                {r.staffNote && <span>{t("aftersale:customer.staffNote", { note: r.staffNote })}</span>}
                {r.refund && (
                  <span>
                    {t("aftersale:admin.refund", {
                      amount: formatPrice(r.refund.amount),
                      method: t(`aftersale:admin.method.${r.refund.method}`),
                    })}
                  </span>
                )}
                {r.status === "requested" && <ReturnDecisionForm returnId={r.id} />}
              </li>
            ))}
          </ul>
        )}
        <h3 className="font-semibold">{t("aftersale:admin.refunds")}</h3>
        {view.refunds.length === 0 ? (
          <p>{t("aftersale:admin.noRefunds")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {view.refunds.map((f) => (
              <li key={f.id} className="flex flex-col gap-1 border-t border-neutral-200 pt-2">
                <strong>
                  {t("aftersale:admin.refundOf", {
                    date: formatDateTime(f.createdAt),
                    amount: formatPrice(f.amount),
                    method: t(`aftersale:admin.method.${f.method}`),
                  })}
                </strong>
                <RefundIban iban={f.iban} unconfirmedIban={f.unconfirmedIban} />
                {f.unconfirmedIban && <ConfirmRefundIbanButton refundId={f.id} />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminPanel>
  );
}
