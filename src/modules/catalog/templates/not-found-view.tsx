import Link from "next/link";
import { t } from "@/i18n/server";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { popularLists } from "@/server/search/popular";

/** The Turkish 404: say so, offer a search and the popular categories, and a way home. */
export async function NotFoundView() {
  const { categories } = await popularLists();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-primary-700">
        404
      </p>
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="text-gray-700">{t("notFound.text")}</p>
      <form
        action="/search"
        method="get"
        role="search"
        aria-label={t("catalog:notFound.searchRegion")}
        className="flex w-full max-w-md gap-2"
      >
        <label htmlFor="not-found-search" className="sr-only">
          {t("catalog:notFound.searchLabel")}
        </label>
        <input
          id="not-found-search"
          name="query"
          type="search"
          minLength={2}
          required
          placeholder={t("common:search.placeholder")}
          className="min-w-0 flex-1 rounded border border-gray-300 px-3 py-2"
        />
        <button type="submit" className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          {t("catalog:notFound.search")}
        </button>
      </form>
      {categories.length > 0 && (
        <section aria-labelledby="not-found-popular" className="w-full">
          <h2 id="not-found-popular" className="mb-3 text-lg font-semibold">
            {t("catalog:notFound.popularCategories")}
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  href={safeRedirectPath(c.href)}
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
