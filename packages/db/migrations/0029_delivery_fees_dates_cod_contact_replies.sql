-- Issue 47 and 46: delivery fees by zone and weight (the owner's table, seeded with the spec's
-- fees for the first kilogram), each district's zone and delivery days, public holidays for
-- arrival dates, the cash-on-delivery advance rules (one row, off by default), the order's
-- weight, promised date and advance, products' shipping weight, and staff replies to contact
-- messages.
CREATE TYPE "public"."delivery_zone" AS ENUM('inside_dhaka', 'dhaka_suburbs', 'outside_dhaka');--> statement-breakpoint
CREATE TABLE "cod_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"advance_above_poisha" integer,
	"advance_after_refused" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "cod_rules_one_row" CHECK ("cod_rules"."id" = 1),
	CONSTRAINT "cod_rules_positive" CHECK (("cod_rules"."advance_above_poisha" IS NULL OR "cod_rules"."advance_above_poisha" >= 0) AND ("cod_rules"."advance_after_refused" IS NULL OR "cod_rules"."advance_after_refused" >= 1))
);
--> statement-breakpoint
CREATE TABLE "delivery_rates" (
	"zone" "delivery_zone" NOT NULL,
	"method" "delivery_method" NOT NULL,
	"first_kg_poisha" integer NOT NULL,
	"extra_kg_poisha" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "delivery_rates_zone_method_pk" PRIMARY KEY("zone","method"),
	CONSTRAINT "delivery_rates_nonnegative" CHECK ("delivery_rates"."first_kg_poisha" >= 0 AND "delivery_rates"."extra_kg_poisha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"body" text NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "zone" "delivery_zone" DEFAULT 'outside_dhaka' NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "delivery_days_min" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "delivery_days_max" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrives_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_rules" ADD CONSTRAINT "cod_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rates" ADD CONSTRAINT "delivery_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_positive" CHECK ("products"."weight_grams" > 0);--> statement-breakpoint
INSERT INTO "delivery_rates" ("zone", "method", "first_kg_poisha", "extra_kg_poisha") VALUES
	('inside_dhaka', 'home_delivery', 7000, 2000),
	('dhaka_suburbs', 'home_delivery', 13000, 2500),
	('outside_dhaka', 'home_delivery', 13000, 2500),
	('inside_dhaka', 'express_delivery', 15000, 2500)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "cod_rules" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "districts" SET "zone" = 'inside_dhaka', "delivery_days_min" = 1, "delivery_days_max" = 2 WHERE "inside_dhaka";--> statement-breakpoint
UPDATE "districts" SET "zone" = 'dhaka_suburbs', "delivery_days_min" = 2, "delivery_days_max" = 3
	WHERE "name" IN ('Gazipur', 'Narayanganj', 'Munshiganj', 'Manikganj', 'Narsingdi');--> statement-breakpoint
UPDATE "districts" d SET "delivery_days_min" = 2, "delivery_days_max" = 3
	FROM "divisions" v WHERE v."id" = d."division_id" AND v."name" = d."name" AND NOT d."inside_dhaka";
