import { staffPage } from "@/modules/admin/access";
import { listGroups } from "@/modules/admin/data";
import { AdminCustomerGroups } from "@/modules/admin/templates/customer-groups";

export default staffPage(async function AdminCustomerGroupsPage() {
  return <AdminCustomerGroups groups={await listGroups()} />;
});
