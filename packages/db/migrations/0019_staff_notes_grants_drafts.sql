-- Issue 40, the back office (staff-only words, owner-only money, drafts).
-- A note staff type on an order action is staff-only unless marked for the customer:
-- `note` keeps what the shopper reads (the shop's own words, or the staff note when it
-- is marked for them); `staff_note` keeps what staff typed, for the back office only.
ALTER TABLE "order_events" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "staff_note_for_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Money moves are the owner's: a staff member cancels (refunds) a paid order only when an owner granted it.
ALTER TABLE "users" ADD COLUMN "can_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A product made by staff waits for a price from an owner: never shown or sold until then.
ALTER TABLE "products" ADD COLUMN "needs_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_needs_price_hidden" CHECK (NOT ("products"."needs_price" AND "products"."is_active"));--> statement-breakpoint
-- Categories and brands can be hidden; every existing one stays shown. The back office
-- creates a new category hidden (a draft) until it is published.
ALTER TABLE "categories" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;
