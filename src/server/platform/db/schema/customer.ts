import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products } from "./catalog";

export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** isBuyLater / isAlarm mark the two system collections ("Sonra Al", "Fiyat Alarmı"). */
export const collections = pgTable(
  "collections",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isAlarm: boolean("is_alarm").notNull().default(false),
    isBuyLater: boolean("is_buy_later").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("collections_user_idx").on(t.userId),
    // At most one "Sonra Al" and one "Fiyat Alarmı" per customer, even when two requests create them at once.
    uniqueIndex("collections_system_idx").on(t.userId, t.isAlarm, t.isBuyLater).where(sql`${t.isAlarm} OR ${t.isBuyLater}`),
  ],
);

export const collectionItems = pgTable(
  "collection_items",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Price and stock when added, so a price alarm knows what "cheaper" and "back in stock" mean. */
    priceWhenAdded: integer("price_when_added"),
    stockWhenAdded: integer("stock_when_added"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

export const reviewStatuses = ["pending", "approved", "rejected"] as const;

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    content: text("content").notNull().default(""),
    isAuthorNameShown: boolean("is_author_name_shown").notNull().default(true),
    status: text("status", { enum: reviewStatuses }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    locale: text("locale").notNull().default("tr"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: text("moderated_by"),
  },
  (t) => [
    uniqueIndex("reviews_product_user_idx").on(t.productId, t.userId),
    index("reviews_status_idx").on(t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
