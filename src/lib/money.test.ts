import { describe, expect, it } from "vitest";
import {
  decimalToKurus,
  defaultCurrency,
  divideHalfUp,
  formatPrice,
  formatPriceShort,
  kurusToDecimalString,
  percentOf,
  roundHalfUp,
  splitProportionally,
  taxIncluded,
} from "./money";

describe("formatPriceShort", () => {
  it("drops the kuruş of whole lira only", () => {
    expect(formatPriceShort(100_000)).toBe("1.000 TL");
    expect(formatPriceShort(100_050)).toBe("1.000,50 TL");
    expect(formatPriceShort(0)).toBe("0 TL");
  });
});

describe("formatPrice", () => {
  it("formats with Turkish separators and the default TL template", () => {
    expect(formatPrice(123456789)).toBe("1.234.567,89 TL");
  });

  it.each([
    [0, "0,00 TL"],
    [5, "0,05 TL"],
    [100, "1,00 TL"],
    [99999, "999,99 TL"],
    [100000, "1.000,00 TL"],
  ])("%i kuruş -> %s", (kurus, expected) => {
    expect(formatPrice(kurus)).toBe(expected);
  });

  it("keeps the sign of negative amounts", () => {
    expect(formatPrice(-123456)).toBe("-1.234,56 TL");
    expect(formatPrice(-5)).toBe("-0,05 TL");
  });

  it("stays exact beyond the precision of kurus / 100 as a double", () => {
    expect(formatPrice(Number.MAX_SAFE_INTEGER)).toBe("90.071.992.547.409,91 TL");
  });

  it("fills {{price}}, {{name}} and {{symbol}}, each as often as it appears", () => {
    const currency = { name: "TL", symbol: "₺", template: "{{symbol}}{{price}} ({{name}}, {{symbol}})" };
    expect(formatPrice(1999, currency)).toBe("₺19,99 (TL, ₺)");
  });

  it("does not expand placeholders that come from the currency's own values", () => {
    expect(formatPrice(100, { name: "{{symbol}}", symbol: "$", template: "{{price}} {{name}}" })).toBe("1,00 {{symbol}}");
  });

  it("leaves unknown placeholders alone", () => {
    expect(formatPrice(100, { ...defaultCurrency, template: "{{price}} {{code}}" })).toBe("1,00 {{code}}");
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("rejects %s", (bad) => {
    expect(() => formatPrice(bad)).toThrow(RangeError);
  });
});

describe("kurusToDecimalString", () => {
  it.each([
    [123456, "1234.56"],
    [0, "0.00"],
    [-0, "0.00"],
    [7, "0.07"],
    [70, "0.70"],
    [-5, "-0.05"],
    [-123456, "-1234.56"],
    [100000000, "1000000.00"],
  ])("%i -> %s", (kurus, expected) => {
    expect(kurusToDecimalString(kurus)).toBe(expected);
  });

  it("rejects fractional kuruş", () => {
    expect(() => kurusToDecimalString(10.5)).toThrow(RangeError);
  });
});

describe("roundHalfUp", () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [2.4999, 2],
    [-0.5, -1],
    [-1.5, -2],
    [-1.4, -1],
    [7, 7],
  ])("%d -> %i", (value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });

  it("rejects non-finite values", () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
  });
});

describe("divideHalfUp", () => {
  it("rounds halves away from zero for every sign combination", () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(-5, 2)).toBe(-3);
    expect(divideHalfUp(5, -2)).toBe(-3);
    expect(divideHalfUp(-5, -2)).toBe(3);
  });

  it("rounds below and above the half correctly", () => {
    expect(divideHalfUp(149, 100)).toBe(1);
    expect(divideHalfUp(150, 100)).toBe(2);
    expect(divideHalfUp(10, 3)).toBe(3);
    expect(divideHalfUp(20, 3)).toBe(7);
  });

  it("refuses to divide by zero", () => {
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it.each([
    [10000, 20, 2000],
    [1005, 15, 151], // 150.75
    [1010, 15, 152], // 151.5, the half rounds up
    [1003, 15, 150], // 150.45
    [999, 10, 100], // 99.9
    [12345, 18.5, 2284], // 2283.825
    [10000, 0.1, 10],
    [-1010, 15, -152],
    [0, 50, 0],
  ])("%i × %d%% = %i", (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it("rejects percentages finer than a hundredth", () => {
    expect(() => percentOf(1000, 12.345)).toThrow(RangeError);
  });

  it("rejects fractional amounts", () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
  });
});

describe("taxIncluded", () => {
  it.each([
    [12000, 20, 2000],
    [11800, 18, 1800],
    [10800, 8, 800],
    [10100, 1, 100],
    [100, 18, 15], // 15.25
    [999, 20, 167], // 166.5, the half rounds up
    [12000, 0, 0],
    [0, 20, 0],
    [-12000, 20, -2000],
  ])("gross %i at %d%% holds %i tax", (gross, rate, expected) => {
    expect(taxIncluded(gross, rate)).toBe(expected);
  });

  it("always returns whole kuruş that leave a non-negative net", () => {
    for (let gross = 0; gross <= 500; gross += 7) {
      const tax = taxIncluded(gross, 20);
      expect(Number.isInteger(tax)).toBe(true);
      expect(gross - tax).toBeGreaterThanOrEqual(0);
    }
  });

  it("rejects negative rates", () => {
    expect(() => taxIncluded(1000, -5)).toThrow(RangeError);
  });
});

describe("payment provider amounts", () => {
  it("reads decimal lira as kuruş, refusing fractions of a kuruş and anything else", () => {
    expect(decimalToKurus(1234.5)).toBe(123450);
    expect(decimalToKurus("1234.50")).toBe(123450);
    expect(decimalToKurus("0.05")).toBe(5);
    expect(decimalToKurus(10)).toBe(1000);
    expect(decimalToKurus("1.005")).toBeNull();
    expect(decimalToKurus("-1")).toBeNull();
    expect(decimalToKurus("1e3")).toBeNull();
    expect(decimalToKurus(null)).toBeNull();
  });

  it("splits a total over weights so that the parts add up exactly", () => {
    expect(splitProportionally([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(splitProportionally([800_00, 450_00, 49_90], 1_150_00)).toEqual([70_775, 39_811, 4_414]);
    const parts = splitProportionally([3, 7, 11], 997);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(997);
    expect(() => splitProportionally([0], 10)).toThrow(RangeError);
  });
});
