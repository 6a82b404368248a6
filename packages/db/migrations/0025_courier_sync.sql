-- Courier status sync (issue 46): each shipped parcel booked through a courier's API keeps the
-- courier's last word on it and when it was last asked, so the sync asks the longest-unasked
-- parcels first.
ALTER TABLE "orders" ADD COLUMN "courier_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_courier_sync_idx" ON "orders" USING btree ("courier_checked_at") WHERE "orders"."status" = 'shipped' and "orders"."courier_ref" is not null;