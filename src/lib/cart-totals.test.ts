import { describe, expect, it } from "vitest";
import { allocate, computeTotals, type TotalsInput } from "./cart-totals";

const delivery = { standardFee: 14_900, expressFee: 34_900, freeAbove: 500_000, cashOnDeliveryFee: 4_900, feeTaxRate: 20 };
const line = (unitPrice: number, quantity = 1, taxRate = 20, originalUnitPrice = unitPrice) => ({
  unitPrice,
  quantity,
  taxRate,
  originalUnitPrice,
});
const totals = (overrides: Partial<TotalsInput>) =>
  computeTotals({ lines: [], deliveryType: "standard", pricesIncludeTax: true, delivery, ...overrides });

describe("cart totals", () => {
  it("gives all zeros for an empty cart, even with express delivery and cash on delivery", () => {
    const t = totals({ deliveryType: "express", paymentMethod: "cash_on_delivery" });
    expect(t).toMatchObject({
      subTotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      deliveryTotal: 0,
      cashOnDeliveryServiceFee: 0,
      grandTotal: 0,
      itemCount: 0,
      productCount: 0,
    });
  });

  it("sums line totals, counts items and products, and adds standard delivery below the threshold", () => {
    const t = totals({ lines: [line(120_00, 2), line(50_00, 3)] });
    expect(t.lines.map((l) => l.lineTotal)).toEqual([240_00, 150_00]);
    expect(t).toMatchObject({ subTotal: 390_00, itemCount: 5, productCount: 2, deliveryTotal: 149_00, grandTotal: 539_00 });
  });

  it("computes KDV per product rate, rounded half-up per unit and multiplied by the quantity", () => {
    // 20 % inside 100,01 TL is 16,668… -> 16,67; 10 % inside 55,00 TL is 5,00; 1 % inside 10,00 TL is 0,099… -> 0,10.
    const t = totals({ lines: [line(100_01, 3, 20), line(55_00, 1, 10), line(10_00, 1, 1)] });
    // The 149 TL delivery carries 20 % KDV too: 24,83.
    expect(t.taxTotal).toBe(16_67 * 3 + 5_00 + 10 + 24_83);
  });

  it("counts the KDV inside the delivery and cash-on-delivery fees in the KDV total", () => {
    // 20 % inside 100 TL is 16,67; inside 349 TL express 58,17; inside the 49 TL fee 8,17.
    const cod = totals({ lines: [line(100_00)], deliveryType: "express", paymentMethod: "cash_on_delivery" });
    expect(cod.taxTotal).toBe(16_67 + 58_17 + 8_17);
    expect(totals({ lines: [line(5_000_00)] }).taxTotal).toBe(833_33);
  });

  it("applies a percent coupon rounded half-up to the kuruş and keeps the KDV of the discounted goods", () => {
    const coupon = { code: "HOSGELDIN10", kind: "percent" as const, value: 10, minSubtotal: 1_000_00 };
    // 10 % of 1.234,45 TL = 123,445 -> 123,45
    const t = totals({ lines: [line(1_234_45)], coupon });
    expect(t.discountTotal).toBe(123_45);
    expect(t.discounts).toEqual([{ ...coupon, amount: 123_45, isApplied: true }]);
    // KDV inside 1.234,45 is 205,74; inside the 123,45 discount 20,58.
    expect(t.taxTotal).toBe(205_74 - 20_58 + 24_83);
    expect(t.grandTotal).toBe(1_234_45 - 123_45 + 149_00);
  });

  it("keeps a coupon whose minimum is no longer met on the cart, unapplied", () => {
    const t = totals({ lines: [line(999_99)], coupon: { code: "HOSGELDIN10", kind: "percent", value: 10, minSubtotal: 1_000_00 } });
    expect(t.discountTotal).toBe(0);
    expect(t.discounts[0]).toMatchObject({ amount: 0, isApplied: false });
  });

  it("caps a fixed coupon at the goods total and shares it over lines of different KDV rates", () => {
    const fixed = totals({ lines: [line(100_00)], coupon: { code: "BIG", kind: "fixed", value: 250_00, minSubtotal: 0 } });
    expect(fixed.discountTotal).toBe(100_00);
    expect(fixed.taxTotal).toBe(24_83);

    const mixed = totals({
      lines: [line(3_000_00, 1, 20), line(1_000_00, 1, 10)],
      coupon: { code: "KARGO250", kind: "fixed", value: 250_00, minSubtotal: 2_000_00 },
    });
    // 250 TL shared 3:1 -> 187,50 at 20 % (KDV 31,25) and 62,50 at 10 % (KDV 5,68).
    expect(mixed.discountTotal).toBe(250_00);
    expect(mixed.taxTotal).toBe(500_00 + 90_91 - 31_25 - 5_68 + 24_83);
  });

  it("makes standard delivery free from the threshold after discount, but always charges express", () => {
    expect(totals({ lines: [line(5_000_00)] }).deliveryTotal).toBe(0);
    expect(totals({ lines: [line(4_999_99)] }).deliveryTotal).toBe(149_00);
    const discounted = totals({ lines: [line(5_100_00)], coupon: { code: "X", kind: "fixed", value: 200_00, minSubtotal: 0 } });
    expect(discounted.deliveryTotal).toBe(149_00);
    expect(totals({ lines: [line(9_000_00)], deliveryType: "express" }).deliveryTotal).toBe(349_00);
  });

  it("adds the cash-on-delivery fee only when that payment is chosen", () => {
    expect(totals({ lines: [line(100_00)], paymentMethod: "bank_transfer" }).cashOnDeliveryServiceFee).toBe(0);
    const cod = totals({ lines: [line(100_00)], paymentMethod: "cash_on_delivery" });
    expect(cod.cashOnDeliveryServiceFee).toBe(49_00);
    expect(cod.grandTotal).toBe(100_00 + 149_00 + 49_00);
  });

  it("shows net prices with KDV on top when prices exclude tax, with the same grand total", () => {
    const input = {
      lines: [line(120_00, 3, 20, 150_00), line(33_33, 2, 10)],
      coupon: { code: "P", kind: "percent" as const, value: 15, minSubtotal: 0 },
    };
    const gross = totals(input);
    const netT = totals({ ...input, pricesIncludeTax: false });
    expect(netT.lines[0]).toEqual({ unitPrice: 100_00, originalUnitPrice: 125_00, lineTotal: 300_00 });
    expect(netT.grandTotal).toBe(gross.grandTotal);
    expect(netT.taxTotal).toBe(gross.taxTotal);
    expect(netT.deliveryTotal).toBe(124_17);
    expect(netT.subTotal - netT.discountTotal + netT.taxTotal + netT.deliveryTotal).toBe(netT.grandTotal);
  });
});

describe("allocate", () => {
  it("shares whole kuruş in proportion and sums exactly", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1, [3, 1])).toEqual([1, 0]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    const big = allocate(999_999_999, [987_654_321_00, 123_456_789_00, 1]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(999_999_999);
  });
});
