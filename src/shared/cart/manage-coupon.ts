import { z } from "zod";
import { entityId } from "@/shared/ids";

/**
 * A coupon as staff define it, matching the `coupons` table and the cart's rules (cart-coupons.ts): percent
 * (1-100) or a fixed amount in kuruş, a minimum goods total, an optional start and expiry, an optional usage
 * limit, and the per-customer rules (first order only, uses per customer). Shared by the coupon form and the API routes; messages are `admin:` translation keys.
 */

const MAX_AMOUNT = 100_000_000_00;
/** Whole numbers (percent or kuruş); the form sends NaN (null in JSON) for text it could not read. */
const amount = (message: string) => z.number({ error: message }).int(message).max(MAX_AMOUNT, message);
const date = z.iso.datetime({ offset: true, error: "admin:coupons.errors.date" }).transform((s) => new Date(s));

const terms = z.object({
  kind: z.enum(["percent", "fixed"]),
  value: amount("admin:coupons.errors.value").min(1, "admin:coupons.errors.value"),
  minSubtotal: amount("admin:coupons.errors.minSubtotal").min(0, "admin:coupons.errors.minSubtotal"),
  startsAt: date.nullable(),
  expiresAt: date.nullable(),
  usageLimit: z
    .number({ error: "admin:coupons.errors.usageLimit" })
    .int("admin:coupons.errors.usageLimit")
    .min(1, "admin:coupons.errors.usageLimit")
    .max(10_000_000, "admin:coupons.errors.usageLimit")
    .nullable(),
  /** Only on a customer's first order (account or e-mail); checked when the order is placed. */
  firstOrderOnly: z.boolean().default(false),
  /** How many orders of one customer may carry the coupon; null for no limit. */
  usesPerCustomer: z
    .number({ error: "admin:coupons.errors.usesPerCustomer" })
    .int("admin:coupons.errors.usesPerCustomer")
    .min(1, "admin:coupons.errors.usesPerCustomer")
    .max(1000, "admin:coupons.errors.usesPerCustomer")
    .nullable()
    .default(null),
});

type Terms = z.infer<typeof terms>;

const withRules = <S extends z.ZodType<Terms>>(schema: S) =>
  schema
    .refine((c) => c.kind !== "percent" || c.value <= 100, { path: ["value"], message: "admin:coupons.errors.percent" })
    .refine((c) => !c.startsAt || !c.expiresAt || c.expiresAt > c.startsAt, {
      path: ["expiresAt"],
      message: "admin:coupons.errors.dates",
    });

/** Codes are typed by shoppers: ASCII letters, digits, "-" and "_", stored upper-case (normaliseCouponCode). */
const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, "admin:coupons.errors.code");

export const couponCreateBody = withRules(terms.extend({ code }));
export type CouponCreateInput = z.infer<typeof couponCreateBody>;
/** The code is fixed once created: carts and orders refer to it. */
export const couponUpdateBody = withRules(terms.extend({ couponId: entityId }));
export type CouponUpdateInput = z.infer<typeof couponUpdateBody>;
export const couponActiveBody = z.object({ couponId: entityId, isActive: z.boolean() });
