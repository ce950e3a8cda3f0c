/**
 * The 30-day rule for a discount (Ticari Reklam ve Haksız Ticari Uygulamalar Yönetmeliği): the price a discount is
 * compared with is the lowest price applied in the 30 days before the discount began. The shop shows a struck
 * "previous" price only then, never above the staff's list price, and only for the first 30 days of the discounted
 * price: after that the discounted price has itself been the lowest of the last 30 days and is the ordinary price.
 */

export const PRICE_RULE_DAYS = 30;
export const PRICE_RULE_MS = PRICE_RULE_DAYS * 86_400_000;

/** A price and the moment it took effect (epoch ms). */
export type PricePeriod = { price: number; startsAt: number };

/** Where the run of the current price began: the start of the latest period, or of the same price before it. */
function currentRunStart(periods: readonly PricePeriod[]): number {
  let i = periods.length - 1;
  while (i > 0 && periods[i - 1]?.price === periods[i]?.price) i--;
  return i;
}

/**
 * The struck-through price the shop may show beside `salesPrice` at `now`, or null for none.
 * `history` is the item's prices, oldest first; a period lasts until the next one starts.
 */
export function lawfulPreviousPrice(history: readonly PricePeriod[], salesPrice: number, listPrice: number, now: number): number | null {
  const periods = history.filter((p) => p.startsAt <= now);
  const current = periods.at(-1);
  if (!current || current.price !== salesPrice) return null;
  const run = currentRunStart(periods);
  const discountStart = (periods[run] as PricePeriod).startsAt;
  if (now >= discountStart + PRICE_RULE_MS) return null;
  const windowStart = discountStart - PRICE_RULE_MS;
  let lowest: number | null = null;
  for (let i = 0; i < run; i++) {
    const end = (periods[i + 1] as PricePeriod).startsAt;
    const price = (periods[i] as PricePeriod).price;
    if (end > windowStart && (lowest === null || price < lowest)) lowest = price;
  }
  if (lowest === null) return null;
  const previous = Math.min(lowest, listPrice);
  return previous > salesPrice ? previous : null;
}
