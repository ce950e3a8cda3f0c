import { staffPage } from "@/modules/admin/access";
import { AdminCustomerGroups } from "@/modules/admin/templates/customer-groups";
import { listGroups } from "@/server/admin/customer-groups";

export default staffPage(async function AdminCustomerGroupsPage() {
  return <AdminCustomerGroups groups={await listGroups()} />;
});
