import { staffPage } from "@/modules/admin/access";
import { listAdminPopularSearches } from "@/modules/admin/data";
import { pageParam } from "@/modules/admin/params";
import { AdminSearchSettings } from "@/modules/admin/templates/search-settings";
import { listPopularCategories } from "@/modules/search/data";

export default staffPage(async function AdminPopular({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageParam((await searchParams).page);
  const [searches, categories] = await Promise.all([listAdminPopularSearches(page), listPopularCategories()]);
  return <AdminSearchSettings searches={searches} page={page} categories={categories} />;
});
