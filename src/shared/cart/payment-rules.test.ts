import { describe, expect, it } from "vitest";
import { paymentRuleProblem } from "./payment-rules";

const machines = { slug: "makineler", name: "Makineler" };
const supplies = { slug: "sarf-malzemeler", name: "Sarf Malzemeler" };
const rule = { minTotal: 100_00, maxTotal: 25_000_00, excludedSections: ["makineler"] };

describe("a payment method's rule", () => {
  it("allows an order within its bounds with no excluded section", () => {
    expect(paymentRuleProblem(rule, { total: 25_000_00, sections: [supplies] })).toBeNull();
    expect(paymentRuleProblem(rule, { total: 100_00, sections: [supplies] })).toBeNull();
    expect(paymentRuleProblem(undefined, { total: 1, sections: [machines] })).toBeNull();
  });

  it("refuses an excluded section first, then a total above the maximum or below the minimum", () => {
    expect(paymentRuleProblem(rule, { total: 797_900_00, sections: [supplies, machines] })).toEqual({
      reason: "excluded_section",
      section: "Makineler",
    });
    expect(paymentRuleProblem(rule, { total: 25_000_01, sections: [supplies] })).toEqual({ reason: "above_maximum", amount: 25_000_00 });
    expect(paymentRuleProblem(rule, { total: 99_99, sections: [supplies] })).toEqual({ reason: "below_minimum", amount: 100_00 });
  });
});
