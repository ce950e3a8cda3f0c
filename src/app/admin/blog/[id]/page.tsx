import { notFound } from "next/navigation";
import { staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { blogCategories, getAdminBlogPost } from "@/modules/content/data";
import { AdminBlogPostEdit } from "@/modules/content/manage/blog-post-edit";

export default staffPage("/admin/blog/[id]", async function EditBlogPost({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const [post, categories] = await Promise.all([id ? getAdminBlogPost(id) : null, blogCategories()]);
  if (!post) notFound();
  return <AdminBlogPostEdit post={post} categories={categories} />;
});
