import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { getAdminBrand } from "@/modules/admin/data";
import { routeId } from "@/modules/admin/route-id";
import { AdminBrandEdit } from "@/modules/admin/templates/brand-edit";

export default staffPage(async function AdminBrand({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const brand = id ? await getAdminBrand(id) : null;
  if (!brand) notFound();
  return <AdminBrandEdit brand={brand} />;
});
