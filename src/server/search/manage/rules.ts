import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { t } from "@/i18n/server";
import { recordAudit } from "@/server/platform/audit";
import { auditedInsert, auditedPatch } from "@/server/platform/audited";
import { db } from "@/server/platform/db/client";
import { products, searchPins, searchStats, searchSynonyms } from "@/server/platform/db/schema";
import { conflict, notFound } from "@/server/platform/http/errors";
import { cacheTags } from "@/server/platform/runtime/cache";
import { staffChange } from "@/server/platform/staff-change";
import { shopWeek } from "@/server/search/search-stats";
import { pinKey } from "@/server/search/synonyms";
import type { PinInput, SynonymInput } from "@/shared/search/rules";

type Actor = { id: string };

/** Rows of each list of the weekly report. */
export const REPORT_ROWS = 50;
/** Weeks offered in the report's week picker. */
const REPORT_WEEKS = 12;

const audit = (actor: Actor, entity: string, action: string) => ({ actorId: actor.id, entity, action });

export async function listSearchRules() {
  const [synonyms, pins] = await Promise.all([
    db().select().from(searchSynonyms).orderBy(searchSynonyms.id),
    db()
      .select({ id: searchPins.id, query: searchPins.query, code: products.code, name: products.name })
      .from(searchPins)
      .innerJoin(products, eq(products.id, searchPins.productId))
      .orderBy(searchPins.query, searchPins.id),
  ]);
  return { synonyms, pins };
}

/** Adds or edits a synonym; every instance's search uses it within about a second (the `search` cache tag). */
export function saveSynonym(actor: Actor, { synonymId, ...values }: SynonymInput) {
  return synonymId
    ? auditedPatch(searchSynonyms, synonymId, audit(actor, "search_synonym", "search_synonym.update"), () => values, [cacheTags.search])
    : auditedInsert(searchSynonyms, values, audit(actor, "search_synonym", "search_synonym.create"), [cacheTags.search]);
}

/** Deletes a row of a search rule table with its audit record. */
function deleteRule(actor: Actor, table: typeof searchSynonyms | typeof searchPins, id: number, entity: string) {
  return staffChange([cacheTags.search], async (tx) => {
    const [removed] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!removed) throw notFound();
    await recordAudit({ ...audit(actor, entity, `${entity}.delete`), entityId: id, before: removed }, tx);
  });
}

export const deleteSynonym = (actor: Actor, synonymId: number) => deleteRule(actor, searchSynonyms, synonymId, "search_synonym");

/** Puts the product with this code first for the query (in its folded form, so every spelling of it). */
export async function savePin(actor: Actor, input: PinInput) {
  const [product] = await db().select({ id: products.id }).from(products).where(eq(products.code, input.productCode.trim()));
  if (!product) throw notFound(t("admin-search:errors.unknownProduct"));
  const query = pinKey(input.query);
  const [clash] = await db()
    .select({ id: searchPins.id })
    .from(searchPins)
    .where(and(eq(searchPins.query, query), eq(searchPins.productId, product.id)));
  if (clash) throw conflict("search_pin_exists", t("admin-search:errors.pinExists"));
  return auditedInsert(searchPins, { query, productId: product.id }, audit(actor, "search_pin", "search_pin.create"), [cacheTags.search]);
}

export const deletePin = (actor: Actor, pinId: number) => deleteRule(actor, searchPins, pinId, "search_pin");

/**
 * One week of searches (its Monday, shop time; this week by default): the most searched queries, those that found
 * nothing and those that found something nobody opened; and the weeks there are counts for.
 */
export async function searchReport(week = shopWeek(new Date())) {
  const inWeek = eq(searchStats.week, week);
  const columns = {
    query: searchStats.query,
    searches: searchStats.searches,
    zeroResults: searchStats.zeroResults,
    clicks: searchStats.clicks,
    results: searchStats.results,
  };
  const list = (where = inWeek, order = desc(searchStats.searches)) =>
    db().select(columns).from(searchStats).where(where).orderBy(order, searchStats.query).limit(REPORT_ROWS);
  const [top, zero, noClick, weeks] = await Promise.all([
    list(),
    list(and(inWeek, gt(searchStats.zeroResults, 0)), desc(searchStats.zeroResults)),
    list(and(inWeek, eq(searchStats.clicks, 0), gt(searchStats.results, 0))),
    db()
      .selectDistinct({ week: sql<string>`${searchStats.week}::text` })
      .from(searchStats)
      .orderBy(desc(sql`${searchStats.week}::text`))
      .limit(REPORT_WEEKS),
  ]);
  return { week, weeks: weeks.map((w) => w.week), top, zero, noClick };
}
