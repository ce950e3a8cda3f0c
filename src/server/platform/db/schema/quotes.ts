import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { QuoteCompany } from "@/shared/quotes";
import { quoteStatuses } from "@/shared/quotes";
import { user } from "./auth";
import { orders, productLineColumns } from "./commerce";

/** A customer's company (one per account): used on quotes, contracts and invoices. */
export const customerCompanies = pgTable("customer_companies", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tradeName: text("trade_name").notNull(),
  taxOffice: text("tax_office").notNull(),
  taxNumber: text("tax_number").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A request for quotation and, once staff priced it, the shop's offer (validUntil: the end of that day, shop time). */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: quoteStatuses }).notNull().default("requested"),
    customerNote: text("customer_note").notNull().default(""),
    staffNote: text("staff_note").notNull().default(""),
    /** The company as it was when the quote was asked for. */
    company: jsonb("company").$type<QuoteCompany>(),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quotes_user_idx").on(t.userId, t.createdAt), index("quotes_status_idx").on(t.status, t.createdAt)],
);

export const quoteItems = pgTable(
  "quote_items",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    ...productLineColumns(),
    quantity: integer("quantity").notNull(),
    taxRate: integer("tax_rate").notNull(),
    /** Kuruş, tax included; null until staff price the line. */
    unitPrice: integer("unit_price"),
  },
  (t) => [index("quote_items_quote_idx").on(t.quoteId)],
);

/** Every step of a quote, for staff and the customer alike. */
export const quoteEvents = pgTable(
  "quote_events",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    status: text("status", { enum: quoteStatuses }).notNull(),
    note: text("note"),
    actorId: text("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quote_events_quote_idx").on(t.quoteId)],
);
