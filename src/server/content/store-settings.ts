import "server-only";
import { eq } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { db } from "@/server/platform/db/client";
import { storeSettings as storeSettingsTable } from "@/server/platform/db/schema";
import { cached, cacheTags } from "@/server/platform/runtime/cache";
import { type StoreSettings, storeSettingsSchema } from "@/shared/content/store-settings";

/**
 * The settings row holding the store settings staff saved; the rest of the store configuration (brand, currency,
 * delivery fees, mail sender…) is not edited in the back office and stays in src/config/store.ts.
 */
export const STORE_SETTINGS_KEY = "store";

const configuredStoreSettings = (): StoreSettings => ({
  phone: storeConfig.phone,
  address: storeConfig.address,
  social: storeConfig.social,
  bankAccounts: storeConfig.bankAccounts,
  paymentRules: storeConfig.paymentRules,
  invoiceMoment: storeConfig.invoiceMoment,
});

/** As staff last saved them, else as configured, straight from the database (the back office edits these). */
export async function loadStoreSettings(): Promise<StoreSettings> {
  const [row] = await db()
    .select({ value: storeSettingsTable.value })
    .from(storeSettingsTable)
    .where(eq(storeSettingsTable.key, STORE_SETTINGS_KEY));
  // Settings saved before a field existed take that field from the configuration.
  const parsed = storeSettingsSchema.safeParse(row && { ...configuredStoreSettings(), ...(row.value as object) });
  return parsed.success ? parsed.data : configuredStoreSettings();
}

/** The storefront's copy, cached under the `settings` tag that every back-office settings change invalidates. */
export const storeSettings = (): Promise<StoreSettings> => cached(cacheTags.settings, STORE_SETTINGS_KEY, loadStoreSettings);
