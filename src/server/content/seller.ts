import "server-only";
import { eq } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { db } from "@/server/platform/db/client";
import { storeSettings as storeSettingsTable } from "@/server/platform/db/schema";
import { cached, cacheTags } from "@/server/platform/runtime/cache";
import { type Seller, sellerSchema } from "@/shared/content/seller";

/** The settings row holding the seller identity staff saved; the configuration's stands until then. */
export const SELLER_KEY = "seller";

/** As staff last saved it, else as configured, straight from the database (the back office and the contracts read this). */
export async function loadSeller(): Promise<Seller> {
  const [row] = await db()
    .select({ value: storeSettingsTable.value })
    .from(storeSettingsTable)
    .where(eq(storeSettingsTable.key, SELLER_KEY));
  const parsed = sellerSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : storeConfig.seller;
}

/** The storefront's copy (footer, contact page), cached under the `settings` tag every settings change invalidates. */
export const seller = (): Promise<Seller> => cached(cacheTags.settings, SELLER_KEY, loadSeller);

/**
 * Where mail for the shop's staff goes (a new order, a transfer notice, a return request, a form): the configured
 * STORE_EMAIL, else the e-mail of the seller identity staff saved; null while the shop has neither.
 */
export async function staffInbox(): Promise<string | null> {
  return storeConfig.email || (await seller()).email || null;
}
