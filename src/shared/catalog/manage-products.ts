import { z } from "zod";
import { entityId as id } from "@/shared/ids";
import { listQuery, page } from "@/shared/paging";

/**
 * Bodies of the back office's product calls (/api/admin/products/* except images and attachments, which are in
 * ./manage-media.ts), shared by the route handlers and the admin islands.
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

export const productListBody = z.object({ query: listQuery, page });
export const productUpdateBody = z.intersection(z.object({ productId: id }), editableProduct);
export const csvImportBody = z.object({ csv: z.string().min(1).max(8_000_000) });
