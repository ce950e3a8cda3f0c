import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { CartContent } from "@/modules/cart/components/cart-content";

export const generateMetadata = (): Metadata => ({ title: t("shell:myCart.title") });

/** The cart tab (/mobile/my-cart): the same cart content as the desktop side panel. */
export default function MobileCartPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">{t("shell:myCart.title")}</h1>
      <Translations namespaces={["cart"]}>
        <CartContent />
      </Translations>
    </div>
  );
}
