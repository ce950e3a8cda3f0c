import { staffPage } from "@/modules/admin/access";
import { AdminNewBrand } from "@/modules/admin/templates/brand-edit";

export default staffPage(function NewBrand() {
  return <AdminNewBrand />;
});
