CREATE TABLE "order_invoice_issues" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"kind" text,
	"provider_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_invoice_issues" ADD CONSTRAINT "order_invoice_issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_invoice_issues_due_idx" ON "order_invoice_issues" USING btree ("state","next_attempt_at");