import "server-only";

export { productSearch } from "@/server/search/catalog-search";
export { listAdminPopularSearches } from "@/server/search/manage/popular";
export { listSearchRules, searchReport } from "@/server/search/manage/rules";
export { listPopularCategories, popularLists } from "@/server/search/popular";
