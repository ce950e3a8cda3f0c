import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { TechnicalServiceForm } from "@/modules/forms/components/technical-service-form";
import { ContactChannels } from "@/modules/forms/templates/contact-channels";
import { FormPage } from "@/modules/forms/templates/form-page";

export const metadata: Metadata = {
  title: t("forms:technicalService.title"),
  description: t("forms:technicalService.description"),
  alternates: { canonical: "/teknik-servis-formu" },
};

export default function TechnicalServicePage() {
  return (
    <FormPage title={t("forms:technicalService.title")} intro={t("forms:technicalService.intro")} aside={<ContactChannels />}>
      <TechnicalServiceForm />
    </FormPage>
  );
}
