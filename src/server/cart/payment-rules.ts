import "server-only";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import type { PaymentMethod, Totals } from "@/lib/cart-totals";
import { formatPrice } from "@/lib/money";
import { storeSettings } from "@/server/content";
import { type PaymentRuleProblem, paymentRuleProblem, type RuledOrder } from "@/shared/cart/payment-rules";
import { type PaymentRules, ruledPaymentMethods } from "@/shared/content/store-settings";
import { cartError } from "./errors";

type Line = { section: { slug: string; name: string } | null };

/** The rules of each payment method, as staff set them in the store settings. */
export const paymentRules = async (): Promise<PaymentRules> => (await storeSettings()).paymentRules;

/** A cart or an order as the rules see it: the total before the method's own (gross) fee, and each line's section. */
export const ruledOrder = (lines: Line[], totals: Pick<Totals, "grandTotal" | "cashOnDeliveryServiceFee">): RuledOrder => ({
  total: totals.grandTotal - (totals.cashOnDeliveryServiceFee > 0 ? storeConfig.delivery.cashOnDeliveryFee : 0),
  sections: lines.flatMap((l) => (l.section ? [l.section] : [])),
});

const params = (method: PaymentMethod, problem: PaymentRuleProblem) => ({
  method: t(`cart:payment.${method}`),
  ...(problem.reason === "excluded_section" ? { section: problem.section } : { amount: formatPrice(problem.amount, storeConfig.currency) }),
});

/** The methods the rules refuse for this order, each with the Turkish reason checkout shows. */
export function unavailablePaymentMethods(rules: PaymentRules, order: RuledOrder): Partial<Record<PaymentMethod, string>> {
  const refused: Partial<Record<PaymentMethod, string>> = {};
  for (const method of ruledPaymentMethods) {
    const problem = paymentRuleProblem(rules[method], order);
    if (problem) refused[method] = t(`cart:errors.payment_${problem.reason}`, params(method, problem));
  }
  return refused;
}

/** Refuses a method its rule does not allow for this order: 409 payment_method_not_allowed with the reason. */
export function assertPaymentAllowed(rules: PaymentRules, method: PaymentMethod, order: RuledOrder) {
  const problem = method === "card" ? null : paymentRuleProblem(rules[method], order);
  if (problem) throw cartError(409, "payment_method_not_allowed", params(method, problem), `payment_${problem.reason}`);
}
