import { staffPage } from "@/modules/admin/access";
import { AdminContentPageList } from "@/modules/admin/templates/content-page-list";
import { listAdminContentPages } from "@/server/admin/content";

export default staffPage(async function AdminContentPages() {
  return <AdminContentPageList items={await listAdminContentPages()} />;
});
