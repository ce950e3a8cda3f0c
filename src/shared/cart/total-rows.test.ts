import { describe, expect, it } from "vitest";
import { totalRows, totalRowText } from "./total-rows";

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
