import "server-only";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { t } from "@/i18n/server";
import { decodeOrNull } from "@/lib/uri";
import { encodeVariantSlug } from "@/lib/variant-slug";
import { categoryTrail, getProductDetail, listProducts, resolveCatalogSlug } from "@/modules/catalog/data";
import type { Listing } from "@/server/catalog/listing";
import type { ProductDetail, ProductVariant } from "@/server/catalog/product-detail";
import { CAMPAIGNS_PATH, type SearchParamsInput } from "@/shared/catalog/listing-query";
import type { Crumb } from "./structured-data";
import { chooseVariant } from "./variant-selection";

export type ListingView = {
  kind: "listing";
  title: string;
  description: string;
  trail: Crumb[];
  basePath: string;
  listing: Listing;
  image: string | null;
  subcategories: { name: string; path: string }[];
};

export type ProductView = {
  kind: "product";
  product: ProductDetail;
  variant: ProductVariant | undefined;
  path: string;
  variantLabel: string | null;
};

const safeDecode = (s: string) => decodeOrNull(s) ?? s;

async function productView(
  productId: number,
  requested: string,
  attributes: Record<string, string>,
  malformed: boolean,
): Promise<ProductView> {
  const product = await getProductDetail(productId);
  if (!product) notFound();
  // A variant suffix that does not decode, or names no variant, leads back to the product itself.
  if (malformed) redirect(`/${product.slug}`);
  const choice = chooseVariant(product.variants, attributes);
  if ("unknown" in choice) redirect(`/${product.slug}`);
  const { variant, fromUrl } = choice;
  const path = fromUrl && variant ? `/${encodeVariantSlug(product.slug, variant.attributes)}` : `/${product.slug}`;
  // One URL per selection: pairs in another order move to the canonical spelling. A Location
  // header must be ASCII, so letters such as "ı" travel percent-encoded.
  if (path.slice(1) !== safeDecode(requested)) permanentRedirect(encodeURI(path));
  return {
    kind: "product",
    product,
    variant,
    path,
    variantLabel: fromUrl && variant ? Object.values(variant.attributes).join(", ") : null,
  };
}

/** What `/kampanyalar` shows: every discounted product, filtered, sorted and paged like any listing. */
export async function loadCampaignsView(searchParams: SearchParamsInput): Promise<ListingView> {
  const listing = await listProducts({ kind: "discounted" }, searchParams);
  const title = t("catalog:campaigns.title");
  return {
    kind: "listing",
    title,
    description: t("catalog:campaigns.description"),
    trail: [{ name: title, path: CAMPAIGNS_PATH }],
    basePath: CAMPAIGNS_PATH,
    listing,
    image: null,
    subcategories: [],
  };
}

/** What `/{slug}` shows, with the listing for the URL's filters; unknown slugs end in notFound(). */
export async function loadCatalogView(slug: string, searchParams: SearchParamsInput): Promise<ListingView | ProductView> {
  const page = await resolveCatalogSlug(slug);
  if (!page) notFound();
  if (page.type === "product") return productView(page.productId, slug, page.attributes, page.malformed);

  const basePath = `/${slug}`;
  if (page.type === "brand") {
    const { brand } = page;
    const listing = await listProducts({ kind: "brand", brandId: brand.id }, searchParams);
    return {
      kind: "listing",
      title: brand.name,
      description: brand.description,
      trail: [{ name: brand.name, path: basePath }],
      basePath,
      listing,
      image: brand.logo,
      subcategories: [],
    };
  }
  const { category, snapshot } = page;
  const listing = await listProducts({ kind: "category", categoryId: category.id }, searchParams);
  const subcategories = category.childIds
    .flatMap((id) => snapshot.categories.get(id) ?? [])
    .map((c) => ({ name: c.name, path: `/${c.slug}` }));
  const trail = categoryTrail(snapshot, category.id).map((c) => ({ name: c.name, path: `/${c.slug}` }));
  return {
    kind: "listing",
    title: category.name,
    description: category.description,
    trail,
    basePath,
    listing,
    image: category.image,
    subcategories,
  };
}
