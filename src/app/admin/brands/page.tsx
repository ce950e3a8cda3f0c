import { staffPage } from "@/modules/admin/access";
import { listAdminBrands } from "@/modules/catalog/data";
import { AdminBrandList } from "@/modules/catalog/manage/brand-list";

export default staffPage("/admin/brands", async function AdminBrands() {
  return <AdminBrandList brands={await listAdminBrands()} />;
});
