import { z } from "zod";
import { entityId as id } from "@/shared/ids";
import { MAX_LINE_QUANTITY } from "./types";

/**
 * Bodies of the cart routes (docs/API.md). Unknown fields, such as a price, are accepted and
 * dropped (zod's default): prices always come from the catalogue.
 */
const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const byProduct = { productId: id, variantId: id.nullish() };

export const addItemBody = z.object({ item: z.object({ ...byProduct, quantity: quantity.default(1) }) });
export const updateItemBody = z.object({ item: z.union([z.object({ id, quantity }), z.object({ ...byProduct, quantity })]) });
export const removeItemBody = z.object({ item: z.union([z.object({ id }), z.object(byProduct)]) });
export const couponBody = z.object({ couponCode: z.string().trim().min(1).max(64) });

export type AddItemInput = z.infer<typeof addItemBody>["item"];
export type UpdateItemInput = z.infer<typeof updateItemBody>["item"];
export type RemoveItemInput = z.infer<typeof removeItemBody>["item"];
/** Which line: its id, or the product (and variant) it holds. */
export type LineRef = { id: number } | { productId: number; variantId?: number | null };
