-- New-order alerts (issue 46): when staff were alerted of each order. Orders taken before this
-- migration count as alerted, so the first run does not send an SMS for every old order.
ALTER TABLE "orders" ADD COLUMN "staff_alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_staff_alert_idx" ON "orders" USING btree ("created_at") WHERE "orders"."staff_alerted_at" is null;--> statement-breakpoint
UPDATE "orders" SET "staff_alerted_at" = "created_at";
