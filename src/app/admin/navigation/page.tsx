import { staffPage } from "@/modules/admin/access";
import { AdminNavigationList } from "@/modules/admin/templates/navigation-list";
import { listAdminNavigation } from "@/server/admin/navigation";

export default staffPage(async function AdminNavigation() {
  return <AdminNavigationList items={await listAdminNavigation()} />;
});
