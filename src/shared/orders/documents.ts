import { z } from "zod";
import { entityId } from "@/shared/ids";

/**
 * An order's downloadable documents (docs/API.md, "Order documents"): the contracts approved at checkout, the invoice
 * staff attached, and the proforma invoice of a bank transfer.
 */
export const orderDocumentKinds = ["contracts", "invoice", "proforma"] as const;
export type OrderDocumentKind = (typeof orderDocumentKinds)[number];

/** The download's query: `?order=12&document=contracts`. */
export const orderDocumentQuery = z.object({ order: z.coerce.number().pipe(entityId), document: z.enum(orderDocumentKinds) });

const documentRoutes = { account: "account/order-document", lookup: "orders/lookup/order-document", admin: "admin/orders/document" };

/** Where a document is downloaded: the customer's own route, a guest's proven order's, or the back office's. */
export const orderDocumentPath = (scope: keyof typeof documentRoutes, orderId: number, document: OrderDocumentKind) =>
  `/api/${documentRoutes[scope]}?order=${orderId}&document=${document}`;

/** The place-order body's approval: must be `true`; a missing or false one is `400 contracts_not_approved`. */
export const contractsApproved = z
  .unknown()
  .refine((value) => value === true, { message: "errors:contracts_not_approved", params: { code: "contracts_not_approved" } })
  .transform(() => true as const);

/** The SHA-256 of the texts checkout showed (POST /api/checkout/contracts answers it). */
export const contractsHash = z.string().regex(/^[0-9a-f]{64}$/);

/** An invoice number as e-invoice providers write them (GİB: 3 letters, the year and 9 digits). */
export const invoiceNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9/_-]{1,40}$/, "contracts:admin.errors.number");
