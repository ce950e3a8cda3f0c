import { staffPage } from "@/modules/admin/access";
import { catalogSections } from "@/modules/catalog/data";
import { loadSeller, loadStoreSettings } from "@/modules/content/data";
import { AdminStoreSettings } from "@/modules/content/manage/store-settings";

export default staffPage("/admin/settings", async function AdminStoreSettingsPage() {
  const [settings, sections, seller] = await Promise.all([loadStoreSettings(), catalogSections(), loadSeller()]);
  return <AdminStoreSettings settings={settings} sections={sections} seller={seller} />;
});
