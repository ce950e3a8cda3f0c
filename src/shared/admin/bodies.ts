import { z } from "zod";
import { entityId as id } from "@/shared/ids";
import { orderStatuses } from "@/shared/orders";

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

/** Request bodies of /api/admin/*: shared by the route handlers and the admin client islands. */
export const page = z.number().int().min(1).max(100_000).optional();
/** Trimmed text of min to max characters; `message` is the translation key shown for any problem with it. */
export const boundedText = (min: number, max: number, message: string) => z.string(message).trim().min(min, message).max(max, message);

export const reviewIdBody = z.object({ reviewId: id });
export const rejectReviewBody = z.object({ reviewId: id, reason: z.string().trim().min(3).max(500) });
export const orderListBody = z.object({ status: z.enum(orderStatuses).optional(), query: z.string().max(120).optional(), page });
export const orderIdBody = z.object({ orderId: id });
export const orderStatusBody = z.object({ orderId: id, status: z.enum(orderStatuses), note: z.string().trim().max(500).optional() });
export const productListBody = z.object({ query: z.string().max(120).optional(), page });
export const productUpdateBody = z.intersection(z.object({ productId: id }), editableProduct);
export const csvImportBody = z.object({ csv: z.string().min(1).max(8_000_000) });
