import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { getAdminContentPage } from "@/modules/admin/data";
import { routeId } from "@/modules/admin/route-id";
import { AdminContentPageEdit } from "@/modules/admin/templates/content-page-edit";

export default staffPage(async function EditContentPage({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const page = id ? await getAdminContentPage(id) : null;
  if (!page) notFound();
  return <AdminContentPageEdit page={page} />;
});
