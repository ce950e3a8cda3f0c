import { percentOf } from "./money";

/**
 * The one rule for what a shopper pays per unit (docs/PRODUCT.md, "Business prices"), pure so that it is tested on
 * its own: the public price, a customer group's price (its fixed price for the item, else its percentage off the
 * public price) and the volume break the quantity reaches; the lowest of them wins, and a special price never
 * costs more than the public one. On a tie the public price is named, then the group's.
 */

/** From `minQuantity` units in one line, each costs `price`. */
export type PriceBreak = { minQuantity: number; price: number };
/** What a customer's group gives on one item: its fixed price (null for none) and its percentage off. */
export type GroupTerms = { discountPercent: number; fixedPrice: number | null };
export type PriceKind = "public" | "group" | "volume";
export type UnitPrice = { price: number; kind: PriceKind };

export function groupPrice(publicPrice: number, terms: GroupTerms | null): number | null {
  if (!terms) return null;
  if (terms.fixedPrice !== null) return terms.fixedPrice;
  return terms.discountPercent > 0 ? publicPrice - percentOf(publicPrice, terms.discountPercent) : null;
}

/** The price of the highest break `quantity` reaches, or null below the first. */
export function breakPrice(breaks: readonly PriceBreak[], quantity: number): number | null {
  let best: PriceBreak | null = null;
  for (const b of breaks) if (quantity >= b.minQuantity && (best === null || b.minQuantity > best.minQuantity)) best = b;
  return best?.price ?? null;
}

export function resolveUnitPrice(
  publicPrice: number,
  quantity: number,
  group: GroupTerms | null,
  breaks: readonly PriceBreak[],
): UnitPrice {
  let best: UnitPrice = { price: publicPrice, kind: "public" };
  const candidates: [number | null, PriceKind][] = [
    [groupPrice(publicPrice, group), "group"],
    [breakPrice(breaks, quantity), "volume"],
  ];
  for (const [price, kind] of candidates) if (price !== null && price < best.price) best = { price, kind };
  return best;
}
