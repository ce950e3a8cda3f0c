import { t } from "@/i18n/server";
import { StoreSettingsForm } from "@/modules/admin/components/store-settings-form";
import { loadStoreSettings } from "@/server/services/store-settings";

export default async function AdminStoreSettings() {
  const settings = await loadStoreSettings();
  return (
    <>
      <h1 className="mb-2 font-semibold text-2xl">{t("admin-settings:store.title")}</h1>
      <p className="mb-6 max-w-3xl text-neutral-700">{t("admin-settings:store.intro")}</p>
      <StoreSettingsForm key={JSON.stringify(settings)} initial={settings} />
    </>
  );
}
