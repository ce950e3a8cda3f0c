ALTER TABLE "products" ADD COLUMN "parcel_length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parcel_width_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parcel_height_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parcel_weight_g" integer;--> statement-breakpoint
CREATE TABLE "carrier_shipments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"provider_shipment_id" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_url" text,
	"desi" numeric(8, 2) NOT NULL,
	"label" "bytea" NOT NULL,
	"state" text DEFAULT 'label_ready' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_shipments" ADD CONSTRAINT "carrier_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_shipments_state_idx" ON "carrier_shipments" USING btree ("state");
