import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { formatPrice } from "@/lib/money";
import { formatDate, toShopDay } from "@/lib/shop-time";
import { CARD_HOLD_MINUTES } from "@/modules/orders/data";
import type { OrderPaymentState } from "@/server/orders/payment-view";
import { CardPaymentActions } from "./card-payment-actions";
import { BankAccounts } from "./checkout/bank-accounts";
import type { BankAccount } from "./checkout/types";
import { TransferNotificationForm } from "./transfer-notification-form";

const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);

export type PaidOrder = {
  number: string;
  status: string;
  paymentMethod: string;
  grandTotal: number;
  cardBrand: string;
  installmentCount: number;
  dueDifference: number;
  refundedTotal: number;
};

/** A card payment's facts: the card family, the installments, the surcharge within what was charged, and refunds. */
export function CardFacts({ order }: { order: PaidOrder }) {
  if (order.paymentMethod !== "card" || order.cardBrand === "none") return null;
  const rows: [string, string][] = [
    [t("cart:cardPayment.cardFamily"), order.cardBrand],
    [
      t("cart:cardPayment.installments"),
      order.installmentCount > 1 ? t("cart:cardPayment.installmentCount", { count: order.installmentCount }) : t("cart:cardPayment.single"),
    ],
    ...(order.dueDifference > 0 ? [[t("cart:totals.dueDifference"), price(order.dueDifference)] as [string, string]] : []),
    [t("cart:cardPayment.charged"), price(order.grandTotal + order.dueDifference)],
    ...(order.refundedTotal > 0 ? [[t("cart:cardPayment.refunded"), price(order.refundedTotal)] as [string, string]] : []),
  ];
  return (
    <dl className="space-y-1 text-sm" data-testid="card-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * How to pay, or how it was paid: a card order awaiting payment can be paid again (after a declined card, with the
 * bank's reason) or switched to bank transfer; a bank-transfer order shows the accounts and takes a payment
 * notification; a paid card order shows its card facts.
 */
/** The payment forms' texts: the shop layout sends only the cart button's. */
const CART = ["cart", "forms:clarificationNotice"];

export function OrderPayment({
  order,
  state,
  bankAccounts,
  declined,
}: {
  order: PaidOrder;
  state: OrderPaymentState;
  bankAccounts: BankAccount[];
  declined?: boolean;
}) {
  const awaiting = order.status === "awaiting_payment";
  if (order.paymentMethod === "card") {
    if (!awaiting) return <CardFacts order={order} />;
    const failed = declined || state.cardFailure !== null;
    return (
      <Translations namespaces={CART}>
        <div className="flex flex-col gap-3 text-sm">
          {failed ? (
            <div role="alert" className="rounded border border-danger bg-red-50 p-3">
              <p className="font-semibold">{t("cart:cardPayment.failed")}</p>
              {state.cardFailure ? <p>{t("cart:cardPayment.failedReason", { reason: state.cardFailure })}</p> : null}
              <p>{t("cart:cardPayment.retryHint", { minutes: CARD_HOLD_MINUTES })}</p>
            </div>
          ) : (
            <p>{t("cart:cardPayment.waiting", { minutes: CARD_HOLD_MINUTES })}</p>
          )}
          <CardPaymentActions orderNumber={order.number} retry={failed} />
        </div>
      </Translations>
    );
  }
  if (order.paymentMethod === "bank_transfer") {
    return (
      <Translations namespaces={CART}>
        <div className="flex flex-col gap-4">
          {awaiting && <BankAccounts accounts={bankAccounts} orderNumber={order.number} />}
          {state.notifications.length > 0 && (
            <div className="text-sm">
              <h3 className="font-semibold">{t("cart:notification.list")}</h3>
              <ul className="list-disc pl-5">
                {state.notifications.map((n) => (
                  <li key={n.id}>
                    {t("cart:notification.entry", {
                      date: formatDate(new Date(`${n.paidOn}T12:00:00+03:00`)),
                      sender: n.senderName,
                      amount: price(n.amount),
                      iban: n.iban,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {awaiting && (
            <TransferNotificationForm
              orderNumber={order.number}
              accounts={bankAccounts}
              amount={order.grandTotal}
              today={toShopDay(new Date())}
            />
          )}
        </div>
      </Translations>
    );
  }
  return <p className="text-sm">{t("cart:payment.codHint")}</p>;
}
