/** The amount rows shown above a grand total (cart, checkout, confirmation page and mail), in one order, by one rule. */
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
