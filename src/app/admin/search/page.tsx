import { staffPage } from "@/modules/admin/access";
import { pageParam } from "@/modules/admin/params";
import { listAdminPopularSearches, listPopularCategories } from "@/modules/search/data";
import { AdminSearchSettings } from "@/modules/search/manage/search-settings";

export default staffPage("/admin/search", async function AdminPopular({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageParam((await searchParams).page);
  const [searches, categories] = await Promise.all([listAdminPopularSearches(page), listPopularCategories()]);
  return <AdminSearchSettings searches={searches} page={page} categories={categories} />;
});
