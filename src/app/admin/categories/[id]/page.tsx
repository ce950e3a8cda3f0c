import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { getAdminCategory } from "@/modules/admin/data";
import { routeId } from "@/modules/admin/route-id";
import { AdminCategoryEdit } from "@/modules/admin/templates/category-edit";

export default staffPage(async function AdminCategory({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const category = id ? await getAdminCategory(id) : null;
  if (!category) notFound();
  return <AdminCategoryEdit category={category} />;
});
