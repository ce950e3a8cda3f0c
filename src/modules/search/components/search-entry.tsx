import { storeConfig } from "@/config/store";
import { popularLists } from "@/modules/search/data";
import { SearchCombobox } from "./search-combobox";

/**
 * The desktop header's instant search. A server component: it reads the popular searches and
 * categories for the empty-query dropdown, so the island starts with them and needs no extra request.
 */
export async function SearchEntry() {
  return <SearchCombobox popular={await popularLists()} imageShape={storeConfig.catalog.productImageShape} />;
}
