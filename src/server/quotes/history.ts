import "server-only";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { quoteEvents, quotes } from "@/server/platform/db/schema";
import type { QuoteStatus } from "@/shared/quotes";

/** Moves a quote to a status and writes the step into its history, in the caller's transaction. */
export async function recordStep(tx: Tx | Db, quoteId: number, status: QuoteStatus, actorId: string | null, note: string | null = null) {
  await tx.update(quotes).set({ status, updatedAt: new Date() }).where(eq(quotes.id, quoteId));
  await tx.insert(quoteEvents).values({ quoteId, status, actorId, note });
}

/**
 * Quotes whose validity date has passed before they were ordered become "expired" (with their history step). Run
 * before quotes are read or accepted, and by the daily job, so a late quote never looks open.
 */
export async function expireDueQuotes(now = new Date(), q: Db = db()): Promise<number> {
  return q.transaction(async (tx) => {
    const due = await tx
      .update(quotes)
      .set({ status: "expired", updatedAt: now })
      .where(and(inArray(quotes.status, ["sent", "accepted"]), lt(quotes.validUntil, now)))
      .returning({ id: quotes.id });
    if (due.length > 0) await tx.insert(quoteEvents).values(due.map((d) => ({ quoteId: d.id, status: "expired" as const })));
    return due.length;
  });
}

/** The next quote number of the year, TK-2026-000012, under an advisory lock like the order numbers. */
export async function nextQuoteNumber(tx: Tx, date: Date): Promise<string> {
  const prefix = `TK-${date.getFullYear()}-`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lumora-quote-number'))`);
  const [last] = await tx
    .select({ number: quotes.number })
    .from(quotes)
    .where(sql`${quotes.number} like ${`${prefix}%`}`)
    .orderBy(sql`${quotes.number} desc`)
    .limit(1);
  return `${prefix}${String(Number(last?.number.slice(prefix.length) ?? 0) + 1).padStart(6, "0")}`;
}
