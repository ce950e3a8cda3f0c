import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { StoreSettingsForm } from "@/modules/admin/components/store-settings-form";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { loadStoreSettings } from "@/server/content/store-settings";

export default staffPage(async function AdminStoreSettings() {
  const settings = await loadStoreSettings();
  return (
    <>
      <AdminPageHeader title={t("admin-settings:store.title")} />
      <p className="-mt-4 mb-6 max-w-3xl text-neutral-700">{t("admin-settings:store.intro")}</p>
      <StoreSettingsForm key={JSON.stringify(settings)} initial={settings} />
    </>
  );
});
