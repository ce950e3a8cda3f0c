import { z } from "zod";
import { isTurkishIban } from "@/lib/iban";

/**
 * The store settings staff edit in the back office: how shoppers reach the shop, where they pay by transfer, when
 * each payment method is offered, and when an order's invoice is issued.
 * POST /api/admin/settings/store answers them and /api/admin/settings/store/save takes them; the store
 * configuration (src/config/store.ts) holds the values used until staff save their own, checked by these same rules.
 */
const bankAccount = z.object({
  bank: z.string().min(1),
  branch: z.string().min(1),
  accountName: z.string().min(1),
  // TR and 24 digits, written in groups of four or not, with the mod-97 check digits right.
  iban: z
    .string()
    .regex(/^TR\d{2}(?: ?\d{4}){5} ?\d{2}$/, "admin-settings:errors.iban")
    .refine(isTurkishIban, "admin-settings:errors.iban"),
  currency: z.string().min(1),
});

/** Catalogue sections (top-level category slugs) a payment method is not offered for. */
const sectionSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "admin-settings:errors.paymentSection");
const kurus = z
  .number({ error: "admin-settings:errors.paymentAmount" })
  .int("admin-settings:errors.paymentAmount")
  .min(0, "admin-settings:errors.paymentAmount")
  .max(100_000_000_00, "admin-settings:errors.paymentAmount");

/**
 * When a payment method is offered: the order total (before the method's own fee) between `minTotal` and
 * `maxTotal` (kuruş, null for no bound), and no product of an excluded catalogue section in the cart.
 */
export const paymentRuleSchema = z
  .object({
    minTotal: kurus.nullable(),
    maxTotal: kurus.nullable(),
    excludedSections: z.array(sectionSlug).max(20),
  })
  .refine((r) => r.minTotal === null || r.maxTotal === null || r.minTotal <= r.maxTotal, {
    path: ["maxTotal"],
    message: "admin-settings:errors.paymentBounds",
  });
export type PaymentRule = z.infer<typeof paymentRuleSchema>;
/** The methods checkout offers (card waits for a provider, docs/adr/0005-payments.md). */
export const ruledPaymentMethods = ["bank_transfer", "cash_on_delivery"] as const;
export const paymentRulesSchema = z.object({ bank_transfer: paymentRuleSchema, cash_on_delivery: paymentRuleSchema });
export type PaymentRules = z.infer<typeof paymentRulesSchema>;

/**
 * When an order's invoice is issued through the e-invoice provider: once it is paid (or accepted for cash on
 * delivery), or once it is shipped.
 */
export const invoiceMoments = ["paid", "shipped"] as const;
export type InvoiceMoment = (typeof invoiceMoments)[number];

export const storeSettingsSchema = z.object({
  phone: z.string().min(7),
  address: z.string().min(1),
  social: z.object({ facebook: z.url(), instagram: z.url(), youtube: z.url(), linkedin: z.url() }),
  bankAccounts: z.array(bankAccount),
  paymentRules: paymentRulesSchema,
  invoiceMoment: z.enum(invoiceMoments),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
