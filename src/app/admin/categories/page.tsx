import { staffPage } from "@/modules/admin/access";
import { listAdminCategories } from "@/modules/admin/data";
import { AdminCategoryList } from "@/modules/admin/templates/category-list";

export default staffPage(async function AdminCategories() {
  return <AdminCategoryList categories={await listAdminCategories()} />;
});
