import "server-only";

export { homePage } from "@/server/catalog/home";
export { listProducts } from "@/server/catalog/listing";
export { getProductDetail } from "@/server/catalog/product-detail";
export { shopperPricing, withOwnListPrices } from "@/server/catalog/shopper-price";
export { sitemapPaths } from "@/server/catalog/sitemap";
export { resolveCatalogSlug } from "@/server/catalog/slugs";
export { categoryTrail } from "@/server/catalog/snapshot";
