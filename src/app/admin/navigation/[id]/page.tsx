import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { getAdminNavigationItem } from "@/modules/content/data";
import { AdminNavigationEdit } from "@/modules/content/manage/navigation-edit";

export default staffPage("/admin/navigation/[id]", async function AdminNavigationItem({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const item = id ? await getAdminNavigationItem(id) : null;
  if (!item) notFound();
  return <AdminNavigationEdit item={item} />;
});
