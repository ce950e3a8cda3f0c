import "server-only";
import { currentUser } from "@/modules/account/session";
import { shopperPricing, withOwnListPrices } from "@/modules/catalog/data";
import type { ProductDetail } from "@/server/catalog/product-detail";
import type { ProductListItem } from "@/server/catalog/snapshot";
import type { OwnPrice } from "./components/price";

/**
 * The signed-in customer's own prices on what a page shows, applied per request on copies of the shared (cached,
 * public) data. Guests and customers in no group get the data untouched. The guests' page cache renders without
 * the visitor's cookies, so a page it stores never holds anybody's own price.
 */

/** Listed products (cards) with the customer's price for one unit of the listed variant. */
export async function withOwnPrices(products: ProductListItem[]): Promise<ProductListItem[]> {
  return withOwnListPrices((await currentUser())?.id ?? null, products);
}

/** The customer's price for one unit of the product page's offer (the chosen variant's, else the product's), or null. */
export async function ownOfferPrice(product: ProductDetail, variantId: number | null, publicPrice: number): Promise<OwnPrice | null> {
  const user = await currentUser();
  if (!user) return null;
  const pricing = await shopperPricing(user.id, [product.id], { withVolume: false });
  if (!pricing.group) return null;
  const own = pricing.unitPrice({ productId: product.id, variantId, quantity: 1, publicPrice });
  return own.kind === "public" ? null : { price: own.price, group: pricing.group.name };
}
