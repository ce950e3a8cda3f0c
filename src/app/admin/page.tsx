import { staffPage } from "@/modules/admin/access";
import { AdminDashboard } from "@/modules/admin/templates/dashboard";
import { adminCounts } from "@/server/admin/orders";

export default staffPage(async function AdminHome() {
  return <AdminDashboard counts={await adminCounts()} />;
});
