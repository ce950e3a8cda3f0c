import { percentOf, taxIncluded } from "./money";

/**
 * Cart and order totals, in integer kuruş, computed in one place for the cart answer and for the
 * order (docs/API.md "Totals"). Catalogue prices are tax-inclusive (gross); every amount is derived
 * from them with one rounding rule (half away from zero, via `percentOf` / `taxIncluded`):
 *
 * - KDV is rounded per unit price and multiplied by the quantity, as on an invoice line; the KDV
 *   inside a line's share of a coupon is rounded per line and taken off.
 * - A coupon applies when the goods total (gross, before discount) reaches its minimum; a percent
 *   coupon is rounded once on that total, a fixed one never exceeds it. The discount is shared
 *   over the lines by their value (largest remainder), so the KDV per rate stays exact.
 * - Standard delivery is free when the goods total after discount reaches `freeAbove`; express
 *   always costs its fee. An empty cart costs nothing.
 * - `dueDifference` (vade farkı, the card-installment surcharge) is known only once the card provider has
 *   charged the installments, and is kept on the order (src/server/orders/card-payment.ts): a draft cart has none,
 *   the cart that became a card-paid order is given its order's, and the grand total then includes it.
 * - `taxTotal` is all the KDV the shopper pays: the goods' and the KDV inside the delivery and
 *   cash-on-delivery fees (at `feeTaxRate`), as the invoice shows it.
 *
 * With `pricesIncludeTax: false` the answer shows net unit prices, line totals, sub total,
 * discount and fees, and the KDV is added on top; the grand total is the same either way.
 */

export type CouponKind = "percent" | "fixed";
export type DeliveryType = "standard" | "express";
export type PaymentMethod = "bank_transfer" | "cash_on_delivery" | "card";

export type TotalsLine = { unitPrice: number; originalUnitPrice: number; quantity: number; taxRate: number };
export type TotalsCoupon = { code: string; kind: CouponKind; value: number; minSubtotal: number };
/** Fees are gross (KDV included), like catalogue prices; `feeTaxRate` is the KDV rate inside them (a service's). */
export type DeliveryRules = { standardFee: number; expressFee: number; freeAbove: number; cashOnDeliveryFee: number; feeTaxRate: number };

export type TotalsInput = {
  lines: TotalsLine[];
  coupon?: TotalsCoupon | null;
  deliveryType: DeliveryType;
  paymentMethod?: PaymentMethod | null;
  pricesIncludeTax: boolean;
  delivery: DeliveryRules;
  /** The card surcharge already charged for this cart's order; 0 (unset) before payment. */
  dueDifference?: number;
};

/** A coupon on the cart; `isApplied` false when the goods total fell below its minimum after it was applied. */
export type CartDiscount = { code: string; kind: CouponKind; value: number; minSubtotal: number; amount: number; isApplied: boolean };

export type PricedLine = { unitPrice: number; originalUnitPrice: number; lineTotal: number };

export type Totals = {
  subTotal: number;
  discountTotal: number;
  taxTotal: number;
  deliveryTotal: number;
  cashOnDeliveryServiceFee: number;
  dueDifference: number;
  grandTotal: number;
  itemCount: number;
  productCount: number;
  discounts: CartDiscount[];
  /** Display prices of each input line, in input order (net when prices are shown without tax). */
  lines: PricedLine[];
};

/** The goods total a coupon minimum is checked against: gross, before discount. */
export const goodsTotal = (lines: Pick<TotalsLine, "unitPrice" | "quantity">[]) =>
  lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);

/** Whether a coupon's minimum is met by this goods total (gross, before discount). */
export const couponMinimumMet = (coupon: Pick<TotalsCoupon, "minSubtotal">, goods: number) => goods >= coupon.minSubtotal;

function couponAmount(coupon: TotalsCoupon, goods: number): number {
  if (!couponMinimumMet(coupon, goods)) return 0;
  const amount = coupon.kind === "percent" ? percentOf(goods, coupon.value) : coupon.value;
  return Math.min(Math.max(amount, 0), goods);
}

/** Shares `amount` over `weights` in proportion, in whole kuruş, summing exactly to `amount` (largest remainder). */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  // BigInt: amount × weight can pass 2^53 for large carts.
  const big = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = big.map((b) => Number(b / BigInt(total)));
  const order = big
    .map((b, i) => ({ i, rest: b % BigInt(total) }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

function deliveryFee(rules: DeliveryRules, type: DeliveryType, goodsAfterDiscount: number, empty: boolean): number {
  if (empty) return 0;
  if (type === "express") return rules.expressFee;
  return goodsAfterDiscount >= rules.freeAbove ? 0 : rules.standardFee;
}

const net = (gross: number, rate: number) => gross - taxIncluded(gross, rate);

/** What KDV is reckoned on: gross lines, the gross discount over them, and each gross fee (delivery, cash on delivery) at the fees' one rate. */
export type TaxBasis = {
  lines: Pick<TotalsLine, "unitPrice" | "quantity" | "taxRate">[];
  discountGross: number;
  fees: number[];
  feeRate: number;
};

/** One KDV rate's share of an order: its gross amount after discount and the KDV inside it. */
export type RateTax = { rate: number; gross: number; tax: number };

/**
 * The KDV per rate, by the rules above (per unit, the coupon's share per line taken off, the fees at their rate),
 * ordered by rate; its taxes sum to the totals' `taxTotal` and its gross amounts to the grand total less the card surcharge.
 */
export function taxByRate({ lines, discountGross, fees, feeRate }: TaxBasis): RateTax[] {
  const shares = allocate(
    discountGross,
    lines.map((l) => l.unitPrice * l.quantity),
  );
  const byRate = new Map<number, RateTax>();
  const add = (rate: number, gross: number, tax: number) => {
    const row = byRate.get(rate) ?? { rate, gross: 0, tax: 0 };
    byRate.set(rate, { rate, gross: row.gross + gross, tax: row.tax + tax });
  };
  lines.forEach((l, i) => {
    const share = shares[i] ?? 0;
    add(l.taxRate, l.unitPrice * l.quantity - share, taxIncluded(l.unitPrice, l.taxRate) * l.quantity - taxIncluded(share, l.taxRate));
  });
  for (const fee of fees) if (fee > 0) add(feeRate, fee, taxIncluded(fee, feeRate));
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

export function computeTotals(input: TotalsInput): Totals {
  const { lines, coupon, pricesIncludeTax } = input;
  const grossLines = lines.map((l) => l.unitPrice * l.quantity);
  const goods = goodsTotal(lines);
  const discountGross = coupon ? couponAmount(coupon, goods) : 0;
  const shares = allocate(discountGross, grossLines);
  const shareTax = lines.map((l, i) => taxIncluded(shares[i] ?? 0, l.taxRate));

  const empty = lines.length === 0;
  const goodsAfterDiscount = goods - discountGross;
  const deliveryGross = deliveryFee(input.delivery, input.deliveryType, goodsAfterDiscount, empty);
  const codGross = !empty && input.paymentMethod === "cash_on_delivery" ? input.delivery.cashOnDeliveryFee : 0;
  const feeRate = input.delivery.feeTaxRate;
  const taxTotal = taxByRate({ lines, discountGross, fees: [deliveryGross, codGross], feeRate }).reduce((sum, r) => sum + r.tax, 0);
  const shownFee = (gross: number) => (pricesIncludeTax ? gross : net(gross, feeRate));
  const deliveryTotal = shownFee(deliveryGross);
  const cashOnDeliveryServiceFee = shownFee(codGross);
  const dueDifference = input.dueDifference ?? 0;

  const priced: PricedLine[] = lines.map((l, i) => {
    if (pricesIncludeTax) return { unitPrice: l.unitPrice, originalUnitPrice: l.originalUnitPrice, lineTotal: grossLines[i] ?? 0 };
    const unitNet = net(l.unitPrice, l.taxRate);
    return { unitPrice: unitNet, originalUnitPrice: net(l.originalUnitPrice, l.taxRate), lineTotal: unitNet * l.quantity };
  });
  const subTotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  const discountTotal = pricesIncludeTax ? discountGross : discountGross - shareTax.reduce((sum, v) => sum + v, 0);

  return {
    subTotal,
    discountTotal,
    taxTotal,
    deliveryTotal,
    cashOnDeliveryServiceFee,
    dueDifference,
    grandTotal: goodsAfterDiscount + deliveryGross + codGross + dueDifference,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    productCount: lines.length,
    discounts: coupon
      ? [
          {
            code: coupon.code,
            kind: coupon.kind,
            value: coupon.value,
            minSubtotal: coupon.minSubtotal,
            amount: discountTotal,
            isApplied: couponMinimumMet(coupon, goods),
          },
        ]
      : [],
    lines: priced,
  };
}
