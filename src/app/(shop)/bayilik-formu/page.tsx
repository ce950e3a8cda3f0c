import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { DealershipForm } from "@/modules/forms/components/dealership-form";
import { ContactChannels } from "@/modules/forms/templates/contact-channels";
import { FormPage } from "@/modules/forms/templates/form-page";

export const metadata: Metadata = {
  title: t("forms:dealership.title"),
  description: t("forms:dealership.description"),
  alternates: { canonical: "/bayilik-formu" },
};

export default function DealershipPage() {
  return (
    <FormPage title={t("forms:dealership.title")} intro={t("forms:dealership.intro")} aside={<ContactChannels />}>
      <DealershipForm />
    </FormPage>
  );
}
