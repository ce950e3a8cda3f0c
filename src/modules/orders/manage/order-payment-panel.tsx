import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatDate, formatDateTime, toShopDay } from "@/lib/shop-time";
import { CardFacts } from "@/modules/cart/components/order-payment";
import type { AdminPaymentDetails } from "@/server/orders/manage/card-payments";
import type { getAdminOrder } from "@/server/orders/manage/orders";
import { CardPaymentControls, MarkPaidButton } from "./card-payment-controls";

type Order = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;

/** The order's payment for staff: the card payment with its attempts, cancel and refund; or the transfer notifications. */
export function OrderPaymentPanel({ order, details }: { order: Order; details: AdminPaymentDetails }) {
  const paid = details.attempts.find((a) => a.status === "paid");
  if (order.paymentMethod === "card") {
    const refundable = paid?.paidPrice ? paid.paidPrice - order.refundedTotal : 0;
    const sameDay = paid?.settledAt ? toShopDay(paid.settledAt) === toShopDay(new Date()) : false;
    return (
      <div className="flex flex-col gap-4 text-sm">
        <CardFacts order={order} />
        {paid && (
          <dl className="space-y-1">
            <div className="flex justify-between gap-4">
              <dt>{t("admin:orders.payment.paymentId")}</dt>
              <dd className="font-mono">{paid.paymentId}</dd>
            </div>
            {paid.lastFourDigits && (
              <div className="flex justify-between gap-4">
                <dt>{t("admin:orders.payment.lastFour")}</dt>
                <dd className="font-mono">{paid.lastFourDigits}</dd>
              </div>
            )}
          </dl>
        )}
        {details.attempts.length > 0 && (
          <div>
            <h3 className="font-semibold">{t("admin:orders.payment.attempts")}</h3>
            <ul className="list-disc pl-5">
              {details.attempts.map((a) => (
                <li key={a.id}>
                  {t("admin:orders.payment.attempt", {
                    date: formatDateTime(a.createdAt),
                    status: t(`admin:orders.payment.attemptStatus.${a.status}`),
                  })}
                  {a.errorMessage ? ` · ${a.errorMessage}` : ""}
                </li>
              ))}
            </ul>
          </div>
        )}
        {paid && (
          <CardPaymentControls
            orderId={order.id}
            refundable={refundable}
            cancellable={sameDay && order.status === "paid" && order.refundedTotal === 0}
          />
        )}
      </div>
    );
  }
  if (order.paymentMethod !== "bank_transfer") return <p className="text-sm">{t(`cart:payment.${order.paymentMethod}`)}</p>;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <h3 className="font-semibold">{t("admin:orders.payment.notifications")}</h3>
      {details.notifications.length === 0 ? (
        <p>{t("admin:orders.payment.noNotifications")}</p>
      ) : (
        <ul className="list-disc pl-5">
          {details.notifications.map((n) => (
            <li key={n.id}>
              {t("admin:orders.payment.notification", {
                date: formatDate(new Date(`${n.paidOn}T12:00:00+03:00`)),
                sender: n.senderName,
                amount: formatPrice(n.amount),
                iban: n.iban,
              })}
            </li>
          ))}
        </ul>
      )}
      {order.status === "awaiting_payment" && details.notifications.length > 0 && <MarkPaidButton orderId={order.id} />}
    </div>
  );
}
