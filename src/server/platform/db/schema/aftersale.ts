import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { carriers, refundMethods, returnStatuses } from "@/shared/orders/aftersale";
import { bytea, products } from "./catalog";
import { orderItems, orders } from "./commerce";

/** An order's parcel: the carrier and tracking number staff entered when it left (its delivery is in the order's history). */
export const orderShipments = pgTable("order_shipments", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  carrier: text("carrier", { enum: carriers }).notNull(),
  trackingNumber: text("tracking_number").notNull(),
  /** Only for a carrier not in the list: its tracking page. */
  trackingUrl: text("tracking_url"),
  shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull().defaultNow(),
});

export const carrierShipmentStates = ["label_ready", "in_transit", "delivered"] as const;

/**
 * A parcel bought from the carrier aggregator when staff marked the order ready: its label to print, and where the
 * tracking job last saw it (src/server/orders/shipping). The order's own move to shipped writes `order_shipments`.
 */
export const carrierShipments = pgTable(
  "carrier_shipments",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    providerShipmentId: text("provider_shipment_id").notNull(),
    carrier: text("carrier", { enum: carriers }).notNull(),
    trackingNumber: text("tracking_number").notNull(),
    trackingUrl: text("tracking_url"),
    desi: numeric("desi", { precision: 8, scale: 2, mode: "number" }).notNull(),
    label: bytea("label").notNull(),
    state: text("state", { enum: carrierShipmentStates }).notNull().default("label_ready"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("carrier_shipments_state_idx").on(t.state)],
);

/** A customer's request to return (cayma) some units of a delivered order, and staff's decision on it. */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: returnStatuses }).notNull().default("requested"),
    /** The buyer's reason, if they gave one: a withdrawal needs none. */
    reason: text("reason"),
    /** Where a transfer (or cash on delivery) order is paid back. */
    iban: text("iban"),
    /** An IBAN a guest gave through the order lookup: held, not paid to, until staff confirm it (src/server/orders/refunds.ts). */
    unconfirmedIban: text("unconfirmed_iban"),
    staffNote: text("staff_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
  },
  (t) => [index("order_returns_order_idx").on(t.orderId)],
);

export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("order_return_lines_return_idx").on(t.returnId), check("order_return_lines_qty_positive", sql`${t.quantity} > 0`)],
);

/** Money given back on an order: a cancellation's or an approved return's, by card through the provider or by transfer. */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    returnId: integer("return_id").references(() => orderReturns.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(),
    method: text("method", { enum: refundMethods }).notNull(),
    /** The customer's account a transfer goes to; null when staff have it from elsewhere or have not confirmed it yet. */
    iban: text("iban"),
    /** The IBAN a guest gave through the order lookup, until staff confirm it (it then becomes `iban`). */
    unconfirmedIban: text("unconfirmed_iban"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_refunds_order_idx").on(t.orderId)],
);

/** Products made to the buyer's order: excluded from the right of withdrawal. */
export const withdrawalExclusions = pgTable("withdrawal_exclusions", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
