import "server-only";
import { createHash } from "node:crypto";
import { storeConfig } from "@/config/store";
import { t, tList } from "@/i18n/server";
import type { PaymentMethod } from "@/lib/cart-totals";
import { formatPrice } from "@/lib/money";
import type { ContractDocument } from "@/server/platform/db/schema";
import type { PostalAddress } from "@/shared/account/address";
import { labelledTotalRows, type TotalAmounts } from "@/shared/cart/total-rows";
import type { Seller } from "@/shared/content/seller";
import type { QuoteCompany } from "@/shared/quotes";

/**
 * The pre-information form and the distance-selling contract of one order, written from the order as it is about to
 * be placed (templates in public/locales/tr/contract-templates.json). The same input always gives the same text and
 * hash, so what checkout showed can be compared with what place-order freezes.
 */
export type ContractInput = {
  seller: Seller;
  email: string;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  /** The buyer's company from their account, when they buy as one: printed in the buyer block. */
  company?: QuoteCompany | null;
  lines: {
    name: string;
    variantLabel: string | null;
    code: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    taxRate: number;
  }[];
  totals: TotalAmounts & { grandTotal: number; couponCode: string | null };
  paymentMethod: PaymentMethod;
  deliveryType: "standard" | "express";
  /** Working days until the goods go to the carrier: the order's slowest line (src/shared/catalog/delivery-days.ts). */
  deliveryDays: number;
};

export type ContractSet = { version: string; documents: ContractDocument[]; hash: string };

const ns = (key: string, params?: Record<string, unknown>) => t(`contract-templates:${key}`, params ?? {});
const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);

const place = (a: PostalAddress) => `${a.line}, ${a.neighbourhood}, ${a.district} / ${a.city} ${a.postcode}`;

function invoiceTo(a: PostalAddress) {
  const who =
    a.billingType === "corporate"
      ? ns("invoiceCorporate", { company: a.companyName, taxOffice: a.taxOffice, taxNumber: a.taxNumber })
      : ns("invoiceIndividual", { name: a.fullName, tcKimlikNo: a.tcKimlikNo });
  return `${place(a)} (${who})`;
}

/** The lines, the amounts and the payment: the part both documents print alike. */
function goods(input: ContractInput): string[] {
  const taxWord = ns(storeConfig.pricesIncludeTax ? "taxIncluded" : "taxExcluded");
  const lines = input.lines.map((l) =>
    ns("line", {
      quantity: l.quantity,
      name: l.name,
      variant: l.variantLabel ? ` (${l.variantLabel})` : "",
      code: l.code,
      unitPrice: price(l.unitPrice),
      lineTotal: price(l.lineTotal),
      taxRate: l.taxRate,
      taxWord,
    }),
  );
  const amounts = labelledTotalRows(input.totals, storeConfig.pricesIncludeTax, t, price).map((row) => `${row.name}: ${row.value}`);
  return [
    lines.join("\n"),
    [
      ...amounts,
      ns("grandTotal", { amount: price(input.totals.grandTotal) }),
      ...(storeConfig.pricesIncludeTax ? [ns("taxInside", { amount: price(input.totals.taxTotal) })] : []),
    ].join("\n"),
  ];
}

function blocks(input: ContractInput) {
  const { seller } = input;
  const s = input.shippingAddress;
  return {
    seller: ns("sellerBlock", seller),
    buyer: ns("buyerBlock", {
      fullName: s.fullName,
      email: input.email,
      phone: s.phone,
      shipping: place(s),
      billing: invoiceTo(input.billingAddress),
    }).concat(input.company ? `\n${ns("buyerCompany", input.company)}` : ""),
    goods: goods(input),
    payment: ns(`payment.${input.paymentMethod}`),
    delivery: ns("delivery", { deliveryType: t(`cart:delivery.${input.deliveryType}`), address: place(s), days: input.deliveryDays }),
    withdrawal: tList("contract-templates:withdrawal", seller).join("\n\n"),
    complaints: ns("complaints"),
  };
}

const sections = (...parts: string[]) => parts.join("\n\n");

export const contractHash = (version: string, documents: ContractDocument[]) =>
  createHash("sha256").update(JSON.stringify({ version, documents })).digest("hex");

export function contractSet(input: ContractInput): ContractSet {
  const b = blocks(input);
  const pre = (key: string) => ns(`preInformation.${key}`);
  const dss = (key: string) => ns(`distanceSales.${key}`);
  const documents: ContractDocument[] = [
    {
      kind: "pre_information",
      title: pre("title"),
      body: sections(
        pre("intro"),
        pre("seller"),
        b.seller,
        pre("buyer"),
        b.buyer,
        pre("goods"),
        ...b.goods,
        pre("payment"),
        b.payment,
        pre("delivery"),
        b.delivery,
        pre("withdrawal"),
        b.withdrawal,
        pre("complaints"),
        b.complaints,
        pre("closing"),
      ),
    },
    {
      kind: "distance_sales",
      title: dss("title"),
      body: sections(
        dss("parties"),
        dss("partiesIntro"),
        `${dss("sellerHeading")}\n${b.seller}`,
        `${dss("buyerHeading")}\n${b.buyer}`,
        dss("subject"),
        dss("subjectText"),
        dss("goods"),
        ...b.goods,
        b.payment,
        dss("delivery"),
        b.delivery,
        dss("deliveryDuties"),
        dss("withdrawal"),
        b.withdrawal,
        dss("complaints"),
        b.complaints,
        dss("effect"),
        dss("effectText"),
      ),
    },
  ];
  const version = ns("version");
  return { version, documents, hash: contractHash(version, documents) };
}
