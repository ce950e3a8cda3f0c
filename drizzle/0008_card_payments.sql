CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token" text NOT NULL,
	"conversation_id" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"payment_id" text,
	"paid_price" integer,
	"installment" integer,
	"card_family" text,
	"card_association" text,
	"last_four_digits" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_payments_token_unique" UNIQUE("token"),
	CONSTRAINT "card_payments_conversation_id_unique" UNIQUE("conversation_id"),
	CONSTRAINT "card_payments_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"iban" text NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" text NOT NULL,
	"sender_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "max_installments" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installment_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_difference" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_order_idx" ON "card_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_one_paid_idx" ON "card_payments" USING btree ("order_id") WHERE "card_payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id");