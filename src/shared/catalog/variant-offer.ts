/**
 * Which variant a product is offered at: the product page opens on it and cards show its price.
 * Pure and shared, so the page, the listings and the tests agree on one rule.
 */

export type VariantLike = { attributes: Record<string, string>; salesPrice: number; stock: number };

const cheapest = <V extends VariantLike>(list: readonly V[]) =>
  list.reduce<V | undefined>((best, v) => (best === undefined || v.salesPrice < best.salesPrice ? v : best), undefined);

/** The variant shown on the base URL and priced on cards: the cheapest in stock, else the cheapest. */
export function defaultVariant<V extends VariantLike>(variants: readonly V[]): V | undefined {
  return cheapest(variants.filter((v) => v.stock > 0)) ?? cheapest(variants);
}

/** Whether the shopper can pay other prices than the default variant's: cards then say "…'den başlayan". */
export function pricesVary(variants: readonly VariantLike[]): boolean {
  const buyable = variants.some((v) => v.stock > 0) ? variants.filter((v) => v.stock > 0) : variants;
  return new Set(buyable.map((v) => v.salesPrice)).size > 1;
}
