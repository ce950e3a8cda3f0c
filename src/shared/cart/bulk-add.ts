import { z } from "zod";
import { entityId } from "@/shared/ids";
import { MAX_CODE_LENGTH, MAX_QUICK_ORDER_LINES, MAX_QUICK_ORDER_QUANTITY } from "./quick-order-limits";
import type { Cart } from "./types";

/**
 * Adding many lines at once (docs/API.md): a past order again ("Tekrar sipariş ver") and the quick order by product
 * codes. Neither refuses a line it cannot add in full: it adds what it can and reports each line.
 */

export const quickOrderLine = z.object({
  code: z.string().trim().min(1).max(MAX_CODE_LENGTH),
  quantity: z.number().int().min(1).max(MAX_QUICK_ORDER_QUANTITY),
});
export const quickOrderBody = z.object({
  lines: z.array(quickOrderLine).min(1).max(MAX_QUICK_ORDER_LINES, { message: "cart:quickOrder.errors.tooManyLines" }),
});
export const reorderBody = z.object({ orderId: entityId });

export type QuickOrderLine = z.infer<typeof quickOrderLine>;

/**
 * What became of one line: all of it added; fewer units (`limit`: the stock, or the most one line may hold; `added`
 * may be 0 when the cart already held that many); none in stock; the product gone or unpublished; a code the shop
 * does not know; a product code whose product is sold by variant only; a product sold through a quote only.
 */
export type BulkLineStatus = "added" | "capped" | "out_of_stock" | "unavailable" | "unknown_code" | "variant_required" | "price_on_request";

export type BulkLineReport = {
  code: string;
  /** The product's name (and variant's), when the line named one the shop still has (or, for a reorder, had). */
  name: string | null;
  variantLabel: string | null;
  requested: number;
  added: number;
  status: BulkLineStatus;
  /** For "capped": how many units one line may hold now. */
  limit?: number;
  /** The code was a variant's: the line went to that variant of its product. */
  variantCode?: boolean;
  /** A reorder's line whose unit price moved since the order: the order's price and today's, in kuruş. */
  price?: { was: number; now: number };
};

/** The answer of both routes: the cart as every cart route answers it, and the report line by line. */
export type BulkAddAnswer = { cart: Cart; report: BulkLineReport[] };
