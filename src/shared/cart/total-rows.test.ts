import { describe, expect, it } from "vitest";
import { documentTotals, totalRows, totalRowText } from "./total-rows";

const amounts = { subTotal: 600_000, discountTotal: 0, taxTotal: 100_000, deliveryTotal: 0, cashOnDeliveryServiceFee: 0 };
const t = (key: string) => `[${key}]`;
const price = (kurus: number) => `${kurus / 100} TL`;

describe("totalRowText", () => {
  it("writes a delivery that costs nothing as free, as the cart does, and any other amount as a price", () => {
    const [sub, delivery] = totalRows(amounts, true);
    expect(totalRowText(delivery!, t, price)).toBe("[cart:totals.deliveryFree]");
    expect(totalRowText(sub!, t, price)).toBe("6000 TL");
    expect(totalRowText({ key: "deliveryTotal", amount: 14_900 }, t, price)).toBe("149 TL");
  });
});

describe("documentTotals", () => {
  const order = { ...amounts, discountTotal: 25_000, deliveryTotal: 14_900, grandTotal: 589_900, couponCode: "KARGO250" };
  const tp = (key: string, params?: { code: string }) => `[${key}${params ? ` ${params.code}` : ""}]`;

  it("prints the order's rows with its coupon, then the total and the KDV inside it", () => {
    expect(documentTotals(order, true, tp, price)).toEqual([
      { name: "[cart:totals.subTotal]", value: "6000 TL" },
      { name: "[cart:totals.couponDiscount KARGO250]", value: "-250 TL" },
      { name: "[cart:totals.deliveryTotal]", value: "149 TL" },
      { name: "[cart:totals.grandTotal]", value: "5899 TL" },
      { name: "[cart:totals.taxIncluded]", value: "1000 TL" },
    ]);
  });

  it("names a discount without a coupon plainly and gives KDV its row when prices exclude it", () => {
    expect(documentTotals({ ...order, couponCode: null }, false, tp, price).map((row) => row.name)).toEqual([
      "[cart:totals.subTotal]",
      "[cart:totals.discountTotal]",
      "[cart:totals.taxTotal]",
      "[cart:totals.deliveryTotal]",
      "[cart:totals.grandTotal]",
    ]);
  });
});
