import { staffForPage, staffPage } from "@/modules/admin/access";
import { blogCategories } from "@/modules/content/data";
import { AdminNewBlogPost } from "@/modules/content/manage/blog-post-edit";

export default staffPage("/admin/blog/new", async function NewBlogPost() {
  const [staff, categories] = await Promise.all([staffForPage(), blogCategories()]);
  return <AdminNewBlogPost author={staff?.name ?? ""} categories={categories} />;
});
