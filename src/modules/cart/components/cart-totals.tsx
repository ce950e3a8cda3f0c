"use client";
import { useTranslation } from "@/i18n/client";
import { formatPrice } from "@/lib/money";
import { totalRows, totalRowText } from "@/shared/cart/total-rows";
import type { Cart } from "@/shared/cart/types";

/** The amounts of a cart (side panel, /mobile/my-cart and the checkout summary). */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation("cart");
  return (
    <dl className="space-y-1 text-sm">
      {totalRows(cart, cart.pricesIncludeTax).map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt className="text-gray-600">{t(`totals.${row.key}`)}</dt>
          <dd className={row.amount < 0 ? "font-medium text-success" : "font-medium"}>{totalRowText(row, t, formatPrice)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t pt-2 text-base">
        <dt className="font-semibold">{t("totals.grandTotal")}</dt>
        <dd className="font-bold" data-testid="cart-grand-total">
          {formatPrice(cart.grandTotal)}
        </dd>
      </div>
      {cart.pricesIncludeTax && cart.taxTotal > 0 && (
        <div className="flex justify-between gap-4 text-xs text-gray-600">
          <dt>{t("totals.taxIncluded")}</dt>
          <dd>{formatPrice(cart.taxTotal)}</dd>
        </div>
      )}
    </dl>
  );
}
