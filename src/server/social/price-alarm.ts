import "server-only";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { db } from "@/server/platform/db/client";
import { collectionItems, collections, products, user } from "@/server/platform/db/schema";
import { queueMail } from "@/server/platform/mail/outbox";
import type { MailContent } from "@/server/platform/mail/render";
import { paragraphsOf } from "@/server/platform/mail/render";
import { logger } from "@/server/platform/runtime/log";

type AlarmItem = {
  collectionId: number;
  priceWhenAdded: number | null;
  stockWhenAdded: number | null;
  email: string;
  customerName: string;
  productName: string;
  slug: string;
  salesPrice: number;
  stock: number;
};

/** Why this item's customer is told, or null: cheaper than when added, or back in stock after being out of it. */
export function alarmReason(item: Pick<AlarmItem, "priceWhenAdded" | "stockWhenAdded" | "salesPrice" | "stock">) {
  if (item.stock > 0 && item.priceWhenAdded !== null && item.salesPrice < item.priceWhenAdded) return "cheaper" as const;
  if (item.stock > 0 && item.stockWhenAdded === 0) return "backInStock" as const;
  return null;
}

function alarmMail(item: AlarmItem, reason: "cheaper" | "backInStock"): MailContent {
  const values = {
    name: item.customerName,
    product: item.productName,
    price: formatPrice(item.salesPrice, storeConfig.currency),
    oldPrice: item.priceWhenAdded === null ? "" : formatPrice(item.priceWhenAdded, storeConfig.currency),
    url: new URL(`/${item.slug}`, storeConfig.siteUrl).toString(),
    brand: storeConfig.brand,
  };
  return {
    to: item.email,
    subject: t(`social:priceAlarm.${reason}.subject`, values),
    paragraphs: [
      [t("social:priceAlarm.greeting", values)],
      [t(`social:priceAlarm.${reason}.body`, values)],
      ...paragraphsOf(t("social:priceAlarm.footer", values)),
    ],
    action: { label: values.product, url: values.url },
  };
}

/**
 * Call after a product's price or stock changed (the back office does; the scheduled sweep below catches the
 * rest): every customer whose "Fiyat Alarmı" collection holds the product, and who has not been told yet, gets one
 * e-mail when it is now cheaper than when they added it or back in stock. `notified_at` is claimed in the
 * transaction that queues the mail, so two concurrent calls mail once. Answers how many mails were queued.
 */
export async function checkPriceAlarms(productId: number): Promise<number> {
  const items: AlarmItem[] = await db()
    .select({
      collectionId: collectionItems.collectionId,
      priceWhenAdded: collectionItems.priceWhenAdded,
      stockWhenAdded: collectionItems.stockWhenAdded,
      email: user.email,
      customerName: user.name,
      productName: products.name,
      slug: products.slug,
      salesPrice: products.salesPrice,
      stock: products.stock,
    })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .innerJoin(user, eq(user.id, collections.userId))
    .innerJoin(products, eq(products.id, collectionItems.productId))
    .where(
      and(
        eq(collectionItems.productId, productId),
        eq(collections.isAlarm, true),
        isNull(collectionItems.notifiedAt),
        eq(products.isActive, true),
      ),
    );
  let queued = 0;
  for (const item of items) {
    const reason = alarmReason(item);
    if (!reason) continue;
    const itemKey = and(eq(collectionItems.collectionId, item.collectionId), eq(collectionItems.productId, productId));
    await db().transaction(async (tx) => {
      const claimed = await tx
        .update(collectionItems)
        .set({ notifiedAt: new Date() })
        .where(and(itemKey, isNull(collectionItems.notifiedAt)))
        .returning({ productId: collectionItems.productId });
      if (claimed.length === 0) return;
      await queueMail(tx, alarmMail(item, reason));
      queued++;
    });
  }
  return queued;
}

/**
 * The scheduled sweep: every product someone waits on and that is on sale and in stock is checked, whatever made
 * it cheaper or brought it back (a cancelled order's units, an import, a change outside the back office).
 */
export async function checkAllPriceAlarms(): Promise<{ queued: number }> {
  const rows = await db()
    .selectDistinct({ productId: collectionItems.productId })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .innerJoin(products, eq(products.id, collectionItems.productId))
    .where(and(eq(collections.isAlarm, true), isNull(collectionItems.notifiedAt), eq(products.isActive, true), gt(products.stock, 0)));
  let queued = 0;
  for (const { productId } of rows) queued += await checkPriceAlarms(productId);
  if (queued) logger.info({ queued }, "price alarm mails queued");
  return { queued };
}

type Offer = { salesPrice: number; stock: number; isActive: boolean };

/** A staff change that may set an alarm off: cheaper, back in stock, or back on sale. */
export const mayFirePriceAlarm = (before: Offer, after: Offer) =>
  after.salesPrice < before.salesPrice || (before.stock === 0 && after.stock > 0) || (!before.isActive && after.isActive);

const WATCH_QUERY_CHUNK = 5000;

/** Which of these products sit, not yet notified, in someone's "Fiyat Alarmı" collection: one query per 5,000. */
async function watchedProducts(ids: number[]): Promise<number[]> {
  const watched: number[] = [];
  for (let i = 0; i < ids.length; i += WATCH_QUERY_CHUNK) {
    const rows = await db()
      .selectDistinct({ productId: collectionItems.productId })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .where(
        and(
          inArray(collectionItems.productId, ids.slice(i, i + WATCH_QUERY_CHUNK)),
          eq(collections.isAlarm, true),
          isNull(collectionItems.notifiedAt),
        ),
      );
    watched.push(...rows.map((r) => r.productId));
  }
  return watched;
}

/**
 * After staff saved products (the edit form or a CSV import; committed): the alarms of those whose change may
 * set one off, and that someone is waiting on, are checked (so a 10,000-row import asks once, not 10,000 times).
 * A failure is logged and never undoes the save: the next change checks again.
 */
export async function checkPriceAlarmsAfterEdit(changes: { id: number; before: Offer; after: Offer }[]) {
  const candidates = changes.filter(({ before, after }) => mayFirePriceAlarm(before, after)).map((c) => c.id);
  if (candidates.length === 0) return;
  const watched = await watchedProducts(candidates).catch((error) => {
    logger.error({ err: error }, "price alarm lookup failed");
    return [];
  });
  for (const id of watched) {
    await checkPriceAlarms(id).catch((error) => logger.error({ err: error, productId: id }, "price alarm check failed"));
  }
}
