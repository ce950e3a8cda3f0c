import "server-only";

export { homePage } from "@/server/catalog/home";
export { listProducts } from "@/server/catalog/listing";
export { getAdminBrand, listAdminBrands } from "@/server/catalog/manage/brands";
export { catalogSections, getAdminCategory, listAdminCategories } from "@/server/catalog/manage/categories";
export { productParcel } from "@/server/catalog/manage/parcel";
export { isPriceOnRequest } from "@/server/catalog/manage/price-on-request";
export { getProductMedia } from "@/server/catalog/manage/product-media";
export { getAdminProduct, listAdminProducts } from "@/server/catalog/manage/products";
export { productBusinessPrices } from "@/server/catalog/manage/volume-prices";
export { isWithdrawalExcluded } from "@/server/catalog/manage/withdrawal";
export { getProductDetail } from "@/server/catalog/product-detail";
export { shopperPricing, withOwnListPrices } from "@/server/catalog/shopper-price";
export { sitemapPaths } from "@/server/catalog/sitemap";
export { resolveCatalogSlug } from "@/server/catalog/slugs";
export { categoryTrail } from "@/server/catalog/snapshot";
