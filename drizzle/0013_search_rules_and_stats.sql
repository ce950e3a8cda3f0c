CREATE TABLE "search_pins" (
	"id" serial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "search_pins_query_product" UNIQUE("query","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_stats" (
	"week" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_stats_week_query_pk" PRIMARY KEY("week","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text NOT NULL,
	"synonym" text NOT NULL,
	"two_way" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_pins" ADD CONSTRAINT "search_pins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_stats_week_searches" ON "search_stats" USING btree ("week","searches");