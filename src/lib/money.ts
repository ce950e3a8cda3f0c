/**
 * Money is integer kuruş everywhere; this is the one place it becomes text, and the one
 * rounding rule. Everything here takes and returns safe integers and throws on anything else,
 * because a fractional kuruş reaching this point is a bug upstream, not a value to display.
 */

export interface Currency {
  name: string;
  symbol: string;
  template: string;
}

export const defaultCurrency: Currency = { name: "TL", symbol: "₺", template: "{{price}} {{name}}" };

function assertKurus(value: number, label = "amount"): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} must be a safe integer of kuruş, got ${value}`);
}

// Building the formatter is far slower than using it, and prices are formatted in long lists.
let trFormatter: Intl.NumberFormat | undefined;
function formatter(): Intl.NumberFormat {
  trFormatter ??= new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return trFormatter;
}

/** Exact decimal lira string for machines (JSON-LD offers.price): 123456 -> "1234.56", -5 -> "-0.05". */
export function kurusToDecimalString(kurus: number): string {
  assertKurus(kurus);
  const abs = Math.abs(kurus);
  const lira = Math.trunc(abs / 100);
  const rest = abs - lira * 100;
  return `${kurus < 0 ? "-" : ""}${lira}.${String(rest).padStart(2, "0")}`;
}

const PLACEHOLDER = /\{\{(price|name|symbol)\}\}/g;

/**
 * "1.234.567,89 TL" by the currency template. The formatter gets the exact decimal
 * string rather than kurus / 100, so amounts beyond 2^53 / 100 lira cannot pick up binary
 * rounding error. One pass over the template, so a currency name that itself looks like a
 * placeholder is not expanded again.
 */
export function formatPrice(kurus: number, currency: Currency = defaultCurrency): string {
  const price = formatter().format(kurusToDecimalString(kurus) as `${number}`);
  const values = { price, name: currency.name, symbol: currency.symbol };
  return currency.template.replace(PLACEHOLDER, (_, key: keyof typeof values) => values[key]);
}

/** For short labels (price filter ranges): whole lira without ",00" ("1.000 TL"), any other amount as formatPrice. */
export function formatPriceShort(kurus: number, currency: Currency = defaultCurrency): string {
  const full = formatPrice(kurus, currency);
  return kurus % 100 === 0 ? full.replace(/,00(?=\D*$)/, "") : full;
}

/**
 * Rounds to the nearest integer, halves away from zero (1.5 -> 2, -1.5 -> -2), so a refund
 * rounds exactly like the charge it reverses. Meant for values that are already exact; for
 * ratios use {@link divideHalfUp}, which never goes through a binary fraction.
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${value}`);
  const rounded = Math.floor(Math.abs(value) + 0.5);
  return value < 0 ? -rounded : rounded;
}

/** numerator / denominator rounded half away from zero, in integer arithmetic only. */
export function divideHalfUp(numerator: number, denominator: number): number {
  assertKurus(numerator, "numerator");
  assertKurus(denominator, "denominator");
  if (denominator === 0) throw new RangeError("division by zero");
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  const rounded = remainder * 2 >= d ? quotient + 1 : quotient;
  return negative ? -rounded : rounded;
}

// Percentages are handled in hundredths of a percent (basis points) so that 18.5 % and 0.1 %
// are exact integers and the division happens once, in divideHalfUp.
function toBasisPoints(percent: number): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(bp - percent * 100) > 1e-6) {
    throw new RangeError(`percent must have at most two decimals, got ${percent}`);
  }
  return bp;
}

/** percent % of an amount, rounded half-up to whole kuruş: percentOf(1005, 15) -> 151. */
export function percentOf(amountKurus: number, percent: number): number {
  assertKurus(amountKurus);
  return divideHalfUp(amountKurus * toBasisPoints(percent), 10_000);
}

/**
 * The tax inside a tax-inclusive gross amount: gross × rate / (100 + rate), rounded half-up to
 * whole kuruş. taxIncluded(12000, 20) -> 2000; the net is then gross minus this, so the two
 * parts always add back up to the gross.
 */
export function taxIncluded(grossKurus: number, ratePercent: number): number {
  assertKurus(grossKurus);
  const bp = toBasisPoints(ratePercent);
  if (bp < 0) throw new RangeError(`tax rate cannot be negative, got ${ratePercent}`);
  return divideHalfUp(grossKurus * bp, 10_000 + bp);
}

/** A decimal lira amount as a payment provider writes it (1234.5, "1234.50") -> kuruş; null for anything else. */
export function decimalToKurus(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^\d{1,12}(\.\d{1,8})?$/.test(text)) return null;
  const [lira, fraction = ""] = text.split(".");
  if (/[1-9]/.test(fraction.slice(2))) return null;
  return Number(lira) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
}

/**
 * Splits `total` kuruş over parts in proportion to their weights (largest remainder), so the parts add up to the
 * total exactly; a basket whose items must sum to the price it asks for, after a discount, say.
 */
export function splitProportionally(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0) throw new RangeError("weights must add up to more than zero");
  const exact = weights.map((w) => (w * total) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, p) => a + p, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
