"use client";
import { useTranslation } from "@/i18n/client";
import Link from "@/modules/ui/link";
import type { QuoteProduct } from "@/server/content/forms";
import { submitContactForm } from "../actions";
import { ClarificationNotice } from "./clarification-notice";
import { TextAreaField, TextField } from "./fields";
import { FormShell } from "./form-shell";
import { PhoneInput } from "./phone-input";

/** Contact and quote request; with a product (from a product page's "Teklif İste") it asks for a quote for it. */
export function ContactForm({ product }: { product: QuoteProduct | null }) {
  const { t } = useTranslation("forms");
  return (
    <FormShell form="contact" action={submitContactForm} label={t("contact.title")}>
      {product ? (
        <div className="rounded border border-primary-100 bg-primary-50 p-4">
          <p className="text-sm font-medium text-gray-800">{t("fields.product")}</p>
          <p className="mt-1 font-semibold text-gray-900">
            <Link href={`/${product.slug}`} className="underline hover:text-primary-800">
              {product.name}
            </Link>
          </p>
          <p className="text-sm text-gray-700">{t("contact.productCode", { code: product.code })}</p>
          <input type="hidden" name="product" value={product.code} />
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name="name" label={t("fields.name")} autoComplete="name" required maxLength={100} />
        <TextField name="company" label={t("fields.company")} autoComplete="organization" maxLength={150} />
        <TextField name="email" type="email" label={t("fields.email")} autoComplete="email" required maxLength={254} />
        <PhoneInput />
        <TextField
          name="subject"
          label={t("fields.subject")}
          required
          maxLength={150}
          className="md:col-span-2"
          initialValue={product ? t("contact.quoteSubject", { product: product.name }) : undefined}
        />
        <TextAreaField name="message" label={t("fields.message")} required maxLength={5000} className="md:col-span-2" />
      </div>
      <ClarificationNotice />
    </FormShell>
  );
}
