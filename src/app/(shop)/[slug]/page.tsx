import type { Metadata } from "next";
import { loadCatalogView } from "@/modules/catalog/catalog-view";
import { listingMetadata, productMetadata } from "@/modules/catalog/metadata";
import { ownOfferPrice } from "@/modules/catalog/shopper-prices";
import { ListingPage } from "@/modules/catalog/templates/listing-page";
import { ProductDetailTemplate, shownOffer } from "@/modules/catalog/templates/product-detail";
import {
  cardSocialActions,
  ProductReviewAction,
  ProductSocialActions,
  productSummary,
} from "@/modules/social/components/product-social-actions";
import { expandedFacet, type SearchParamsInput } from "@/shared/catalog/listing-query";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParamsInput> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const view = await loadCatalogView((await params).slug, await searchParams);
  if (view.kind === "product") {
    const { product, variantLabel } = view;
    return productMetadata({
      name: product.name,
      description: product.shortDescription,
      basePath: `/${product.slug}`,
      image: product.images[0]?.src ?? null,
      variantLabel,
    });
  }
  return listingMetadata({
    name: view.title,
    description: view.description,
    basePath: view.basePath,
    query: view.listing.query,
    page: view.listing.page,
    image: view.image,
  });
}

/** `/{slug}`: a section, category, brand or product page, picked from the database. */
export default async function CatalogSlugPage({ params, searchParams }: Props) {
  const query = await searchParams;
  const view = await loadCatalogView((await params).slug, query);
  if (view.kind === "product") {
    const summary = productSummary(view.product, view.variant);
    const offer = shownOffer(view.product, view.variant);
    return (
      <ProductDetailTemplate
        product={view.product}
        variant={view.variant}
        path={view.path}
        ownPrice={await ownOfferPrice(view.product, view.variant?.id ?? null, offer.salesPrice)}
        slots={{
          actions: <ProductSocialActions product={summary} soldOut={offer.stock <= 0} />,
          reviewAction: <ProductReviewAction product={summary} />,
        }}
      />
    );
  }
  return (
    <ListingPage
      title={view.title}
      description={view.description}
      trail={view.trail}
      basePath={view.basePath}
      listing={view.listing}
      subcategories={view.subcategories}
      cardAction={cardSocialActions}
      expanded={expandedFacet(query)}
    />
  );
}
