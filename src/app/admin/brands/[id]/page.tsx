import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { getAdminBrand } from "@/modules/catalog/data";
import { AdminBrandEdit } from "@/modules/catalog/manage/brand-edit";

export default staffPage("/admin/brands/[id]", async function AdminBrand({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const brand = id ? await getAdminBrand(id) : null;
  if (!brand) notFound();
  return <AdminBrandEdit brand={brand} />;
});
