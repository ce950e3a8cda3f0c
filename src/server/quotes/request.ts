import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { SessionUser } from "@/server/account";
import { companyOf } from "@/server/account";
import { cartLines, lockCart, variantLabel } from "@/server/cart";
import { db, type Tx } from "@/server/platform/db/client";
import { products, productVariants, quoteItems, quotes } from "@/server/platform/db/schema";
import type { QuoteRequestInput } from "@/shared/quotes";
import { quoteError } from "./errors";
import { nextQuoteNumber, recordStep } from "./history";

/** How many requests one customer may have waiting for the shop's answer at once. */
export const MAX_OPEN_REQUESTS = 20;

type RequestedLine = Omit<typeof quoteItems.$inferInsert, "quoteId" | "id">;

async function productLine(tx: Tx, input: Extract<QuoteRequestInput, { from: "product" }>): Promise<RequestedLine> {
  const [product] = await tx.select().from(products).where(eq(products.id, input.productId));
  if (!product?.isActive) throw quoteError(404, "product_not_found");
  const variants = await tx.select().from(productVariants).where(eq(productVariants.productId, product.id));
  const variant = input.variantId == null ? null : variants.find((v) => v.id === input.variantId);
  if (input.variantId == null && variants.length > 0) throw quoteError(400, "variant_required");
  if (input.variantId != null && !variant) throw quoteError(404, "product_not_found");
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    code: variant?.code ?? product.code,
    name: product.name,
    slug: product.slug,
    variantLabel: variant ? variantLabel(variant.attributes) : null,
    quantity: input.quantity,
    taxRate: product.taxRate,
  };
}

async function cartQuoteLines(tx: Tx, user: SessionUser): Promise<RequestedLine[]> {
  const cart = await lockCart(tx, { user, cookieCartId: null });
  const lines = cart ? await cartLines(tx, cart.id) : [];
  if (lines.length === 0) throw quoteError(400, "cart_empty");
  return lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    code: l.code,
    name: l.name,
    slug: l.slug,
    variantLabel: l.attributes ? variantLabel(l.attributes) : null,
    quantity: l.quantity,
    taxRate: l.taxRate,
  }));
}

/**
 * A signed-in customer asks for a quote: for every line of their cart (the cart stays as it is) or for one product.
 * The lines are copied with today's names and codes; the company is kept as it is now. Staff price it later.
 */
export async function requestQuote(user: SessionUser, input: QuoteRequestInput): Promise<{ number: string }> {
  return db().transaction(async (tx) => {
    const [open] = await tx
      .select({ n: count() })
      .from(quotes)
      .where(and(eq(quotes.userId, user.id), eq(quotes.status, "requested")));
    if ((open?.n ?? 0) >= MAX_OPEN_REQUESTS) throw quoteError(409, "too_many_open_requests", { count: MAX_OPEN_REQUESTS });
    const lines = input.from === "cart" ? await cartQuoteLines(tx, user) : [await productLine(tx, input)];
    const now = new Date();
    const [quote] = await tx
      .insert(quotes)
      .values({
        number: await nextQuoteNumber(tx, now),
        userId: user.id,
        customerNote: input.note,
        company: await companyOf(user.id, tx),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quotes.id, number: quotes.number });
    await tx.insert(quoteItems).values(lines.map((l) => ({ ...l, quoteId: quote!.id })));
    await recordStep(tx, quote!.id, "requested", user.id, input.note || null);
    return { number: quote!.number };
  });
}
