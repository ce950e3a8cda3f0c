import "server-only";

export { productSearch } from "@/server/search/catalog-search";
export { listPopularCategories, popularLists } from "@/server/search/popular";
