import { z } from "zod";
import { emailField } from "@/shared/account/fields";
import { orderNumberPattern } from "@/shared/orders";

/** Where a guest finds an order without an account. */
export const ORDER_LOOKUP_PATH = "/siparis-sorgula";
export const ORDER_LOOKUP_RESULT_PATH = "/siparis-sorgula/siparis";
/** The guest's order API (the lookup, and then the proven order's documents, cancelling and returns). */
export const ORDER_LOOKUP_API_PATH = "/api/orders/lookup";

/** A guest's order lookup: the number on the order mail (LM-7K2Q9XM4TD, or an earlier LM-2026-000123) and the e-mail the order was placed with. */
export const orderLookupBody = z.object({
  number: z.string().trim().toUpperCase().regex(orderNumberPattern, "order-lookup:validation.number"),
  email: emailField,
});
export type OrderLookup = z.infer<typeof orderLookupBody>;
