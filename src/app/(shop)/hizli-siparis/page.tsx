import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { QuickOrderForm } from "@/modules/cart/components/quick-order-form";
import { QUICK_ORDER_PATH } from "@/shared/cart/quick-order-limits";

export const metadata: Metadata = {
  title: t("cart:quickOrder.title"),
  description: t("cart:quickOrder.intro"),
  alternates: { canonical: QUICK_ORDER_PATH },
};

/** The quick order (/hizli-siparis): product codes and quantities into the cart at once, for guests and customers alike. */
export default function QuickOrderPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{t("cart:quickOrder.title")}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">{t("cart:quickOrder.intro")}</p>
      <div className="mt-8">
        <Translations namespaces={["cart:quickOrder", "cart:bulk", "cart:toast"]}>
          <QuickOrderForm />
        </Translations>
      </div>
    </div>
  );
}
