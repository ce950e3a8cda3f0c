import { z } from "zod";
import { entityId as id } from "@/shared/ids";
import { orderListFilters, orderStatuses } from "@/shared/orders";

/**
 * Bodies of the back office's order, product and review calls (/api/admin/orders/*, /api/admin/reviews/*, and
 * /api/admin/products/* except images and attachments, which are in ./media.ts), shared by the route handlers and
 * the admin islands; and the field rules the other admin bodies build on.
 */

/** The fields staff edit, by form and by CSV: one list so both stay in step. */
export const editableProduct = z
  .object({
    name: z.string().trim().min(2).max(200),
    salesPrice: z.number().int().min(0).max(2_000_000_000),
    unDiscountedSalesPrice: z.number().int().min(0).max(2_000_000_000),
    stock: z.number().int().min(0).max(10_000_000),
    isNewProduct: z.boolean(),
    isBestSellingProduct: z.boolean(),
    isSuggestedProduct: z.boolean(),
    isActive: z.boolean(),
  })
  .refine((p) => p.unDiscountedSalesPrice >= p.salesPrice, { path: ["unDiscountedSalesPrice"], message: "list_below_sale" });
export type EditableProduct = z.infer<typeof editableProduct>;
export const editableKeys = [
  "name",
  "salesPrice",
  "unDiscountedSalesPrice",
  "stock",
  "isNewProduct",
  "isBestSellingProduct",
  "isSuggestedProduct",
  "isActive",
] as const;

/** The page number of a back-office list. */
export const page = z.number().int().min(1).max(100_000).optional();
/**
 * Trimmed text of `min` to `max` characters for a back-office area whose messages are `{namespace}:errors.{key}`:
 * with `text = boundedText("admin-inbox")`, any problem with `text(2, 2000, "note")` shows "admin-inbox:errors.note".
 */
export const boundedText = (namespace: string) => (min: number, max: number, key: string) => {
  const message = `${namespace}:errors.${key}`;
  return z.string(message).trim().min(min, message).max(max, message);
};
const listQuery = z.string().max(120).optional();

export const reviewIdBody = z.object({ reviewId: id });
export const rejectReviewBody = z.object({ reviewId: id, reason: z.string().trim().min(3).max(500) });
export const orderListBody = z.object({ status: z.enum(orderListFilters).optional(), query: listQuery, page });
export const orderIdBody = z.object({ orderId: id });
export const orderStatusBody = z.object({ orderId: id, status: z.enum(orderStatuses), note: z.string().trim().max(500).optional() });
export const productListBody = z.object({ query: listQuery, page });
export const productUpdateBody = z.intersection(z.object({ productId: id }), editableProduct);
export const csvImportBody = z.object({ csv: z.string().min(1).max(8_000_000) });
