import "server-only";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "@/server/account";
import { type CartResult, changeCart } from "@/server/cart";
import { db, type Tx } from "@/server/platform/db/client";
import { cartItems, carts, quoteItems, quotes } from "@/server/platform/db/schema";
import { releaseQuoteCarts } from "./checkout";
import { quoteError } from "./errors";
import { expireDueQuotes, recordStep } from "./history";

async function ownQuote(tx: Tx, userId: string, number: string) {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.number, number), eq(quotes.userId, userId)))
    .for("update");
  if (!quote) throw quoteError(404, "quote_not_found");
  return quote;
}

/** An open offer may be answered: sent (or accepted already, to put it in the cart again) and still valid. */
function assertAnswerable(quote: typeof quotes.$inferSelect, now: Date) {
  if (quote.status === "expired" || (quote.validUntil && quote.validUntil < now)) throw quoteError(409, "quote_expired");
  if (quote.status !== "sent" && quote.status !== "accepted") throw quoteError(409, "quote_not_open");
}

/**
 * The customer accepts the offer: the quote's lines replace what their cart held, each carrying its quoted unit
 * price (cart_items.locked_unit_price), and the cart is tied to the quote, so checkout and the order use those
 * prices until the validity date. An expired quote is refused with its own code.
 */
export async function acceptQuote(user: SessionUser, number: string): Promise<CartResult> {
  await expireDueQuotes();
  return changeCart(
    { user, cookieCartId: null },
    async (tx, cart) => {
      const quote = await ownQuote(tx, user.id, number);
      assertAnswerable(quote, new Date());
      const lines = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id));
      if (lines.some((l) => l.productId == null || l.unitPrice == null)) throw quoteError(409, "quote_unavailable");
      await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
      await tx.insert(cartItems).values(
        lines.map((l) => ({
          cartId: cart.id,
          productId: l.productId!,
          variantId: l.variantId,
          variantKey: l.variantId == null ? "" : String(l.variantId),
          quantity: l.quantity,
          lockedUnitPrice: l.unitPrice,
        })),
      );
      await tx.update(carts).set({ quoteId: quote.id, couponCode: null, step: "information" }).where(eq(carts.id, cart.id));
      if (quote.status !== "accepted") await recordStep(tx, quote.id, "accepted", user.id);
    },
    true,
  );
}

/** The customer declines the offer (or a request still waiting for its price). */
export async function declineQuote(user: SessionUser, number: string): Promise<{ number: string; status: "declined" }> {
  await expireDueQuotes();
  return db().transaction(async (tx) => {
    const quote = await ownQuote(tx, user.id, number);
    if (quote.status !== "requested") assertAnswerable(quote, new Date());
    await recordStep(tx, quote.id, "declined", user.id);
    await releaseQuoteCarts(tx, quote.id);
    return { number, status: "declined" as const };
  });
}
