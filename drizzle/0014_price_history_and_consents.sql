CREATE TABLE "commercial_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"recipient" text NOT NULL,
	"source" text NOT NULL,
	"text_version" text NOT NULL,
	"clarification_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"price" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commercial_consents" ADD CONSTRAINT "commercial_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commercial_consents_user_idx" ON "commercial_consents" USING btree ("user_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "price_history_item_idx" ON "price_history" USING btree ("product_id","variant_id","starts_at");--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "variant_id", "price") SELECT "id", NULL, "sales_price" FROM "products";--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "variant_id", "price") SELECT "product_id", "id", "sales_price" FROM "product_variants";--> statement-breakpoint
INSERT INTO "commercial_consents" ("user_id", "channel", "granted", "recipient", "source", "text_version", "clarification_version", "created_at")
SELECT "id", 'email', true, "email", 'signup', 'before-records', coalesce("clarification_version", 'before-records'), "marketing_email_consent_at"
FROM "user" WHERE "marketing_email_consent_at" IS NOT NULL;
