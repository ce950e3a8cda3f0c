import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import type { CartLine, CartRow } from "@/server/cart";
import { cartError } from "@/server/cart";
import type { Tx } from "@/server/platform/db/client";
import { cartItems, carts, quotes } from "@/server/platform/db/schema";
import { quoteError } from "./errors";
import { recordStep } from "./history";

/**
 * What checkout and place-order check of a cart's prices beyond the catalogue: a "price on request" product is
 * sold only on a quote's line, and a quote's prices hold only while the quote is accepted and within its validity
 * date (an expired one: 409 quote_expired).
 */
export async function assertQuotedPrices(tx: Tx, cart: CartRow, lines: CartLine[], now = new Date()) {
  const unpriced = lines.find((l) => l.priceOnRequest && l.lockedUnitPrice == null);
  if (unpriced) throw cartError(409, "price_on_request", { name: unpriced.name }, "price_on_request_item");
  if (cart.quoteId == null) return;
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, cart.quoteId));
  if (!quote || quote.status === "expired" || (quote.validUntil != null && quote.validUntil < now)) throw quoteError(409, "quote_expired");
  if (quote.status !== "accepted") throw quoteError(409, "quote_not_open");
}

/** In the order's transaction: the quote the cart held is now ordered, with the order it became. */
export async function markQuoteOrdered(tx: Tx, cart: CartRow, orderId: number, actorId: string | null) {
  if (cart.quoteId == null) return;
  await tx.update(quotes).set({ orderId }).where(eq(quotes.id, cart.quoteId));
  await recordStep(tx, cart.quoteId, "ordered", actorId);
}

/** A declined quote's prices leave the draft carts that held them: its lines go, and the cart is a plain cart again. */
export async function releaseQuoteCarts(tx: Tx, quoteId: number) {
  const held = await tx
    .update(carts)
    .set({ quoteId: null })
    .where(and(eq(carts.quoteId, quoteId), eq(carts.status, "draft")))
    .returning({ id: carts.id });
  for (const cart of held) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), isNotNull(cartItems.lockedUnitPrice)));
}
