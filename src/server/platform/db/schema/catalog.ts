import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** Images and files (product photos, datasheets, uploads) live in the database so every app instance sees them. */
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width"),
  height: integer("height"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every catalogue slug (product, brand, category) in one table: one lookup resolves /{slug}, and uniqueness is global. */
export const urlSlugs = pgTable("url_slugs", {
  slug: text("slug").primaryKey(),
  kind: text("kind", { enum: ["product", "brand", "category"] }).notNull(),
  entityId: integer("entity_id").notNull(),
});

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    path: text("path").notNull(),
    depth: integer("depth").notNull().default(0),
    order: integer("order").notNull().default(0),
    imageKey: text("image_key"),
    /** The most card installments its products may be paid in (banking rules cap them by kind of goods). */
    maxInstallments: integer("max_installments").notNull().default(12),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  logoKey: text("logo_key"),
});

export type Specification = { name: string; value: string };

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
    brandId: integer("brand_id").references(() => brands.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    /** Prices are integer kuruş, tax included. */
    salesPrice: integer("sales_price").notNull(),
    /** "Fiyat sorunuz": no price is shown or sold; the customer asks for a quote instead. */
    priceOnRequest: boolean("price_on_request").notNull().default(false),
    unDiscountedSalesPrice: integer("undiscounted_sales_price").notNull(),
    taxRate: integer("tax_rate").notNull().default(20),
    stock: integer("stock").notNull().default(0),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    soldCount: integer("sold_count").notNull().default(0),
    isBestSellingProduct: boolean("is_best_selling").notNull().default(false),
    isNewProduct: boolean("is_new").notNull().default(false),
    isSuggestedProduct: boolean("is_suggested").notNull().default(false),
    estimatedDeliveryDuration: integer("estimated_delivery_days").notNull().default(3),
    /**
     * The boxed product's size in cm and weight in grams, for the carrier's desi. Left empty for what goes as freight
     * (machines, pallets): an order holding one is shipped by hand.
     */
    parcelLength: integer("parcel_length_cm"),
    parcelWidth: integer("parcel_width_cm"),
    parcelHeight: integer("parcel_height_cm"),
    parcelWeight: integer("parcel_weight_g"),
    specifications: jsonb("specifications").$type<Specification[]>().notNull().default([]),
    /** Facet attributes, e.g. {"Baskı genişliği": "160 cm"}. */
    attributes: jsonb("attributes").$type<Record<string, string>>().notNull().default({}),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId),
    index("products_brand_idx").on(t.brandId),
    index("products_price_idx").on(t.salesPrice),
    check("products_price_valid", sql`${t.salesPrice} >= 0 AND ${t.unDiscountedSalesPrice} >= ${t.salesPrice} AND ${t.stock} >= 0`),
  ],
);

/** A purchasable variant: its own code, attribute values (e.g. Renk, Hacim), price and stock. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    attributes: jsonb("attributes").$type<Record<string, string>>().notNull(),
    salesPrice: integer("sales_price").notNull(),
    unDiscountedSalesPrice: integer("undiscounted_sales_price").notNull(),
    stock: integer("stock").notNull().default(0),
    position: integer("position").notNull().default(0),
    /** The variant's own photo (a colour of an ink series), shown first when the variant is chosen; none: the product's. */
    imageKey: text("image_key"),
  },
  (t) => [index("variants_product_idx").on(t.productId), check("product_variants_stock_valid", sql`${t.stock} >= 0`)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mediaKey: text("media_key").notNull(),
    alt: text("alt").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("images_product_idx").on(t.productId, t.position)],
);

export const productAttachments = pgTable(
  "product_attachments",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mediaKey: text("media_key").notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("attachments_product_idx").on(t.productId)],
);

/** Related products (symmetric pairs stored both ways). */
export const relatedProducts = pgTable(
  "related_products",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relatedId: integer("related_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

export const navigationItems = pgTable(
  "navigation_items",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    href: text("href").notNull(),
    /** Slash-separated ancestry ids, e.g. "/3/17"; depth = number of slashes - 1 for the root level 0. */
    path: text("path").notNull(),
    depth: integer("depth").notNull().default(0),
    order: integer("order").notNull().default(0),
    showInMainMenu: boolean("show_in_main_menu").notNull().default(true),
    svgIcon: text("svg_icon"),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    type: text("type", { enum: ["product-catalog", "story", "collection", "slide", "popup", "link"] })
      .notNull()
      .default("link"),
    link: text("link"),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
  },
  (t) => [index("nav_parent_idx").on(t.parentId), uniqueIndex("nav_path_idx").on(t.path)],
);
