ALTER TABLE "order_refunds" ADD COLUMN "unconfirmed_iban" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "unconfirmed_iban" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_checkout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An order placed without an account has no user and a first status step that names no one (a customer's names
-- them, and keeps doing so after their account is deleted and the order's user_id is cleared).
UPDATE "orders" SET "guest_checkout" = true
WHERE "user_id" IS NULL
  AND (SELECT h."actor_id" FROM "order_status_history" h WHERE h."order_id" = "orders"."id" ORDER BY h."created_at", h."id" LIMIT 1) IS NULL;--> statement-breakpoint
-- Every IBAN on a guest's order came through the lookup (staff give none): held until staff confirm it.
UPDATE "order_refunds" SET "unconfirmed_iban" = "iban", "iban" = NULL
WHERE "iban" IS NOT NULL AND "order_id" IN (SELECT "id" FROM "orders" WHERE "guest_checkout");--> statement-breakpoint
UPDATE "order_returns" SET "unconfirmed_iban" = "iban", "iban" = NULL
WHERE "iban" IS NOT NULL AND "order_id" IN (SELECT "id" FROM "orders" WHERE "guest_checkout");
