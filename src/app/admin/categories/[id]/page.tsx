import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { getAdminCategory } from "@/modules/catalog/data";
import { AdminCategoryEdit } from "@/modules/catalog/manage/category-edit";

export default staffPage("/admin/categories/[id]", async function AdminCategory({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const category = id ? await getAdminCategory(id) : null;
  if (!category) notFound();
  return <AdminCategoryEdit category={category} />;
});
