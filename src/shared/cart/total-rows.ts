/**
 * The amount rows shown above a grand total (cart, checkout, confirmation page, My Orders, the mail, the contracts and
 * the proforma), in one order, by one rule.
 */
export type TotalKey = "subTotal" | "discountTotal" | "taxTotal" | "deliveryTotal" | "cashOnDeliveryServiceFee" | "dueDifference";
export type TotalAmounts = Record<Exclude<TotalKey, "dueDifference">, number> & { dueDifference?: number };

/** The discount is negative; KDV gets its own row only when prices exclude it; zero fees and discounts are left out (delivery never is). */
export type TotalRow = { key: TotalKey; amount: number };

export function totalRows(a: TotalAmounts, pricesIncludeTax: boolean): TotalRow[] {
  const rows: TotalRow[] = [{ key: "subTotal", amount: a.subTotal }];
  if (a.discountTotal > 0) rows.push({ key: "discountTotal", amount: -a.discountTotal });
  if (!pricesIncludeTax) rows.push({ key: "taxTotal", amount: a.taxTotal });
  rows.push({ key: "deliveryTotal", amount: a.deliveryTotal });
  if (a.cashOnDeliveryServiceFee > 0) rows.push({ key: "cashOnDeliveryServiceFee", amount: a.cashOnDeliveryServiceFee });
  if (a.dueDifference) rows.push({ key: "dueDifference", amount: a.dueDifference });
  return rows;
}

/** A row's amount as written: a delivery that costs nothing says "Ücretsiz" (cart:totals.deliveryFree), everywhere alike. */
export function totalRowText({ key, amount }: TotalRow, t: (key: string) => string, price: (kurus: number) => string): string {
  return key === "deliveryTotal" && amount === 0 ? t("cart:totals.deliveryFree") : price(amount);
}

type Translate = (key: string, params?: { code: string }) => string;
type Price = (kurus: number) => string;

/** A row's label: the discount names the order's coupon when it has one ("İndirim (KARGO250)"). */
export const totalRowLabel = ({ key }: TotalRow, t: Translate, couponCode?: string | null) =>
  key === "discountTotal" && couponCode ? t("cart:totals.couponDiscount", { code: couponCode }) : t(`cart:totals.${key}`);

type OrderAmounts = TotalAmounts & { couponCode?: string | null };

/** The amount rows as a document prints them, label and amount: the contracts, then {@link documentTotals}. */
export const labelledTotalRows = (a: OrderAmounts, pricesIncludeTax: boolean, t: Translate, price: Price) =>
  totalRows(a, pricesIncludeTax).map((row) => ({ name: totalRowLabel(row, t, a.couponCode), value: totalRowText(row, t, price) }));

/** The amount rows, the grand total and, when prices include KDV, the KDV inside it: what the mail and the proforma print. */
export const documentTotals = (a: OrderAmounts & { grandTotal: number }, pricesIncludeTax: boolean, t: Translate, price: Price) => [
  ...labelledTotalRows(a, pricesIncludeTax, t, price),
  { name: t("cart:totals.grandTotal"), value: price(a.grandTotal) },
  ...(pricesIncludeTax ? [{ name: t("cart:totals.taxIncluded"), value: price(a.taxTotal) }] : []),
];
