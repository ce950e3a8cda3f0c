import { t } from "@/i18n/server";
import { Pagination } from "@/modules/catalog/components/pagination";
import type { BlogCategory, BlogListing } from "@/server/content/blog";
import { emptyQuery } from "@/shared/catalog/listing-query";
import { BlogCategories } from "../components/blog-categories";
import { BlogPostGrid, WhenNotSearching } from "../components/blog-post-grid";
import { BlogSearch } from "../components/blog-search";

/** /blog: heading, search, categories, the page's posts (or the search results) and the page links. */
export function BlogIndex({ listing, categories }: { listing: BlogListing; categories: BlogCategory[] }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">
          {listing.category ? listing.category.name : t("content:blog.heading")}
        </h1>
        <p className="mt-2 text-gray-700">{t("content:blog.description")}</p>
      </header>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <BlogCategories categories={categories} current={listing.category?.slug ?? null} />
        <div className="lg:w-96">
          <BlogSearch />
        </div>
      </div>
      <div className="mt-4">{listing.total === 0 ? <p className="text-gray-700">{t("content:blog.empty")}</p> : <BlogPostGrid />}</div>
      <WhenNotSearching>
        {/* The catalogue's page links: the blog's ?category= and ?page= are the same parameters. */}
        <Pagination
          links={{
            basePath: "/blog",
            query: { ...emptyQuery(), page: listing.page, category: listing.category ? [listing.category.slug] : [] },
          }}
          page={listing.page}
          pageCount={listing.pageCount}
        />
      </WhenNotSearching>
    </div>
  );
}
