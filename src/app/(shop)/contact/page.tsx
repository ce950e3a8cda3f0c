import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { companyOf } from "@/modules/account/data";
import { currentUser } from "@/modules/account/session";
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

/**
 * /contact, or /contact?product={code} from a product page's "Teklif İste": a quote request for that product. A
 * signed-in customer's name, e-mail, phone and company fill the fresh form.
 */
export default async function ContactPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { product: code } = await searchParams;
  const [product, user] = await Promise.all([findQuoteProduct(typeof code === "string" ? code : undefined), currentUser()]);
  const company = user ? await companyOf(user.id) : null;
  const sender = user && { name: user.name, email: user.email, phone: user.phone ?? null, company: company?.tradeName ?? null };
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
      <ContactForm product={product} sender={sender} />
    </FormPage>
  );
}
