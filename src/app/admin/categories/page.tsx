import { staffPage } from "@/modules/admin/access";
import { AdminCategoryList } from "@/modules/admin/templates/category-list";
import { listAdminCategories } from "@/server/admin/categories";

export default staffPage(async function AdminCategories() {
  return <AdminCategoryList categories={await listAdminCategories()} />;
});
