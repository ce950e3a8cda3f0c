import "server-only";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatLongDate } from "@/lib/shop-time";
import { renderSheet } from "@/server/platform/pdf/sheet";
import type { Seller } from "@/shared/content/seller";
import type { Quote } from "@/shared/quotes";

const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);

/** The shop's offer as a PDF (the embedded Unicode font prints ş ğ ı İ): buyer, priced lines, total, validity and note. */
export function quotePdf(quote: Quote, seller: Seller): Promise<Uint8Array> {
  const buyer = quote.company ? t("quotes:pdf.company", quote.company) : `${quote.customer.name} <${quote.customer.email}>`;
  return renderSheet({
    title: t("quotes:pdf.title", { number: quote.number }),
    subtitle: t("quotes:pdf.subtitle", { date: formatLongDate(quote.createdAt) }),
    rows: [
      { name: t("quotes:pdf.seller"), value: t("contracts:pdf.sellerValue", seller) },
      { name: t("quotes:pdf.buyer"), value: buyer },
      ...quote.lines.map((l) => ({
        name: `${l.quantity} × ${l.code}`,
        value: t("quotes:pdf.line", {
          name: `${l.name}${l.variantLabel ? ` (${l.variantLabel})` : ""}`,
          unitPrice: l.unitPrice == null ? "—" : price(l.unitPrice),
          lineTotal: l.lineTotal == null ? "—" : price(l.lineTotal),
          taxRate: l.taxRate,
        }),
      })),
      { name: t("quotes:pdf.total"), value: quote.total == null ? "—" : price(quote.total) },
      { name: t("quotes:pdf.validUntil"), value: quote.validUntil ? formatLongDate(quote.validUntil) : "—" },
    ],
    paragraphs: [quote.staffNote, t("quotes:pdf.terms")].filter(Boolean),
    footer: t("contracts:pdf.footer", seller),
  });
}
