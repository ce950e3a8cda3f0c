import { staffPage } from "@/modules/admin/access";
import { listAdminBlogPosts } from "@/modules/admin/data";
import { pageParam } from "@/modules/admin/params";
import { AdminBlogList } from "@/modules/admin/templates/blog-list";

export default staffPage(async function AdminBlog({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageParam((await searchParams).page);
  const posts = await listAdminBlogPosts(page);
  return <AdminBlogList {...posts} page={page} />;
});
