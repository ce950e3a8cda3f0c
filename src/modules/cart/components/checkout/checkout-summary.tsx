"use client";
import { useTranslation } from "@/i18n/client";
import type { Cart } from "@/shared/cart/types";
import { checkoutBlocked } from "../../checkout-rules";
import { CartTotals } from "../cart-totals";
import { CouponForm } from "../coupon-form";
import { LineSummary } from "../line-summary";

/** The order summary beside the checkout steps: lines, coupon and totals. */
export function CheckoutSummary({ cart, pending }: { cart: Cart; pending: string | null }) {
  const { t } = useTranslation("cart");
  return (
    <aside aria-labelledby="checkout-summary" className="flex h-fit flex-col gap-4 rounded border border-gray-200 p-4 lg:sticky lg:top-4">
      <h2 id="checkout-summary" className="text-lg font-semibold">
        {t("checkout.summary")}
      </h2>
      <LineSummary lines={cart.items.map((item) => ({ ...item, variantLabel: item.variant?.label ?? null }))} />
      {checkoutBlocked(cart) && <p className="text-sm text-danger">{t("content.fixStock")}</p>}
      <CouponForm cart={cart} pending={pending} />
      <CartTotals cart={cart} />
    </aside>
  );
}
