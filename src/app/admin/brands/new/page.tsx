import { staffPage } from "@/modules/admin/access";
import { AdminNewBrand } from "@/modules/catalog/manage/brand-edit";

export default staffPage("/admin/brands/new", function NewBrand() {
  return <AdminNewBrand />;
});
