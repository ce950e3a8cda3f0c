import { boolean, date, index, integer, pgTable, primaryKey, serial, text, unique } from "drizzle-orm/pg-core";
import { products } from "./catalog";

/** Staff's synonyms: searching `terms` finds what `synonym` finds too, and the other way when `twoWay`. */
export const searchSynonyms = pgTable("search_synonyms", {
  id: serial("id").primaryKey(),
  terms: text("terms").notNull(),
  synonym: text("synonym").notNull(),
  twoWay: boolean("two_way").notNull().default(true),
});

/** A product staff put first for a query (its folded words, as `pinKey` gives them). */
export const searchPins = pgTable(
  "search_pins",
  {
    id: serial("id").primaryKey(),
    query: text("query").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [unique("search_pins_query_product").on(t.query, t.productId)],
);

/**
 * Searches counted per week (its Monday, shop time) and folded query; nothing about who searched. `results` is
 * the latest answer's count, `zeroResults` how many searches found nothing, `clicks` how many opened a result.
 */
export const searchStats = pgTable(
  "search_stats",
  {
    week: date("week").notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull().default(0),
    zeroResults: integer("zero_results").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    results: integer("results").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.query] }), index("search_stats_week_searches").on(t.week, t.searches)],
);
