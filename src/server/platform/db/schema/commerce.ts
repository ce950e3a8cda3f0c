import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { PostalAddress } from "@/shared/account/address";
import { orderStatuses } from "@/shared/orders";
import { historySteps } from "@/shared/orders/aftersale";
import { user } from "./auth";
import { products, productVariants } from "./catalog";

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    city: text("city").notNull(),
    district: text("district").notNull(),
    neighbourhood: text("neighbourhood").notNull(),
    line: text("line").notNull(),
    postcode: text("postcode").notNull(),
    billingType: text("billing_type", { enum: ["individual", "corporate"] })
      .notNull()
      .default("individual"),
    tcKimlikNo: text("tc_kimlik_no"),
    companyName: text("company_name"),
    taxOffice: text("tax_office"),
    taxNumber: text("tax_number"),
    isDefault: integer("is_default").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

export const coupons = pgTable("coupons", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
  /** Percent (1-100) or kuruş. */
  value: integer("value").notNull(),
  minSubtotal: integer("min_subtotal").notNull().default(0),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  usageLimit: integer("usage_limit"),
  usedCount: integer("used_count").notNull().default(0),
  isActive: integer("is_active").notNull().default(1),
  /** Only for a customer (account or e-mail) with no earlier order that was not cancelled. */
  firstOrderOnly: boolean("first_order_only").notNull().default(false),
  /** How many of one customer's orders (account or e-mail, cancelled ones aside) may carry it; null for no limit. */
  usesPerCustomer: integer("uses_per_customer"),
});

export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["draft", "completed", "merged"] })
      .notNull()
      .default("draft"),
    step: text("step", { enum: ["information", "delivery", "payment", "confirmation"] })
      .notNull()
      .default("information"),
    deliveryType: text("delivery_type", { enum: ["standard", "express"] })
      .notNull()
      .default("standard"),
    paymentMethod: text("payment_method", { enum: ["bank_transfer", "cash_on_delivery", "card"] }),
    cardBrand: text("card_brand").notNull().default("none"),
    installmentCount: integer("installment_count").notNull().default(1),
    couponCode: text("coupon_code"),
    email: text("email"),
    shippingAddress: jsonb("shipping_address").$type<PostalAddress>(),
    billingAddress: jsonb("billing_address").$type<PostalAddress>(),
    /** The accepted quote this cart orders (schema/quotes.ts), its lines carrying the quoted prices. */
    quoteId: integer("quote_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("carts_user_idx").on(t.userId, t.status)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    /** "" for no variant, so that the unique index works on both back ends. */
    variantKey: text("variant_key").notNull().default(""),
    quantity: integer("quantity").notNull(),
    /** A quote's line: the unit price the shop quoted, which the cart and the order use instead of the catalogue's. */
    lockedUnitPrice: integer("locked_unit_price"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A quote's line keeps its quoted price and quantity: what the shopper adds of the same product and variant goes
    // to their own line beside it, so a cart holds at most one of each (src/server/cart/cart.ts, `ownLine`).
    uniqueIndex("cart_items_line_idx").on(t.cartId, t.productId, t.variantKey).where(sql`${t.lockedUnitPrice} is null`),
    uniqueIndex("cart_items_quoted_line_idx").on(t.cartId, t.productId, t.variantKey).where(sql`${t.lockedUnitPrice} is not null`),
    check("cart_items_qty_positive", sql`${t.quantity} > 0`),
  ],
);

/** "preparing": accepted and being packed with no online payment to wait for (cash on delivery). */

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * Placed without an account: only such an order opens with its number and e-mail (src/server/orders/guest-lookup.ts).
     * An order placed from an account stays closed to that lookup even after the account is deleted.
     */
    guestCheckout: boolean("guest_checkout").notNull().default(false),
    cartId: uuid("cart_id").unique(),
    email: text("email").notNull(),
    status: text("status", { enum: orderStatuses }).notNull(),
    paymentMethod: text("payment_method", { enum: ["bank_transfer", "cash_on_delivery", "card"] }).notNull(),
    deliveryType: text("delivery_type", { enum: ["standard", "express"] }).notNull(),
    subTotal: integer("sub_total").notNull(),
    discountTotal: integer("discount_total").notNull(),
    taxTotal: integer("tax_total").notNull(),
    deliveryTotal: integer("delivery_total").notNull(),
    cashOnDeliveryServiceFee: integer("cod_fee").notNull(),
    grandTotal: integer("grand_total").notNull(),
    couponCode: text("coupon_code"),
    /** Card payments: the card family (Bonus, World, ...), the installments and the surcharge the payment carried. */
    cardBrand: text("card_brand").notNull().default("none"),
    installmentCount: integer("installment_count").notNull().default(1),
    dueDifference: integer("due_difference").notNull().default(0),
    /** What was refunded through the card provider, in kuruş. */
    refundedTotal: integer("refunded_total").notNull().default(0),
    shippingAddress: jsonb("shipping_address").$type<PostalAddress>().notNull(),
    billingAddress: jsonb("billing_address").$type<PostalAddress>().notNull(),
    /** When the customer was reminded that an unpaid bank transfer is about to be cancelled (once per order). */
    paymentRemindedAt: timestamp("payment_reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("orders_user_idx").on(t.userId, t.createdAt), index("orders_status_idx").on(t.status, t.createdAt)],
);

/** What an order's or a quote's line keeps of the product as it was: the product may change or go later. */
export const productLineColumns = () => ({
  productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
  variantId: integer("variant_id"),
  code: text("code").notNull(),
  name: text("name").notNull(),
  slug: text("slug").notNull(),
  variantLabel: text("variant_label"),
});

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    ...productLineColumns(),
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotal: integer("line_total").notNull(),
    taxRate: integer("tax_rate").notNull(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_product_idx").on(t.productId)],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: orderStatuses }).notNull(),
    /** A return's or a refund's own step, the order's status unchanged (src/shared/orders/aftersale.ts); null for a status change. */
    step: text("step", { enum: historySteps }),
    note: text("note"),
    actorId: text("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_history_order_idx").on(t.orderId)],
);

/**
 * One attempt to pay an order by card through the provider's hosted form: its token and conversation id, and
 * once settled what the provider answered. At most one attempt per order is ever "paid" (a partial unique
 * index), so a callback, a reload and a webhook arriving together cannot pay an order twice.
 */
export const cardPayments = pgTable(
  "card_payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    conversationId: text("conversation_id").notNull().unique(),
    status: text("status", { enum: ["started", "paid", "failed"] })
      .notNull()
      .default("started"),
    paymentId: text("payment_id").unique(),
    paidPrice: integer("paid_price"),
    installment: integer("installment"),
    cardFamily: text("card_family"),
    cardAssociation: text("card_association"),
    lastFourDigits: text("last_four_digits"),
    errorMessage: text("error_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("card_payments_order_idx").on(t.orderId),
    uniqueIndex("card_payments_one_paid_idx").on(t.orderId).where(sql`${t.status} = 'paid'`),
  ],
);

/** A customer's note that they paid an order by bank transfer: into which of the shop's accounts, how much, when, from whom. */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    iban: text("iban").notNull(),
    amount: integer("amount").notNull(),
    paidOn: text("paid_on").notNull(),
    senderName: text("sender_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_notifications_order_idx").on(t.orderId)],
);
