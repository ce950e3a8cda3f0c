import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { SellerIdentity } from "@/modules/content/components/seller-identity";
import { ContactForm } from "@/modules/forms/components/contact-form";
import { findQuoteProduct } from "@/modules/forms/data";
import { ContactChannels } from "@/modules/forms/templates/contact-channels";
import { FormPage } from "@/modules/forms/templates/form-page";

export const metadata: Metadata = {
  title: t("forms:contact.title"),
  description: t("forms:contact.description"),
  alternates: { canonical: "/contact" },
};

/** /contact, or /contact?product={code} from a product page's "Teklif İste": a quote request for that product. */
export default async function ContactPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { product: code } = await searchParams;
  const product = await findQuoteProduct(typeof code === "string" ? code : undefined);
  return (
    <FormPage
      title={t("forms:contact.title")}
      intro={product ? t("forms:contact.quoteIntro") : t("forms:contact.intro")}
      aside={
        <>
          <ContactChannels />
          <SellerIdentity />
        </>
      }
    >
      <ContactForm product={product} />
    </FormPage>
  );
}
