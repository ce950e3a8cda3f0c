import { staffPage } from "@/modules/admin/access";
import { AdminStoreSettings } from "@/modules/admin/templates/store-settings";
import { loadStoreSettings } from "@/server/content/store-settings";

export default staffPage(async function AdminStoreSettingsPage() {
  return <AdminStoreSettings settings={await loadStoreSettings()} />;
});
