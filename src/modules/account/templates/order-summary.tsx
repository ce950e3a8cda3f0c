import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import type { OrderDetail } from "@/server/orders/read";
import { totalRowLabel, totalRows, totalRowText } from "@/shared/cart/total-rows";
import { price } from "../format";

type Summary = Pick<
  OrderDetail,
  | "subTotal"
  | "discountTotal"
  | "taxTotal"
  | "deliveryTotal"
  | "cashOnDeliveryServiceFee"
  | "grandTotal"
  | "couponCode"
  | "paymentMethod"
  | "deliveryType"
>;

/** The cart's rule for which amount rows an order shows (one place for cart, confirmation and this page). */
function Totals({ order }: { order: Summary }) {
  const { pricesIncludeTax } = storeConfig;
  return (
    <dl className="space-y-1 text-sm">
      {totalRows(order, pricesIncludeTax).map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt>{totalRowLabel(row, t, order.couponCode)}</dt>
          <dd>{totalRowText(row, t, price)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold">
        <dt>{t("cart:totals.grandTotal")}</dt>
        <dd>{price(order.grandTotal)}</dd>
      </div>
      {pricesIncludeTax ? (
        <div className="flex justify-between gap-4 text-xs text-gray-700">
          <dt>{t("cart:totals.taxIncluded")}</dt>
          <dd>{price(order.taxTotal)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** An order's amounts, payment method and delivery type: what the customer sees and what staff invoice and ship. */
export function OrderSummary({ order }: { order: Summary }) {
  return (
    <>
      <Totals order={order} />
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t("account:orders.payment")}</dt>
          <dd>{t(`cart:payment.${order.paymentMethod}`)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t("account:orders.delivery")}</dt>
          <dd>{t(`cart:delivery.${order.deliveryType}`)}</dd>
        </div>
      </dl>
    </>
  );
}
