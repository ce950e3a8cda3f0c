import { staffPage } from "@/modules/admin/access";
import { AdminStoreSettings } from "@/modules/admin/templates/store-settings";
import { catalogSections } from "@/server/admin/settings";
import { loadSeller } from "@/server/content/seller";
import { loadStoreSettings } from "@/server/content/store-settings";

export default staffPage(async function AdminStoreSettingsPage() {
  const [settings, sections, seller] = await Promise.all([loadStoreSettings(), catalogSections(), loadSeller()]);
  return <AdminStoreSettings settings={settings} sections={sections} seller={seller} />;
});
