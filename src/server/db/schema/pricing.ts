import { index, integer, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
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
