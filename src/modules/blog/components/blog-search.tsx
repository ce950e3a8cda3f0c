"use client";
import { useTranslation } from "@/i18n/client";
import { BLOG_SEARCH_MIN_LENGTH } from "@/shared/content/blog-search";
import { useBlogPosts } from "./blog-posts-provider";

/**
 * The blog's search box. With JavaScript it searches as you type (the list below follows); without, it is a
 * plain GET form and the server renders the results for ?q=.
 */
export function BlogSearch() {
  const { t } = useTranslation("content");
  const { query, setQuery, results, loading } = useBlogPosts();
  const text = query.trim();
  let status = "";
  if (loading) status = t("blog.search.searching");
  else if (results)
    status =
      results.posts.length > 0
        ? t("blog.search.results", { count: results.posts.length, query: results.query })
        : t("blog.search.none", { query: results.query });
  else if (text.length > 0 && text.length < BLOG_SEARCH_MIN_LENGTH) status = t("blog.search.hint");

  return (
    <div>
      <form
        role="search"
        aria-label={t("blog.search.label")}
        action="/blog"
        method="get"
        className="flex gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="blog-search" className="sr-only">
          {t("blog.search.label")}
        </label>
        <input
          id="blog-search"
          name="q"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("blog.search.placeholder")}
          autoComplete="off"
          maxLength={100}
          className="w-full rounded border border-gray-400 px-3 py-2 focus:border-primary-600"
        />
        <button type="submit" className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          {t("blog.search.submit")}
        </button>
      </form>
      <p role="status" className="mt-2 min-h-5 text-sm text-gray-700">
        {status}
      </p>
    </div>
  );
}
