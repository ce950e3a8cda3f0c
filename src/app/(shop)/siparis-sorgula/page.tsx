import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { Translations } from "@/i18n/translations";
import { OrderLookupForm } from "@/modules/account/components/order-lookup-form";
import { FormPage } from "@/modules/forms/templates/form-page";
import { ORDER_LOOKUP_PATH } from "@/shared/orders/lookup";

export const metadata: Metadata = {
  title: t("order-lookup:title"),
  description: t("order-lookup:intro"),
  alternates: { canonical: ORDER_LOOKUP_PATH },
};

/** A guest's order lookup by order number and e-mail. */
export default function OrderLookupPage() {
  return (
    <FormPage title={t("order-lookup:title")} intro={t("order-lookup:intro")}>
      <Translations namespaces={["order-lookup", "forms"]}>
        <OrderLookupForm />
      </Translations>
    </FormPage>
  );
}
