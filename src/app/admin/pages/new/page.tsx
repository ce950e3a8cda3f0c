import { staffPage } from "@/modules/admin/access";
import { AdminNewContentPage } from "@/modules/content/manage/content-page-edit";

export default staffPage("/admin/pages/new", function NewContentPage() {
  return <AdminNewContentPage />;
});
