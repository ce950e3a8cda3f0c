"use client";
import dynamic from "next/dynamic";
import { useTranslation } from "@/i18n/client";
import { useCustomer } from "@/modules/layout/components/customer-provider";
import { CartIcon } from "@/modules/ui/icons";
import { useUi } from "@/modules/ui/ui-provider";
import { useCartSession, useCartState } from "../cart-store";

const CartPanel = dynamic(() => import("./cart-panel").then((m) => m.CartPanel), { ssr: false });

/** The item count on the cart button and the cart tab, only when above 0. */
function CartBadge({ className }: { className: string }) {
  const { t } = useTranslation("cart");
  const { cart } = useCartState();
  const { customer } = useCustomer();
  // Both islands watch the signed-in user: the cart is fetched again (and a guest cart merged) when it changes.
  useCartSession(customer?.id ?? null);
  if (cart.itemCount <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="cart-badge"
        className={`${className} inline-flex min-w-5 items-center justify-center rounded-full bg-primary-700 px-1 text-xs font-bold text-white`}
      >
        {cart.itemCount > 99 ? "99+" : cart.itemCount}
      </span>
      <span className="sr-only">{t("button.count", { count: cart.itemCount })}</span>
    </>
  );
}

/** Desktop header: opens the cart side panel titled "Sepetim". */
export function CartButton() {
  const { t } = useTranslation("cart");
  const { openSidePanel } = useUi();
  return (
    <button
      type="button"
      onClick={() => openSidePanel({ title: t("content.title"), content: <CartPanel /> })}
      className="relative flex items-center gap-2 rounded px-3 py-2 font-semibold hover:bg-gray-100"
      aria-haspopup="dialog"
    >
      <CartIcon className="size-6" />
      {t("content.title")}
      <CartBadge className="absolute -top-1 left-6" />
    </button>
  );
}

/** Mobile tab bar: the badge on the "Sepetim" tab. */
export function CartTabBadge() {
  return <CartBadge className="absolute top-1 left-1/2 ml-1" />;
}
