import { staffPage } from "@/modules/admin/access";
import { listAdminContentPages } from "@/modules/content/data";
import { AdminContentPageList } from "@/modules/content/manage/content-page-list";

export default staffPage("/admin/pages", async function AdminContentPages() {
  return <AdminContentPageList items={await listAdminContentPages()} />;
});
