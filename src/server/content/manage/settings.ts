import "server-only";
import { loadSeller, SELLER_KEY } from "@/server/content/seller";
import { loadStoreSettings, STORE_SETTINGS_KEY } from "@/server/content/store-settings";
import { recordAudit } from "@/server/platform/audit";
import type { Tx } from "@/server/platform/db/client";
import { storeSettings } from "@/server/platform/db/schema";
import { cacheTags } from "@/server/platform/runtime/cache";
import { staffChange } from "@/server/platform/staff-change";
import type { Seller } from "@/shared/content/seller";
import type { StoreSettings } from "@/shared/content/store-settings";

type Actor = { id: string };

/** The search dropdown's lists and the store settings are read through the `settings` cache tag. */
const settingsChange = <T>(work: (tx: Tx) => Promise<T>) => staffChange([cacheTags.settings], work);

/** One settings row by key, replaced whole, with its audit record; then the storefront reloads the settings. */
export function saveSetting(actor: Actor, key: string, value: unknown, before: unknown) {
  return settingsChange(async (tx) => {
    await tx
      .insert(storeSettings)
      .values({ key, value, updatedAt: new Date() })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: new Date() } });
    await recordAudit({ actorId: actor.id, action: "setting.update", entity: "store_setting", entityId: key, before, after: value }, tx);
  });
}

export async function saveStoreSettings(actor: Actor, settings: StoreSettings): Promise<StoreSettings> {
  await saveSetting(actor, STORE_SETTINGS_KEY, settings, await loadStoreSettings());
  return settings;
}

export async function saveSeller(actor: Actor, seller: Seller): Promise<Seller> {
  await saveSetting(actor, SELLER_KEY, seller, await loadSeller());
  return seller;
}
