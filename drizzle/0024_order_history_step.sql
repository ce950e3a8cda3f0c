ALTER TABLE "order_status_history" ADD COLUMN "step" text;
