import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { getGroup } from "@/modules/admin/data";
import { routeId } from "@/modules/admin/route-id";
import { AdminCustomerGroup } from "@/modules/admin/templates/customer-groups";

export default staffPage(async function AdminCustomerGroupPage({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const group = id ? await getGroup(id) : null;
  if (!group) notFound();
  return <AdminCustomerGroup group={group} />;
});
