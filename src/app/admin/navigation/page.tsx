import { staffPage } from "@/modules/admin/access";
import { listAdminNavigation } from "@/modules/admin/data";
import { AdminNavigationList } from "@/modules/admin/templates/navigation-list";

export default staffPage(async function AdminNavigation() {
  return <AdminNavigationList items={await listAdminNavigation()} />;
});
