import { t } from "@/i18n/server";
import { PaginationView } from "@/modules/catalog/components/listing-chrome-view";
import { type PageLinkLabels, PageLinksView } from "@/modules/catalog/components/page-links-view";
import type { ListingLinks } from "@/shared/catalog/listing-query";

let labels: PageLinkLabels | undefined;
/** The page links' words: one object per process, so a page's payload carries them once. */
const pageLinkLabels = (): PageLinkLabels =>
  (labels ??= {
    label: t("catalog:pagination.label"),
    page: t("catalog:pagination.page"),
    previous: t("catalog:pagination.previous"),
    next: t("catalog:pagination.next"),
  });

/** Crawlable page links (?page=2) with rel prev/next. */
export function Pagination({ page, pageCount, links }: { page: number; pageCount: number; links: ListingLinks }) {
  return <PaginationView page={page} pageCount={pageCount} links={links} labels={pageLinkLabels()} />;
}

/**
 * Numbered page links with previous and next; nothing for a single page. `nofollow` keeps crawlers from
 * walking lists that are not for search engines (the back office).
 */
export function PageLinks(props: { page: number; pageCount: number; href: (page: number) => string; nofollow?: boolean }) {
  return <PageLinksView {...props} labels={pageLinkLabels()} />;
}
