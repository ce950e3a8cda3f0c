import "server-only";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatLongDate, formatLongDateTime } from "@/lib/shop-time";
import type { orderContracts } from "@/server/platform/db/schema";
import { renderSheet } from "@/server/platform/pdf/sheet";
import type { PostalAddress } from "@/shared/account/address";
import { documentTotals } from "@/shared/cart/total-rows";
import type { Seller } from "@/shared/content/seller";
import type { StoreSettings } from "@/shared/content/store-settings";
import type { ConfirmedOrder } from "./confirmation";

/** The PDFs an order's documents are printed as: the frozen contracts and, for a bank transfer, the proforma invoice. */

const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);

/** A stored text's paragraphs (blank lines) and lines, each a paragraph of the PDF. */
const paragraphsOf = (body: string) => body.split("\n").filter((line) => line.trim() !== "");

type FrozenContracts = typeof orderContracts.$inferSelect;

/** The texts exactly as approved, with when, from where, the template version and their hash: nothing of today's settings. */
export function contractsPdf(orderNumber: string, frozen: FrozenContracts): Promise<Uint8Array> {
  return renderSheet({
    title: t("contracts:pdf.contractsTitle", { number: orderNumber }),
    subtitle: t("contracts:pdf.contractsSubtitle"),
    rows: [
      { name: t("contracts:pdf.order"), value: orderNumber },
      { name: t("contracts:pdf.approvedAt"), value: formatLongDateTime(frozen.approvedAt) },
      { name: t("contracts:pdf.clientIp"), value: frozen.clientIp },
      { name: t("contracts:pdf.version"), value: frozen.version },
      { name: t("contracts:pdf.hash"), value: frozen.hash },
    ],
    sections: frozen.documents.map((doc) => ({ heading: doc.title, paragraphs: paragraphsOf(doc.body) })),
    footer: t("contracts:pdf.contractsFooter", { number: orderNumber, hash: frozen.hash.slice(0, 16) }),
  });
}

/** Who is invoiced, as an e-Arşiv invoice names them: the T.C. Kimlik No of a person, the tax office and VKN of a company. */
function taxIdentity(a: PostalAddress) {
  const rows =
    a.billingType === "corporate"
      ? [
          { name: t("contracts:pdf.taxOffice"), value: a.taxOffice },
          { name: t("contracts:pdf.taxNumber"), value: a.taxNumber },
        ]
      : [{ name: t("contracts:pdf.tcKimlikNo"), value: a.tcKimlikNo }];
  return rows.filter((row): row is { name: string; value: string } => !!row.value);
}

/**
 * What a bank-transfer buyer pays and where: the order's lines and the order's own total rows (discount, delivery,
 * fees, total), the seller, the buyer with their tax identity and the shop's accounts.
 */
export function proformaPdf(order: ConfirmedOrder, seller: Seller, { bankAccounts }: StoreSettings): Promise<Uint8Array> {
  const buyer = order.billingAddress;
  return renderSheet({
    title: t("contracts:pdf.proformaTitle"),
    subtitle: t("contracts:pdf.proformaSubtitle", { number: order.number, date: formatLongDate(order.createdAt) }),
    rows: [
      { name: t("contracts:pdf.seller"), value: t("contracts:pdf.sellerValue", seller) },
      {
        name: t("contracts:pdf.buyer"),
        value: [buyer.companyName ?? buyer.fullName, buyer.line, buyer.neighbourhood, `${buyer.district} / ${buyer.city}`].join(", "),
      },
      ...taxIdentity(buyer),
      ...order.items.map((i) => ({
        name: `${i.quantity} × ${i.code}`,
        value: `${i.name}${i.variantLabel ? ` (${i.variantLabel})` : ""}: ${price(i.lineTotal)} (KDV %${i.taxRate})`,
      })),
      ...documentTotals(order, storeConfig.pricesIncludeTax, t, price),
    ],
    paragraphs: [
      t("contracts:pdf.payTo", { number: order.number }),
      ...bankAccounts.map((a) => `${a.bank}, ${a.branch}: ${a.accountName}, ${a.iban}`),
    ],
    footer: t("contracts:pdf.footer", seller),
  });
}
