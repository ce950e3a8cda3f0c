import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { bytea } from "./catalog";
import { orders } from "./commerce";

/** One document of a contract set as the buyer read it: its kind, its heading and its whole text. */
export type ContractDocument = { kind: "pre_information" | "distance_sales"; title: string; body: string };

/**
 * The pre-information form and the distance-selling contract exactly as the buyer approved them before the order
 * was placed: the texts, the template version they were written from, their SHA-256 (over version and texts), when
 * and from which address. Written once with the order and never changed, so a later change of the seller identity
 * or the template does not touch what was agreed.
 */
export const orderContracts = pgTable("order_contracts", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  version: text("version").notNull(),
  documents: jsonb("documents").$type<ContractDocument[]>().notNull(),
  hash: text("hash").notNull(),
  approvedAt: timestamp("approved_at", { withTimezone: true }).notNull(),
  clientIp: text("client_ip").notNull(),
});

/** The invoice the shop's e-invoice provider issued for an order, as staff attached it: its number and the PDF. */
export const orderInvoices = pgTable("order_invoices", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  number: text("number").notNull(),
  pdf: bytea("pdf").notNull(),
  uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where issuing an order's invoice through the e-invoice provider stands: waiting, issued, failed with the
 * provider's message (tried again from `nextAttemptAt`, later each time), or cancelled. `kind` is the document the
 * provider chose (e-Arşiv or e-Fatura) and `providerRef` the provider's id of the sales invoice.
 */
export const orderInvoiceIssues = pgTable(
  "order_invoice_issues",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["pending", "issued", "failed", "cancelled", "returned"] }).notNull(),
    kind: text("kind", { enum: ["e_archive", "e_invoice"] }),
    providerRef: text("provider_ref"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_invoice_issues_due_idx").on(t.state, t.nextAttemptAt)],
);
