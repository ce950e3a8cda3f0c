import { z } from "zod";
import { MAX_LINE_QUANTITY } from "@/shared/cart/types";
import { entityId } from "@/shared/ids";
import { QUOTE_NOTE_MAX } from "./limits";

/**
 * A quote (RFQ) moves requested → sent (staff priced it) → accepted (its lines went to checkout) → ordered,
 * or ends declined by the customer or expired when its validity date passed before it was ordered.
 */
export const quoteStatuses = ["requested", "sent", "accepted", "declined", "expired", "ordered"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

const note = z.string().trim().max(QUOTE_NOTE_MAX).optional().default("");

/** A request for a quote: the whole cart, or one product (and variant) in a quantity. */
export const quoteRequestBody = z.discriminatedUnion("from", [
  z.object({ from: z.literal("cart"), note }),
  z.object({
    from: z.literal("product"),
    productId: entityId,
    variantId: entityId.nullish(),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    note,
  }),
]);
export type QuoteRequestInput = z.infer<typeof quoteRequestBody>;

/** Names one quote: its number for the customer ("TK-2026-000012"), as the account pages show it. */
export const quoteNumberBody = z.object({
  number: z
    .string()
    .trim()
    .regex(/^TK-\d{4}-\d{6}$/),
});

export const quoteIdBody = z.object({ quoteId: entityId });

export const quoteListBody = z.object({ status: z.enum(quoteStatuses).optional() });

/** Staff price every line (kuruş, tax included), give a validity date (YYYY-MM-DD, shop time) and a note. */
export const quoteSendBody = z.object({
  quoteId: entityId,
  lines: z
    .array(z.object({ id: entityId, unitPrice: z.number().int().min(1).max(1_000_000_000_00) }))
    .min(1)
    .max(200),
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  note,
});
export type QuoteSendInput = z.infer<typeof quoteSendBody>;

export type QuoteEvent = { status: QuoteStatus; note: string | null; at: string; byStaff: boolean };

export type QuoteLine = {
  id: number;
  productId: number | null;
  variantId: number | null;
  code: string;
  name: string;
  slug: string;
  variantLabel: string | null;
  quantity: number;
  taxRate: number;
  /** Null until staff price it. */
  unitPrice: number | null;
  lineTotal: number | null;
  /**
   * For staff only: the catalogue's price of the product (or its variant) now, to price the line against; null when
   * it has none (price on request) or is no longer in the catalogue.
   */
  listPrice?: number | null;
};

export type QuoteCompany = { tradeName: string; taxOffice: string; taxNumber: string };

export type Quote = {
  id: number;
  number: string;
  status: QuoteStatus;
  customerNote: string;
  staffNote: string;
  validUntil: string | null;
  total: number | null;
  company: QuoteCompany | null;
  /** The phone only on one quote's own page (staff call the customer about it). */
  customer: { name: string; email: string; phone?: string | null };
  orderNumber: string | null;
  createdAt: string;
  lines: QuoteLine[];
  history: QuoteEvent[];
};

export type QuoteSummary = Pick<Quote, "id" | "number" | "status" | "validUntil" | "total" | "createdAt" | "customer"> & {
  lineCount: number;
};

/** POST /api/admin/products/price-on-request: staff show "Fiyat sorunuz" instead of the product's price, or undo it. */
export const priceOnRequestBody = z.object({ productId: entityId, priceOnRequest: z.boolean() });
