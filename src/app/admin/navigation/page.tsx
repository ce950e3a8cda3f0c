import { staffPage } from "@/modules/admin/access";
import { listAdminNavigation } from "@/modules/content/data";
import { AdminNavigationList } from "@/modules/content/manage/navigation-list";

export default staffPage("/admin/navigation", async function AdminNavigation() {
  return <AdminNavigationList items={await listAdminNavigation()} />;
});
