CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"price" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_item_idx" ON "price_history" USING btree ("product_id","variant_id","starts_at");--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "variant_id", "price") SELECT "id", NULL, "sales_price" FROM "products";--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "variant_id", "price") SELECT "product_id", "id", "sales_price" FROM "product_variants";
