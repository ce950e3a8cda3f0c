"use client";
import { useTranslation } from "@/i18n/client";
import { normalizeSearchQuery } from "@/lib/search-query";
import Link from "@/modules/ui/link";
import type { PopularLists } from "@/server/search/popular";
import { popularItemProps, type SearchCombobox } from "../hooks/use-search-combobox";
import { type ImageShape, SearchHitOption } from "./search-hit";

type Props = {
  combobox: SearchCombobox;
  popular: PopularLists;
  imageShape: ImageShape;
  /** The dropdown caps its list at 24rem; the full-screen overlay lets it fill the screen. */
  capHeight: boolean;
  /** A popular category was followed. */
  onLeave: () => void;
};

/** What the search box shows under it: hits and "show all", "no result", or the popular lists. */
export function SearchPanel({ combobox, popular, imageShape, capHeight, onLeave }: Props) {
  const { t } = useTranslation("search");
  const { search, active, listboxId, optionId, showAll, chooseHit } = combobox;
  const empty = normalizeSearchQuery(search.query) === "";

  if (empty) {
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys of the focused item inside, not of this box
      <div id={combobox.popularId} className="space-y-4 p-4" onKeyDown={combobox.onPopularKeyDown}>
        {popular.searches.length > 0 && (
          <section aria-labelledby={`${listboxId}-popular`}>
            <h2 id={`${listboxId}-popular`} className="mb-2 text-sm font-semibold text-gray-700">
              {t("popularSearches")}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {popular.searches.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    {...popularItemProps}
                    onClick={() => search.searchNow(p.title)}
                    className="rounded-full border border-gray-300 px-3 py-1 text-sm hover:border-primary-600 hover:text-primary-700"
                  >
                    {p.title}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {popular.categories.length > 0 && (
          <section aria-labelledby={`${listboxId}-categories`}>
            <h2 id={`${listboxId}-categories`} className="mb-2 text-sm font-semibold text-gray-700">
              {t("popularCategories")}
            </h2>
            <ul className="space-y-1">
              {popular.categories.map((c) => (
                <li key={c.id}>
                  <Link
                    href={c.href}
                    {...popularItemProps}
                    onClick={onLeave}
                    className="block rounded px-2 py-1 text-sm hover:bg-gray-100 hover:text-primary-700"
                  >
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  }

  return (
    <div>
      {search.hits.length > 0 && (
        <>
          <div id={listboxId} role="listbox" aria-label={t("results")} className={`overflow-y-auto py-1 ${capHeight ? "max-h-96" : ""}`}>
            {search.hits.map((hit, i) => (
              <SearchHitOption
                key={`${hit.type}-${hit.id}`}
                hit={hit}
                id={optionId(i)}
                active={i === active}
                query={search.hitsFor}
                imageShape={imageShape}
                onChoose={chooseHit}
              />
            ))}
          </div>
          <button
            type="button"
            onClick={showAll}
            className="w-full border-t px-4 py-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
          >
            {t("showAll")}
          </button>
        </>
      )}
      {search.failure !== null && <p className="px-4 py-6 text-center text-sm text-red-700">{search.failure || t("failed")}</p>}
      {search.noResults && (
        <div className="px-4 py-6 text-center">
          <p className="font-semibold">{t("noResults.title")}</p>
          <p className="mt-1 text-sm text-gray-600">{t("noResults.hint")}</p>
        </div>
      )}
    </div>
  );
}
