import { staffPage } from "@/modules/admin/access";
import { catalogSections } from "@/modules/admin/data";
import { AdminStoreSettings } from "@/modules/admin/templates/store-settings";
import { loadSeller, loadStoreSettings } from "@/modules/content/data";

export default staffPage(async function AdminStoreSettingsPage() {
  const [settings, sections, seller] = await Promise.all([loadStoreSettings(), catalogSections(), loadSeller()]);
  return <AdminStoreSettings settings={settings} sections={sections} seller={seller} />;
});
