import { staffPage } from "@/modules/admin/access";
import { listAdminBrands } from "@/modules/admin/data";
import { AdminBrandList } from "@/modules/admin/templates/brand-list";

export default staffPage(async function AdminBrands() {
  return <AdminBrandList brands={await listAdminBrands()} />;
});
