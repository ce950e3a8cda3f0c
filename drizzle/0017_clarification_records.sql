CREATE TABLE "clarification_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"record_id" text NOT NULL,
	"user_id" text,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clarification_records" ADD CONSTRAINT "clarification_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clarification_records_record_idx" ON "clarification_records" USING btree ("form","record_id");