"use client";
import { useTranslation } from "@/i18n/client";
import Link from "@/modules/ui/link";
import { QUICK_ORDER_PATH } from "@/shared/cart/quick-order-limits";
import type { Cart } from "@/shared/cart/types";
import { checkoutBlocked } from "../checkout-rules";
import { useCart } from "../use-cart";
import { CartLine } from "./cart-line";
import { CartTotals } from "./cart-totals";
import { CouponForm } from "./coupon-form";
import { EmptyCart } from "./empty-cart";
import { RemovedNotice } from "./removed-notice";
import { RequestCartQuote } from "./request-cart-quote";
import { Spinner } from "./spinner";

type Props = { onNavigate?: () => void };

/**
 * The cart's contents for the desktop side panel ("Sepetim") and the /mobile/my-cart page: lines,
 * coupon, totals, the checkout button, or the empty state; a removed line can be put back.
 * `onNavigate` closes the panel when a link inside it is followed.
 */
export function CartContent({ onNavigate }: Props) {
  const { t } = useTranslation("cart");
  const { cart, loaded, pending } = useCart();
  if (!loaded) {
    return (
      <p className="flex items-center gap-2 p-4 text-gray-600" role="status">
        <Spinner /> {t("content.loading")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <RemovedNotice />
      {cart.items.length === 0 ? (
        <EmptyCart onNavigate={onNavigate} className="items-center px-4 py-12 text-center" />
      ) : (
        <FilledCart cart={cart} pending={pending} onNavigate={onNavigate} />
      )}
      <Link href={QUICK_ORDER_PATH} onClick={onNavigate} className="self-start text-sm font-medium text-primary-800 underline">
        {t("content.quickOrder")}
      </Link>
    </div>
  );
}

function FilledCart({ cart, pending, onNavigate }: Props & { cart: Cart; pending: string | null }) {
  const { t } = useTranslation("cart");
  const blocked = checkoutBlocked(cart);
  const button = "block rounded px-5 py-3 text-center font-semibold";
  return (
    <>
      <ul className="divide-y" aria-label={t("content.items", { count: cart.itemCount })}>
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      <CouponForm cart={cart} pending={pending} />
      <CartTotals cart={cart} />
      {blocked ? (
        <>
          <p className="text-sm text-danger">{t("content.fixStock")}</p>
          <span aria-disabled="true" className={`${button} bg-gray-300 text-gray-700`}>
            {t("content.checkout")}
          </span>
        </>
      ) : (
        <Link href="/checkout" onClick={onNavigate} className={`${button} bg-primary-700 text-white hover:bg-primary-800`}>
          {t("content.checkout")}
        </Link>
      )}
      <RequestCartQuote onNavigate={onNavigate} />
    </>
  );
}
