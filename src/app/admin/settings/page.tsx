import { staffPage } from "@/modules/admin/access";
import { AdminStoreSettings } from "@/modules/admin/templates/store-settings";
import { catalogSections } from "@/server/admin/settings";
import { loadStoreSettings } from "@/server/content/store-settings";

export default staffPage(async function AdminStoreSettingsPage() {
  const [settings, sections] = await Promise.all([loadStoreSettings(), catalogSections()]);
  return <AdminStoreSettings settings={settings} sections={sections} />;
});
