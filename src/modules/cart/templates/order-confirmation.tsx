import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { storeSettings } from "@/modules/content/data";
import { LiveRefresh } from "@/modules/live/live-refresh";
import { orderPaymentState } from "@/modules/orders/data";
import Link from "@/modules/ui/link";
import type { ConfirmedOrder } from "@/server/orders/confirmation";
import { totalRows, totalRowText } from "@/shared/cart/total-rows";
import { ORDER_LOOKUP_PATH } from "@/shared/orders/lookup";
import { LineSummary } from "../components/line-summary";
import { OrderPayment } from "../components/order-payment";

const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);

/**
 * The confirmation step: the order number, how to pay (or, back from iyzico's page, how the card payment went),
 * what was ordered and where it goes.
 */
export async function OrderConfirmation({
  order,
  isCustomer,
  cardOutcome,
}: {
  order: ConfirmedOrder;
  isCustomer: boolean;
  cardOutcome?: "paid" | "failed";
}) {
  const [{ bankAccounts }, paymentState] = await Promise.all([storeSettings(), orderPaymentState(order)]);
  const cardPaid = order.paymentMethod === "card" && order.status === "paid";
  const a = order.shippingAddress;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <LiveRefresh kind="order" id={order.id} />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-success">{t("cart:confirmation.title")}</h1>
        <p className="text-lg">
          {t("cart:confirmation.number")} <strong data-testid="order-number">{order.number}</strong>
        </p>
        <p className="text-gray-700">{t("cart:confirmation.mailSent", { email: order.email })}</p>
        {cardPaid && cardOutcome === "paid" && (
          <p role="status" className="font-semibold text-success">
            {t("cart:cardPayment.paid")}
          </p>
        )}
        <p>
          {t("cart:confirmation.status")} <strong>{t(`cart:orderStatus.${order.status}`)}</strong>
        </p>
      </header>

      <section aria-labelledby="confirmation-payment" className="rounded border border-gray-200 p-4">
        <h2 id="confirmation-payment" className="mb-2 text-lg font-semibold">
          {t("cart:confirmation.payment")}: {t(`cart:payment.${order.paymentMethod}`)}
        </h2>
        <OrderPayment order={order} state={paymentState} bankAccounts={bankAccounts} declined={cardOutcome === "failed"} />
      </section>

      <section aria-labelledby="confirmation-items" className="rounded border border-gray-200 p-4">
        <h2 id="confirmation-items" className="mb-2 text-lg font-semibold">
          {t("cart:confirmation.items")}
        </h2>
        <LineSummary lines={order.items} />
        <dl className="mt-4 flex flex-col gap-1 border-t pt-3 text-sm">
          {totalRows(order, storeConfig.pricesIncludeTax).map((row) => (
            <div key={row.key} className="flex justify-between">
              <dt className="text-gray-600">{t(`cart:totals.${row.key}`)}</dt>
              <dd>{totalRowText(row, t, price)}</dd>
            </div>
          ))}
          <div className="flex justify-between text-base font-bold">
            <dt>{t("cart:totals.grandTotal")}</dt>
            <dd>{price(order.grandTotal)}</dd>
          </div>
          {storeConfig.pricesIncludeTax && (
            <div className="flex justify-between text-xs text-gray-600">
              <dt>{t("cart:totals.taxIncluded")}</dt>
              <dd>{price(order.taxTotal)}</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby="confirmation-address" className="rounded border border-gray-200 p-4 text-sm">
        <h2 id="confirmation-address" className="mb-2 text-lg font-semibold">
          {t("cart:confirmation.address")}
        </h2>
        <p>{a.fullName}</p>
        <p>
          {a.line}, {a.neighbourhood}
        </p>
        <p>
          {a.district} / {a.city} {a.postcode}
        </p>
        <p>{a.phone}</p>
      </section>

      {!order.userId && <p className="text-sm text-gray-700">{t("cart:confirmation.guestLookup")}</p>}
      <div className="flex flex-wrap gap-3">
        {!order.userId && (
          <Link
            href={ORDER_LOOKUP_PATH}
            className="rounded border border-primary-700 px-5 py-2 font-semibold text-primary-700 hover:bg-primary-50"
          >
            {t("cart:confirmation.lookup")}
          </Link>
        )}
        {isCustomer && (
          <Link
            href="/account/my-orders"
            className="rounded border border-primary-700 px-5 py-2 font-semibold text-primary-700 hover:bg-primary-50"
          >
            {t("cart:confirmation.myOrders")}
          </Link>
        )}
        <Link href="/" className="rounded bg-primary-700 px-5 py-2 font-semibold text-white hover:bg-primary-800">
          {t("cart:confirmation.continue")}
        </Link>
      </div>
    </div>
  );
}
