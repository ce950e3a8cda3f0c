import { staffPage } from "@/modules/admin/access";
import { AdminNewContentPage } from "@/modules/admin/templates/content-page-edit";

export default staffPage(function NewContentPage() {
  return <AdminNewContentPage />;
});
