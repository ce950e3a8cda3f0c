import { staffPage } from "@/modules/admin/access";
import { listAdminCategories } from "@/modules/catalog/data";
import { AdminCategoryList } from "@/modules/catalog/manage/category-list";

export default staffPage("/admin/categories", async function AdminCategories() {
  return <AdminCategoryList categories={await listAdminCategories()} />;
});
