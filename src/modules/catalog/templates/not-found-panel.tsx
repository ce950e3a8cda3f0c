"use client";
import { useTranslation } from "@/i18n/client";
import Link from "@/modules/ui/link";

/** The 404's words from the catalogue namespace, which the browser does not otherwise receive. */
export type NotFoundLabels = { searchRegion: string; searchLabel: string; search: string; popularCategories: string };
export type PopularCategory = { id: number | string; title: string; href: string };

/**
 * The Turkish 404's markup (not-found-view.tsx loads its data). Every page carries its not-found boundary in its
 * payload; as a client component it carries these few props instead of the markup.
 */
export function NotFoundPanel({ categories, labels }: { categories: PopularCategory[]; labels: NotFoundLabels }) {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-primary-700">
        404
      </p>
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="text-gray-700">{t("notFound.text")}</p>
      <form action="/search" method="get" role="search" aria-label={labels.searchRegion} className="flex w-full max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {labels.searchLabel}
        </label>
        <input
          id="not-found-search"
          name="query"
          type="search"
          minLength={2}
          required
          placeholder={t("search.placeholder")}
          className="min-w-0 flex-1 rounded border border-gray-300 px-3 py-2"
        />
        <button type="submit" className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          {labels.search}
        </button>
      </form>
      {categories.length > 0 && (
        <section aria-labelledby="not-found-popular" className="w-full">
          <h2 id="not-found-popular" className="mb-3 text-lg font-semibold">
            {labels.popularCategories}
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  href={c.href}
                  className="block rounded-full border border-gray-300 px-4 py-1.5 text-sm hover:border-primary-600 hover:text-primary-700"
                >
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link className="text-primary-700 underline" href="/">
        {t("notFound.home")}
      </Link>
    </div>
  );
}
