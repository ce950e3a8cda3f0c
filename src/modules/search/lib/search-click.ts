import { isSearchable, normalizeSearchQuery } from "@/lib/search-query";
import { postJson } from "@/modules/api/client";

/** Counts that a result of `text` was opened (search-click); the answer is ignored. */
export function countSearchClick(text: string) {
  const searchQuery = normalizeSearchQuery(text);
  if (!isSearchable(searchQuery)) return;
  // keepalive: the page is navigating away.
  void postJson("/api/catalog/search-click", { searchQuery }, { keepalive: true }).catch(() => {});
}
