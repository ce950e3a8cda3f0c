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
ALTER TABLE "commercial_consents" ADD CONSTRAINT "commercial_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commercial_consents_user_idx" ON "commercial_consents" USING btree ("user_id","channel","created_at");--> statement-breakpoint
INSERT INTO "commercial_consents" ("user_id", "channel", "granted", "recipient", "source", "text_version", "clarification_version", "created_at")
SELECT "id", 'email', true, "email", 'signup', 'before-records', coalesce("clarification_version", 'before-records'), "marketing_email_consent_at"
FROM "user" WHERE "marketing_email_consent_at" IS NOT NULL;
