import { staffForPage, staffPage } from "@/modules/admin/access";
import { AdminNewBlogPost } from "@/modules/admin/templates/blog-post-edit";
import { blogCategories } from "@/server/admin/content";

export default staffPage(async function NewBlogPost() {
  const [staff, categories] = await Promise.all([staffForPage(), blogCategories()]);
  return <AdminNewBlogPost author={staff?.name ?? ""} categories={categories} />;
});
