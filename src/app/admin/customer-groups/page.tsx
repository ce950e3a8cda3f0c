import { listGroups } from "@/modules/account/data";
import { AdminCustomerGroups } from "@/modules/account/manage/customer-groups";
import { staffPage } from "@/modules/admin/access";

export default staffPage("/admin/customer-groups", async function AdminCustomerGroupsPage() {
  return <AdminCustomerGroups groups={await listGroups()} />;
});
