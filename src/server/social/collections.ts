import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { t } from "@/i18n/server";
import { foldTurkish } from "@/lib/turkish";
import { db } from "@/server/platform/db/client";
import { collectionItems, collections, products } from "@/server/platform/db/schema";
import { badRequest, conflict, notFound } from "@/server/platform/http/errors";
import { ALARM_COLLECTION_PARAM, type CollectionItemInput } from "@/shared/social/schemas";
import type { Collection, ProductSummary } from "@/shared/social/types";
import { productSummaries, requireActiveProduct } from "./favorites";

/** Enough for any real use, and a bound on what one account can make the shop store. */
export const MAX_COLLECTIONS = 100;

type SystemKind = "buyLater" | "alarm";

const collectionNotFound = () => notFound(t("social:errors.collectionNotFound"));

// Items of inactive products are kept (the product may come back) but neither counted nor shown.
const activeItemCount = sql<number>`count(${products.id})::int`;

function collectionQuery(userId: string) {
  return db()
    .select({
      id: collections.id,
      name: collections.name,
      isAlarm: collections.isAlarm,
      isBuyLater: collections.isBuyLater,
      itemCount: activeItemCount,
    })
    .from(collections)
    .leftJoin(collectionItems, eq(collectionItems.collectionId, collections.id))
    .leftJoin(products, and(eq(products.id, collectionItems.productId), eq(products.isActive, true)))
    .where(eq(collections.userId, userId))
    .groupBy(collections.id)
    .$dynamic();
}

const toCollection = (row: { id: number; name: string; isAlarm: boolean; isBuyLater: boolean; itemCount: number }): Collection => ({
  ...row,
  id: String(row.id),
});

/** System collections first ("Sonra Al", "Fiyat Alarmı"), then the customer's own, oldest first. */
export async function listCollections(userId: string): Promise<Collection[]> {
  const rows = await collectionQuery(userId).orderBy(
    desc(collections.isBuyLater),
    desc(collections.isAlarm),
    asc(collections.createdAt),
    asc(collections.id),
  );
  return rows.map(toCollection);
}

async function collectionById(userId: string, id: number): Promise<Collection | null> {
  const [row] = await collectionQuery(userId).having(eq(collections.id, id));
  return row ? toCollection(row) : null;
}

/** The customer's own collection, or 404 (another customer's id looks exactly like a missing one). */
async function ownCollection(userId: string, id: number) {
  const [row] = await db()
    .select()
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, userId)))
    .limit(1);
  if (!row) throw collectionNotFound();
  return row;
}

/** "Sonra Al" / "Fiyat Alarmı": found, or created on first need when `create` is set. */
async function systemCollectionId(userId: string, kind: SystemKind, create: boolean): Promise<number | null> {
  const flag = kind === "alarm" ? collections.isAlarm : collections.isBuyLater;
  const find = async () => {
    const [row] = await db()
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.userId, userId), eq(flag, true)))
      .limit(1);
    return row?.id ?? null;
  };
  const found = await find();
  if (found !== null || !create) return found;
  // The partial unique index makes a concurrent first use insert once; the loser finds the winner's row.
  await db()
    .insert(collections)
    .values({ userId, name: t(`social:collections.${kind}`), isAlarm: kind === "alarm", isBuyLater: kind === "buyLater" })
    .onConflictDoNothing();
  return find();
}

async function targetCollectionId(userId: string, input: CollectionItemInput, create: boolean): Promise<number | null> {
  if (input.isAlarm) return systemCollectionId(userId, "alarm", create);
  if (input.isBuyLater) return systemCollectionId(userId, "buyLater", create);
  if (input.collectionId == null) throw badRequest("collection_required", t("social:errors.collectionRequired"));
  return (await ownCollection(userId, input.collectionId)).id;
}

/** Adds a product to a collection, remembering its price and stock for the price alarm; answers the collection. */
export async function addToCollection(userId: string, input: CollectionItemInput): Promise<Collection> {
  const product = await requireActiveProduct(input.productId);
  const id = (await targetCollectionId(userId, input, true)) as number;
  await db()
    .insert(collectionItems)
    .values({ collectionId: id, productId: product.id, priceWhenAdded: product.salesPrice, stockWhenAdded: product.stock })
    .onConflictDoNothing();
  return (await collectionById(userId, id)) as Collection;
}

/** Idempotent; a system collection that was never created has nothing to remove. */
export async function removeFromCollection(userId: string, input: CollectionItemInput): Promise<void> {
  const id = await targetCollectionId(userId, input, false);
  if (id === null) return;
  await db()
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, id), eq(collectionItems.productId, input.productId)));
}

/**
 * The customer's collections that hold the product, as strings; the price-alarm collection appears as
 * "is-alarm" (so a client can tell an alarm is set without knowing that collection's id).
 */
export async function productCollectionIds(userId: string, productId: number): Promise<string[]> {
  const rows = await db()
    .select({ id: collections.id, isAlarm: collections.isAlarm })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(and(eq(collections.userId, userId), eq(collectionItems.productId, productId)))
    .orderBy(asc(collections.id));
  return rows.map((r) => (r.isAlarm ? ALARM_COLLECTION_PARAM : String(r.id)));
}

/**
 * Collection picking: `ids` is the full set of the customer's collections that should hold the
 * product. The price alarm is not part of the picker: "is-alarm" is ignored and its membership kept. Any id
 * that is not one of the customer's other collections answers 404 before anything changes.
 */
export async function saveProductCollections(userId: string, productId: number, ids: (number | string)[]): Promise<string[]> {
  const product = await requireActiveProduct(productId);
  const wanted = [...new Set(ids.filter((id) => id !== ALARM_COLLECTION_PARAM).map(Number))];
  return db().transaction(async (tx) => {
    const mine = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.userId, userId), eq(collections.isAlarm, false)));
    const mineIds = new Set(mine.map((r) => r.id));
    if (wanted.some((id) => !mineIds.has(id))) throw collectionNotFound();
    const removed = [...mineIds].filter((id) => !wanted.includes(id));
    if (removed.length > 0)
      await tx.delete(collectionItems).where(and(eq(collectionItems.productId, productId), inArray(collectionItems.collectionId, removed)));
    if (wanted.length > 0)
      await tx
        .insert(collectionItems)
        .values(
          wanted.map((collectionId) => ({ collectionId, productId, priceWhenAdded: product.salesPrice, stockWhenAdded: product.stock })),
        )
        .onConflictDoNothing();
    return wanted.map(String);
  });
}

async function assertNameFree(userId: string, name: string, exceptId?: number) {
  const rows = await db().select({ id: collections.id, name: collections.name }).from(collections).where(eq(collections.userId, userId));
  const folded = foldTurkish(name);
  if (rows.some((r) => r.id !== exceptId && foldTurkish(r.name) === folded))
    throw conflict("collection_name_taken", t("social:errors.collectionNameTaken"));
  return rows.length;
}

export async function createCollection(userId: string, name: string): Promise<Collection> {
  const count = await assertNameFree(userId, name);
  if (count >= MAX_COLLECTIONS) throw conflict("collection_limit", t("social:errors.collectionLimit", { count: MAX_COLLECTIONS }));
  const [row] = await db().insert(collections).values({ userId, name }).returning();
  return toCollection({ ...(row as typeof collections.$inferSelect), itemCount: 0 });
}

async function ownUserCollection(userId: string, id: number) {
  const row = await ownCollection(userId, id);
  if (row.isAlarm || row.isBuyLater) throw conflict("system_collection", t("social:errors.systemCollection"));
  return row;
}

export async function renameCollection(userId: string, id: number, name: string): Promise<Collection> {
  await ownUserCollection(userId, id);
  await assertNameFree(userId, name, id);
  await db().update(collections).set({ name }).where(eq(collections.id, id));
  return (await collectionById(userId, id)) as Collection;
}

export async function deleteCollection(userId: string, id: number): Promise<void> {
  await ownUserCollection(userId, id);
  await db().delete(collections).where(eq(collections.id, id));
}

/** A collection page: the collection and its products, newest first; null when it is not the customer's. */
export async function collectionWithProducts(
  userId: string,
  id: number,
): Promise<{ collection: Collection; products: ProductSummary[] } | null> {
  const collection = await collectionById(userId, id);
  if (!collection) return null;
  const items = await db()
    .select({ productId: collectionItems.productId })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, id))
    .orderBy(desc(collectionItems.createdAt), asc(collectionItems.productId));
  return { collection, products: await productSummaries(items.map((i) => i.productId)) };
}
