/** A price is discounted when the price before the discount is higher than the one asked. */
export const isDiscounted = (p: { salesPrice: number; unDiscountedSalesPrice: number }) => p.unDiscountedSalesPrice > p.salesPrice;

/** The discount's whole percentage of the price before it, as a badge shows it. */
export function discountPercent(p: { salesPrice: number; unDiscountedSalesPrice: number }): number {
  if (!isDiscounted(p) || p.unDiscountedSalesPrice === 0) return 0;
  return Math.round(((p.unDiscountedSalesPrice - p.salesPrice) * 100) / p.unDiscountedSalesPrice);
}
