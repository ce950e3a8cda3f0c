"use client";
import { useTranslation } from "@/i18n/client";
import { normalizeSearchQuery } from "@/lib/search-query";
import type { PopularLists } from "@/server/search/popular";
import type { SearchCombobox } from "../hooks/use-search-combobox";

/** Whether the panel has anything to show for the current text (an empty dropdown is not opened). */
export function panelHasContent({ search }: SearchCombobox, popular: PopularLists): boolean {
  if (normalizeSearchQuery(search.query) === "") return popular.searches.length > 0 || popular.categories.length > 0;
  return search.hits.length > 0 || search.noResults || search.failure !== null;
}

/** Announces searching and the number of hits to screen readers; always rendered so changes are heard. */
export function SearchStatus({ combobox: { search } }: { combobox: SearchCombobox }) {
  const { t } = useTranslation("search");
  let text = "";
  if (search.loading) text = t("searching");
  else if (search.hits.length > 0) text = t("resultCount", { count: search.hits.length });
  else if (search.noResults) text = t("noResults.title");
  else if (search.failure !== null) text = search.failure || t("failed");
  return (
    <p className="sr-only" role="status" aria-live="polite">
      {text}
    </p>
  );
}
