import { z } from "zod";
import { entityId } from "@/shared/ids";

/**
 * Business prices as staff set them (docs/PRODUCT.md, "Business prices"): customer groups with a percentage off and
 * fixed prices per product or variant, who belongs to which group, and quantity breaks per product or variant.
 * Shared by the back office's forms and the API routes; messages are `admin:` translation keys.
 */

/** The most a group may take off the public price, in whole percent. */
export const MAX_GROUP_PERCENT = 90;
/** Rows one request may set for one product: fixed prices or quantity breaks. */
export const MAX_PRICE_ROWS = 100;
/** The highest quantity a break may start at (a cart line holds at most 99). */
export const MAX_BREAK_QUANTITY = 99;

const price = z
  .number({ error: "admin:groups.errors.price" })
  .int("admin:groups.errors.price")
  .min(0, "admin:groups.errors.price")
  .max(100_000_000_00, "admin:groups.errors.price");

const groupFields = {
  name: z.string({ error: "admin:groups.errors.name" }).trim().min(2, "admin:groups.errors.name").max(60, "admin:groups.errors.name"),
  discountPercent: z
    .number({ error: "admin:groups.errors.percent" })
    .int("admin:groups.errors.percent")
    .min(0, "admin:groups.errors.percent")
    .max(MAX_GROUP_PERCENT, "admin:groups.errors.percent"),
};

export const groupCreateBody = z.object(groupFields);
export type GroupCreateInput = z.infer<typeof groupCreateBody>;

export const groupUpdateBody = z.object({ groupId: entityId, ...groupFields });
export type GroupUpdateInput = z.infer<typeof groupUpdateBody>;

/** Replaces the group's fixed prices of one product: a row per variant (or one with variantId null for the product). */
export const groupPricesBody = z.object({
  groupId: entityId,
  productId: entityId,
  prices: z
    .array(z.object({ variantId: entityId.nullable(), price }))
    .max(MAX_PRICE_ROWS)
    .refine((rows) => new Set(rows.map((r) => r.variantId)).size === rows.length, "admin:groups.errors.duplicate"),
});
export type GroupPricesInput = z.infer<typeof groupPricesBody>;

/** Puts the customer with this e-mail into the group, or (groupId null) out of any. */
export const groupMemberBody = z.object({
  groupId: entityId.nullable(),
  email: z
    .string({ error: "admin:groups.errors.email" })
    .trim()
    .toLowerCase()
    .max(254, "admin:groups.errors.email")
    .pipe(z.email("admin:groups.errors.email")),
});
export type GroupMemberInput = z.infer<typeof groupMemberBody>;

/** Approves a dealership application: its applicant's account joins the group. */
export const dealerApprovalBody = z.object({ submissionId: entityId, groupId: entityId });
export type DealerApprovalInput = z.infer<typeof dealerApprovalBody>;

/** Replaces a product's quantity breaks (its own with variantId null, and its variants'). */
export const volumePricesBody = z.object({
  productId: entityId,
  breaks: z
    .array(
      z.object({
        variantId: entityId.nullable(),
        minQuantity: z
          .number({ error: "admin:groups.errors.minQuantity" })
          .int("admin:groups.errors.minQuantity")
          .min(2, "admin:groups.errors.minQuantity")
          .max(MAX_BREAK_QUANTITY, "admin:groups.errors.minQuantity"),
        price,
      }),
    )
    .max(MAX_PRICE_ROWS)
    .refine((rows) => new Set(rows.map((r) => `${r.variantId}:${r.minQuantity}`)).size === rows.length, "admin:groups.errors.duplicate"),
});
export type VolumePricesInput = z.infer<typeof volumePricesBody>;
