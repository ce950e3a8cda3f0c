import { staffPage } from "@/modules/admin/access";
import { pageParam } from "@/modules/admin/params";
import { listAdminBlogPosts } from "@/modules/content/data";
import { AdminBlogList } from "@/modules/content/manage/blog-list";

export default staffPage("/admin/blog", async function AdminBlog({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageParam((await searchParams).page);
  const posts = await listAdminBlogPosts(page);
  return <AdminBlogList {...posts} page={page} />;
});
