import { allocate } from "./cart-totals";

/**
 * What an approved return pays back, in kuruş, KDV included:
 *
 * - The coupon's discount is shared over the lines by their value, as at checkout (`allocate`), and the card
 *   surcharge (vade farkı) over what it was charged on: what is left of each line, and the fees. A line is worth
 *   its total less its share of the discount plus its share of the surcharge. KDV is inside those amounts, so the
 *   refund includes it.
 * - A unit is worth its line's value over its quantity, rounded so that the units returned so far are always worth
 *   round(value × returned ÷ quantity): returns one after another add up to exactly the line's value.
 * - Delivery and cash-on-delivery fees (with their share of the surcharge) come back with the return that brings
 *   the last unit back (the whole order returned), so that everything returned together is exactly what was paid.
 */

export type ReturnableLine = { id: number; lineTotal: number; quantity: number; taxRate: number };
export type ReturnableOrder = {
  lines: ReturnableLine[];
  /**
   * Whether the lines and the discount were written with KDV inside (the shop's setting). When they were written
   * net, each line's KDV is added to its worth; what rounding leaves over comes back with the last unit.
   */
  pricesIncludeTax: boolean;
  discountTotal: number;
  dueDifference: number;
  /** The order's total before the card surcharge: the goods after discount and the fees. */
  grandTotal: number;
};

/** Each line's worth after its share of the discount and of the card surcharge, in input order. */
export function lineValues(order: ReturnableOrder): number[] {
  const totals = order.lines.map((l) => l.lineTotal);
  const discounts = allocate(order.discountTotal, totals);
  const afterDiscount = order.lines.map((line, i) => {
    const value = line.lineTotal - (discounts[i] ?? 0);
    return order.pricesIncludeTax ? value : Math.round((value * (100 + line.taxRate)) / 100);
  });
  const fees = order.grandTotal - afterDiscount.reduce((sum, v) => sum + v, 0);
  const surcharges = allocate(order.dueDifference, [...afterDiscount, fees]);
  return afterDiscount.map((value, i) => value + (surcharges[i] ?? 0));
}

const worth = (value: number, quantity: number, units: number) => Math.round((value * units) / quantity);

/**
 * The refund for returning `returning` units (by line id), when `before` units (by line id) came back earlier.
 * Quantities beyond a line's are the caller's to refuse.
 */
export function returnRefund(order: ReturnableOrder, before: Map<number, number>, returning: Map<number, number>): number {
  const values = lineValues(order);
  let amount = 0;
  let everyUnitBack = true;
  order.lines.forEach((line, i) => {
    const earlier = before.get(line.id) ?? 0;
    const now = earlier + (returning.get(line.id) ?? 0);
    amount += worth(values[i] ?? 0, line.quantity, now) - worth(values[i] ?? 0, line.quantity, earlier);
    if (now < line.quantity) everyUnitBack = false;
  });
  const rest = order.grandTotal + order.dueDifference - values.reduce((sum, v) => sum + v, 0);
  return everyUnitBack ? amount + rest : amount;
}
