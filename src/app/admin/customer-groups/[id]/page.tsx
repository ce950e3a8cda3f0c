import { notFound } from "next/navigation";
import { getGroup } from "@/modules/account/data";
import { AdminCustomerGroup } from "@/modules/account/manage/customer-groups";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";

export default staffPage(
  "/admin/customer-groups/[id]",
  async function AdminCustomerGroupPage({ params }: { params: Promise<{ id: string }> }) {
    const id = await routeId(params);
    const group = id ? await getGroup(id) : null;
    if (!group) notFound();
    return <AdminCustomerGroup group={group} />;
  },
);
