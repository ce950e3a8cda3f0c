/** The amount rows shown above a grand total (cart, checkout, confirmation page and mail), in one order, by one rule. */
export type TotalKey = "subTotal" | "discountTotal" | "taxTotal" | "deliveryTotal" | "cashOnDeliveryServiceFee" | "dueDifference";
export type TotalAmounts = Record<Exclude<TotalKey, "dueDifference">, number> & { dueDifference?: number };

/** The discount is negative; KDV gets its own row only when prices exclude it; zero fees and discounts are left out (delivery never is). */
export function totalRows(a: TotalAmounts, pricesIncludeTax: boolean): { key: TotalKey; amount: number }[] {
  const rows: { key: TotalKey; amount: number }[] = [{ key: "subTotal", amount: a.subTotal }];
  if (a.discountTotal > 0) rows.push({ key: "discountTotal", amount: -a.discountTotal });
  if (!pricesIncludeTax) rows.push({ key: "taxTotal", amount: a.taxTotal });
  rows.push({ key: "deliveryTotal", amount: a.deliveryTotal });
  if (a.cashOnDeliveryServiceFee > 0) rows.push({ key: "cashOnDeliveryServiceFee", amount: a.cashOnDeliveryServiceFee });
  if (a.dueDifference) rows.push({ key: "dueDifference", amount: a.dueDifference });
  return rows;
}
