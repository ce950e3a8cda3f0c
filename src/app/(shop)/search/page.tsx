import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { normalizeSearchQuery } from "@/lib/search-query";
import { SearchResultsView } from "@/modules/search/templates/search-results-view";
import { cardSocialActions } from "@/modules/social/components/product-social-actions";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = normalizeSearchQuery(first((await searchParams).query));
  // Result pages are endless variations of the catalogue: not for search engines.
  return { title: query ? t("search:page.title", { query }) : t("search:page.emptyTitle"), robots: { index: false, follow: true } };
}

/** /search?query={text}, the full results of a search. */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  return <SearchResultsView query={normalizeSearchQuery(first(params.query))} params={params} cardAction={cardSocialActions} />;
}
