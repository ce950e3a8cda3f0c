"use client";
import { AddTranslations } from "@/i18n/client";
import { useSidePanel } from "@/modules/ui/side-panel-context";
import cart from "../../../../public/locales/tr/cart.json";
import { CartContent } from "./cart-content";

const resources = { cart };

/**
 * The desktop cart side panel's content. It loads when the panel first opens and brings the cart's texts with it:
 * the pages themselves carry only the cart button's and the toasts'.
 */
export function CartPanel() {
  const { close } = useSidePanel();
  return (
    <AddTranslations id="cart" resources={resources}>
      <div className="p-4">
        <CartContent onNavigate={close} />
      </div>
    </AddTranslations>
  );
}
