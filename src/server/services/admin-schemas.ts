import { z } from "zod";
import { orderStatuses } from "@/server/db/schema/commerce";
import { editableProduct } from "./admin-catalog";

/** Request bodies of /api/admin/*: shared by the route handlers and the admin client islands. */
export const id = z.number().int().positive().max(2_147_483_647);
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
