import "server-only";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { orders, products, productVariants, quoteEvents, quoteItems, quotes, user } from "@/server/platform/db/schema";
import type { Quote, QuoteLine, QuoteStatus, QuoteSummary } from "@/shared/quotes";
import { expireDueQuotes } from "./history";

const lineTotal = (unitPrice: number | null, quantity: number) => (unitPrice == null ? null : unitPrice * quantity);

/** The sum of the priced lines, or null while any line has no price. */
export const quoteTotal = (lines: Pick<QuoteLine, "lineTotal">[]) =>
  lines.every((l) => l.lineTotal != null) ? lines.reduce((sum, l) => sum + (l.lineTotal ?? 0), 0) : null;

const head = {
  id: quotes.id,
  number: quotes.number,
  status: quotes.status,
  userId: quotes.userId,
  customerNote: quotes.customerNote,
  staffNote: quotes.staffNote,
  company: quotes.company,
  validUntil: quotes.validUntil,
  createdAt: quotes.createdAt,
  orderNumber: orders.number,
  customerName: user.name,
  customerEmail: user.email,
};

/** One quote with its lines and history; `where` names it (and, for a customer, their own only). */
async function loadQuote(where: SQL | undefined): Promise<(Quote & { userId: string }) | null> {
  await expireDueQuotes();
  const [row] = await db()
    .select({ ...head, customerPhone: user.phone })
    .from(quotes)
    .innerJoin(user, eq(user.id, quotes.userId))
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(where);
  if (!row) return null;
  const [items, events] = await Promise.all([
    db().select().from(quoteItems).where(eq(quoteItems.quoteId, row.id)).orderBy(asc(quoteItems.id)),
    db().select().from(quoteEvents).where(eq(quoteEvents.quoteId, row.id)).orderBy(asc(quoteEvents.createdAt), asc(quoteEvents.id)),
  ]);
  const lines: QuoteLine[] = items.map((i) => ({
    id: i.id,
    productId: i.productId,
    variantId: i.variantId,
    code: i.code,
    name: i.name,
    slug: i.slug,
    variantLabel: i.variantLabel,
    quantity: i.quantity,
    taxRate: i.taxRate,
    unitPrice: i.unitPrice,
    lineTotal: lineTotal(i.unitPrice, i.quantity),
  }));
  return {
    id: row.id,
    userId: row.userId,
    number: row.number,
    status: row.status,
    customerNote: row.customerNote,
    staffNote: row.staffNote,
    company: row.company,
    validUntil: row.validUntil?.toISOString() ?? null,
    total: row.status === "requested" ? null : quoteTotal(lines),
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    lines,
    history: events.map((e) => ({
      status: e.status,
      note: e.note,
      at: e.createdAt.toISOString(),
      byStaff: e.actorId != null && e.actorId !== row.userId,
    })),
  };
}

/** A customer's own quote by number; another customer's is "not found", exactly like one that does not exist. */
export async function customerQuote(userId: string, number: string): Promise<Quote | null> {
  const quote = await loadQuote(and(eq(quotes.number, number), eq(quotes.userId, userId)));
  if (!quote) return null;
  const { userId: _owner, ...rest } = quote;
  return rest;
}

/** The catalogue's price now of each line's product or variant; none for a price on request or a product gone. */
async function listPrices(lines: QuoteLine[]): Promise<Map<number, number | null>> {
  const productIds = lines.flatMap((l) => (l.productId ? [l.productId] : []));
  const variantIds = lines.flatMap((l) => (l.variantId ? [l.variantId] : []));
  const [productRows, variantRows] = await Promise.all([
    productIds.length
      ? db()
          .select({ id: products.id, salesPrice: products.salesPrice, onRequest: products.priceOnRequest })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    variantIds.length
      ? db()
          .select({ id: productVariants.id, salesPrice: productVariants.salesPrice })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds))
      : [],
  ]);
  return new Map(
    lines.map((l) => {
      const product = productRows.find((p) => p.id === l.productId);
      const variant = variantRows.find((v) => v.id === l.variantId);
      const found = l.variantId ? variant?.salesPrice : product?.salesPrice;
      return [l.id, !product || product.onRequest || found == null ? null : found];
    }),
  );
}

/** Any quote, for staff, each line with its list price. */
export async function staffQuote(quoteId: number): Promise<Quote | null> {
  const quote = await loadQuote(eq(quotes.id, quoteId));
  if (!quote) return null;
  const { userId: _owner, ...rest } = quote;
  const prices = await listPrices(rest.lines);
  return { ...rest, lines: rest.lines.map((l) => ({ ...l, listPrice: prices.get(l.id) ?? null })) };
}

/** Quotes newest first: a customer's own, or every customer's for staff (optionally of one status). */
export async function listQuotes(filter: { userId?: string; status?: QuoteStatus }): Promise<QuoteSummary[]> {
  await expireDueQuotes();
  const total = sql<number | null>`(select case when count(*) filter (where ${quoteItems.unitPrice} is null) > 0 then null
    else sum(${quoteItems.unitPrice} * ${quoteItems.quantity}) end from ${quoteItems} where ${quoteItems.quoteId} = ${quotes.id})`;
  const lineCount = sql<number>`(select ${count()} from ${quoteItems} where ${quoteItems.quoteId} = ${quotes.id})`.mapWith(Number);
  const rows = await db()
    .select({ ...head, total, lineCount })
    .from(quotes)
    .innerJoin(user, eq(user.id, quotes.userId))
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(and(filter.userId ? eq(quotes.userId, filter.userId) : undefined, filter.status ? eq(quotes.status, filter.status) : undefined))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    validUntil: r.validUntil?.toISOString() ?? null,
    total: r.status === "requested" || r.total == null ? null : Number(r.total),
    createdAt: r.createdAt.toISOString(),
    customer: { name: r.customerName, email: r.customerEmail },
    lineCount: r.lineCount,
  }));
}
