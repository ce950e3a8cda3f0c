import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { storeConfig, storeConfigSchema } from "@/config/store";
import { db } from "@/server/db/client";
import { storeSettings as storeSettingsTable } from "@/server/db/schema";
import { cached, cacheTags } from "@/server/runtime/cache";

/**
 * The part of the store configuration staff edit in the back office: how shoppers reach the shop and where
 * they pay by transfer. The rest (brand, currency, delivery fees, mail sender…) stays in src/config/store.ts.
 */
export const storeSettingsSchema = storeConfigSchema.pick({ phone: true, address: true, social: true, bankAccounts: true });
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const STORE_SETTINGS_KEY = "store";

const configuredStoreSettings = (): StoreSettings => ({
  phone: storeConfig.phone,
  address: storeConfig.address,
  social: storeConfig.social,
  bankAccounts: storeConfig.bankAccounts,
});

/** As staff last saved them, else as configured, straight from the database (the back office edits these). */
export async function loadStoreSettings(): Promise<StoreSettings> {
  const [row] = await db()
    .select({ value: storeSettingsTable.value })
    .from(storeSettingsTable)
    .where(eq(storeSettingsTable.key, STORE_SETTINGS_KEY));
  const parsed = storeSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : configuredStoreSettings();
}

/** The storefront's copy, cached under the `settings` tag that every back-office settings change invalidates. */
export const storeSettings = (): Promise<StoreSettings> => cached(cacheTags.settings, STORE_SETTINGS_KEY, loadStoreSettings);
