"use client";
import { useTranslation } from "@/i18n/client";
import { fromE164 } from "@/lib/phone";
import Link from "@/modules/ui/link";
import type { QuoteProduct } from "@/server/content/forms";
import { submitContactForm } from "../actions";
import { ClarificationNotice } from "./clarification-notice";
import { TextAreaField, TextField } from "./fields";
import { FormShell } from "./form-shell";
import { PhoneInput } from "./phone-input";

/** Who a signed-in customer is, to fill a fresh form with: their name, e-mail, phone (E.164) and company. */
export type ContactSender = { name: string; email: string; phone: string | null; company: string | null };

/**
 * Contact and quote request; with a product (from a product page's "Teklif İste") it asks for a quote for it and
 * how many. A signed-in customer finds their own details filled in.
 */
export function ContactForm({ product, sender }: { product: QuoteProduct | null; sender: ContactSender | null }) {
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
        <TextField name="name" label={t("fields.name")} autoComplete="name" required maxLength={100} initialValue={sender?.name} />
        <TextField
          name="company"
          label={t("fields.company")}
          autoComplete="organization"
          maxLength={150}
          initialValue={sender?.company ?? undefined}
        />
        <TextField
          name="email"
          type="email"
          label={t("fields.email")}
          autoComplete="email"
          required
          maxLength={254}
          initialValue={sender?.email}
        />
        <PhoneInput initial={fromE164(sender?.phone)} />
        {product ? <TextField name="quantity" label={t("fields.quantity")} inputMode="numeric" maxLength={4} initialValue="1" /> : null}
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
