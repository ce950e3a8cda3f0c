import { staffForPage, staffPage } from "@/modules/admin/access";
import { blogCategories } from "@/modules/admin/data";
import { AdminNewBlogPost } from "@/modules/admin/templates/blog-post-edit";

export default staffPage(async function NewBlogPost() {
  const [staff, categories] = await Promise.all([staffForPage(), blogCategories()]);
  return <AdminNewBlogPost author={staff?.name ?? ""} categories={categories} />;
});
