import { staffPage } from "@/modules/admin/access";
import { listAdminContentPages } from "@/modules/admin/data";
import { AdminContentPageList } from "@/modules/admin/templates/content-page-list";

export default staffPage(async function AdminContentPages() {
  return <AdminContentPageList items={await listAdminContentPages()} />;
});
