import { describe, expect, it } from "vitest";
import { lineValues, returnRefund } from "./return-refund";

// 3 × 100,00 TL and 1 × 300,00 TL, a 60,00 TL coupon, 49,90 TL delivery, a 24,01 TL card surcharge.
const order = {
  lines: [
    { id: 1, lineTotal: 300_00, quantity: 3, taxRate: 20 },
    { id: 2, lineTotal: 300_00, quantity: 1, taxRate: 20 },
  ],
  pricesIncludeTax: true,
  discountTotal: 60_00,
  dueDifference: 24_01,
  grandTotal: 600_00 - 60_00 + 49_90,
};
const map = (entries: [number, number][]) => new Map(entries);

describe("return refunds", () => {
  it("shares the coupon by line value and the surcharge over what is left of the lines and the fees", () => {
    // 24,01 TL over 270 + 270 + 49,90 TL: 10,99 + 10,99 + 2,03 (the two kuruş left go to the largest remainders).
    expect(lineValues(order)).toEqual([270_00 + 10_99, 270_00 + 10_99]);
  });

  it("pays back one unit of a line: its share of the discount taken off, of the surcharge added", () => {
    expect(returnRefund(order, map([]), map([[1, 1]]))).toBe(93_66);
  });

  it("adds up, return after return, to exactly what was paid, the fees coming back with the last unit", () => {
    const first = returnRefund(order, map([]), map([[1, 1]]));
    const second = returnRefund(order, map([[1, 1]]), map([[1, 1]]));
    const last = returnRefund(
      order,
      map([[1, 2]]),
      map([
        [1, 1],
        [2, 1],
      ]),
    );
    expect([first, second]).toEqual([93_66, 93_67]);
    expect(first + second + last).toBe(order.grandTotal + order.dueDifference);
    expect(last).toBe(93_66 + 280_99 + 49_90 + 2_03);
  });

  it("a whole order returned at once is its grand total and surcharge", () => {
    const all = map([
      [1, 3],
      [2, 1],
    ]);
    expect(returnRefund(order, map([]), all)).toBe(order.grandTotal + order.dueDifference);
    expect(returnRefund({ ...order, discountTotal: 0, dueDifference: 0, grandTotal: 600_00 }, map([]), all)).toBe(600_00);
  });

  it("adds each line's KDV to its worth when the shop writes prices net of KDV", () => {
    // The same goods written net: 250 TL of 10 % goods and 250 TL of 20 % goods, a 50 TL (net) coupon; the grand
    // total is gross: 225 × 1,10 + 225 × 1,20 + 49,90 TL delivery.
    const net = {
      lines: [
        { id: 1, lineTotal: 250_00, quantity: 2, taxRate: 10 },
        { id: 2, lineTotal: 250_00, quantity: 1, taxRate: 20 },
      ],
      pricesIncludeTax: false,
      discountTotal: 50_00,
      dueDifference: 0,
      grandTotal: 247_50 + 270_00 + 49_90,
    };
    expect(lineValues(net)).toEqual([247_50, 270_00]);
    expect(returnRefund(net, map([]), map([[1, 1]]))).toBe(123_75);
    expect(
      returnRefund(
        net,
        map([]),
        map([
          [1, 2],
          [2, 1],
        ]),
      ),
    ).toBe(net.grandTotal);
  });
});
