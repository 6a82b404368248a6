-- The back office for a day's work (issue 46): staff notes about a customer (customer_notes);
-- where an order came from (orders.channel: the site, or staff taking it by phone or Messenger,
-- orders.created_by); staff-only notes and call logs on an order's timeline (order_events.kind,
-- author_id); which new orders each staff member is alerted of (users.order_alert,
-- order_alert_min); and archiving (archived_at) products, categories, brands and coupons
-- instead of deleting what an order names.
CREATE TYPE "public"."order_alert" AS ENUM('none', 'all', 'above');--> statement-breakpoint
CREATE TYPE "public"."order_channel" AS ENUM('web', 'phone', 'messenger');--> statement-breakpoint
CREATE TYPE "public"."order_event_kind" AS ENUM('event', 'note', 'call');--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_alert" "order_alert" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_alert_min" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "kind" "order_event_kind" DEFAULT 'event' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" "order_channel" DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_user_idx" ON "customer_notes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;