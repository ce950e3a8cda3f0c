import { staffPage } from "@/modules/admin/access";
import { AdminBrandList } from "@/modules/admin/templates/brand-list";
import { listAdminBrands } from "@/server/admin/brands";

export default staffPage(async function AdminBrands() {
  return <AdminBrandList brands={await listAdminBrands()} />;
});
