import type { PaymentRule } from "@/shared/content/store-settings";

/** Why a payment method's rule (store settings) refuses an order, or null when the method may be used. */
export type PaymentRuleProblem =
  | { reason: "below_minimum"; amount: number }
  | { reason: "above_maximum"; amount: number }
  | { reason: "excluded_section"; section: string };

/** The order as the rules see it: its total before the method's own fee, and the catalogue section of each line. */
export type RuledOrder = { total: number; sections: readonly { slug: string; name: string }[] };

export function paymentRuleProblem(rule: PaymentRule | undefined, order: RuledOrder): PaymentRuleProblem | null {
  if (!rule) return null;
  const excluded = order.sections.find((s) => rule.excludedSections.includes(s.slug));
  if (excluded) return { reason: "excluded_section", section: excluded.name };
  if (rule.maxTotal !== null && order.total > rule.maxTotal) return { reason: "above_maximum", amount: rule.maxTotal };
  if (rule.minTotal !== null && order.total < rule.minTotal) return { reason: "below_minimum", amount: rule.minTotal };
  return null;
}
