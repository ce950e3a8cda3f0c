import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products, productVariants } from "./catalog";

/**
 * Every sales price a product (variant null) or a variant has had, from the moment it took effect until the next
 * row of the same item: what the 30-day rule for a shown discount is computed from (src/lib/price-rule.ts).
 */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("price_history_item_idx").on(t.productId, t.variantId, t.startsAt)],
);

/**
 * A group of business customers (e.g. "Bayi", "Kurumsal") with its own prices: a percentage off the public price,
 * and/or fixed prices per product or variant (customerGroupPrices). Read per request, never cached per shopper.
 */
export const customerGroups = pgTable(
  "customer_groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull().unique(),
    /** Whole percent off the public price, 0 for none (then only the fixed prices apply). */
    discountPercent: integer("discount_percent").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("customer_groups_percent_valid", sql`${t.discountPercent} BETWEEN 0 AND 90`)],
);

/** A group's fixed price for a product (variantKey "") or one variant (variantKey = its id); kuruş, tax included. */
export const customerGroupPrices = pgTable(
  "customer_group_prices",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    variantKey: text("variant_key").notNull().default(""),
    price: integer("price").notNull(),
  },
  (t) => [
    uniqueIndex("customer_group_prices_item_idx").on(t.groupId, t.productId, t.variantKey),
    index("customer_group_prices_product_idx").on(t.productId),
    check("customer_group_prices_price_valid", sql`${t.price} >= 0`),
  ],
);

/** Which group a customer belongs to: one group per customer. */
export const customerGroupMembers = pgTable(
  "customer_group_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_group_members_group_idx").on(t.groupId)],
);

/** A quantity break (kademeli fiyat): from `minQuantity` units in one cart line, each costs `price`; for every shopper. */
export const volumePrices = pgTable(
  "volume_prices",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    variantKey: text("variant_key").notNull().default(""),
    minQuantity: integer("min_quantity").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    uniqueIndex("volume_prices_item_idx").on(t.productId, t.variantKey, t.minQuantity),
    check("volume_prices_valid", sql`${t.minQuantity} >= 2 AND ${t.price} >= 0`),
  ],
);
