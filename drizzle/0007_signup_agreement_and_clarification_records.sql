ALTER TABLE "user" ADD COLUMN "membership_terms_version" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "membership_terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "clarification_version" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "clarification_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "marketing_email_consent_at" timestamp with time zone;--> statement-breakpoint
UPDATE "user" SET "clarification_shown_at" = "kvkk_consent_at";--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "kvkk_consent_at";