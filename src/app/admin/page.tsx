import { staffPage } from "@/modules/admin/access";
import { adminCounts } from "@/modules/admin/data";
import { AdminDashboard } from "@/modules/admin/templates/dashboard";

export default staffPage("/admin", async function AdminHome() {
  return <AdminDashboard counts={await adminCounts()} />;
});
