import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { getAdminContentPage } from "@/modules/content/data";
import { AdminContentPageEdit } from "@/modules/content/manage/content-page-edit";

export default staffPage("/admin/pages/[id]", async function EditContentPage({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const page = id ? await getAdminContentPage(id) : null;
  if (!page) notFound();
  return <AdminContentPageEdit page={page} />;
});
