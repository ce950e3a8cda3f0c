import type { Metadata } from "next";
import { loadCampaignsView } from "@/modules/catalog/catalog-view";
import { listingMetadata } from "@/modules/catalog/metadata";
import { ListingPage } from "@/modules/catalog/templates/listing-page";
import { cardSocialActions } from "@/modules/social/components/product-social-actions";
import { expandedFacet, type SearchParamsInput } from "@/shared/catalog/listing-query";

type Props = { searchParams: Promise<SearchParamsInput> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const view = await loadCampaignsView(await searchParams);
  return listingMetadata({
    name: view.title,
    description: view.description,
    basePath: view.basePath,
    query: view.listing.query,
    page: view.listing.page,
    image: null,
  });
}

/** `/kampanyalar`: every discounted product, as a listing with its own filters and pages. */
export default async function CampaignsPage({ searchParams }: Props) {
  const query = await searchParams;
  const view = await loadCampaignsView(query);
  return (
    <ListingPage
      title={view.title}
      description={view.description}
      trail={view.trail}
      basePath={view.basePath}
      listing={view.listing}
      cardAction={cardSocialActions}
      expanded={expandedFacet(query)}
    />
  );
}
