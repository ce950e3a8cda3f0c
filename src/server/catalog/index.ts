/**
 * The catalogue's face: what another domain may use of the catalogue (shopper prices, the snapshot of products).
 * Another domain of src/server imports only this file; inside the domain, files import each other freely.
 */
export { importProductsCsv } from "./manage/product-csv";
export { updateProduct } from "./manage/products";
export { assertVariantsOf } from "./manage/variants";
export { loadPriceRule } from "./price-history";
export { shopperPricing } from "./shopper-price";
export { catalogSnapshot, type ProductListItem } from "./snapshot";
