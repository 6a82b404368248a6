-- Issues 48 and 49: typed specifications (attributes shared across categories, each category's
-- list of them, each product's normalised values: a number as a range, choices as rows, yes/no),
-- product documents (an uploaded PDF or an outside link), what shoppers searched for per week
-- (no personal data), "Ask us to stock this part" as a stock request without a product,
-- quantity price breaks, parts lists shared by a random id, and bulk cart adds by request key.
CREATE TYPE "public"."attribute_kind" AS ENUM('number', 'choice', 'boolean');--> statement-breakpoint
CREATE TYPE "public"."document_kind" AS ENUM('datasheet', 'pinout', 'manual', 'library', 'other');--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"unit" text,
	"kind" "attribute_kind" NOT NULL,
	"choices" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attributes_key_unique" UNIQUE("key"),
	CONSTRAINT "attributes_key_slug" CHECK ("attributes"."key" ~ '^[a-z][a-z0-9_]{0,39}$')
);
--> statement-breakpoint
CREATE TABLE "cart_requests" (
	"cart_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_requests_cart_id_key_pk" PRIMARY KEY("cart_id","key")
);
--> statement-breakpoint
CREATE TABLE "category_attributes" (
	"category_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "category_attributes_category_id_attribute_id_pk" PRIMARY KEY("category_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts_list_items" (
	"list_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"note" text,
	CONSTRAINT "parts_list_items_list_id_product_id_pk" PRIMARY KEY("list_id","product_id"),
	CONSTRAINT "parts_list_items_quantity_positive" CHECK ("parts_list_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "parts_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"featured_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_lists_id_shape" CHECK ("parts_lists"."id" ~ '^[A-Za-z0-9_-]{10,32}$')
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"raw" text NOT NULL,
	"num_min" double precision,
	"num_max" double precision,
	"choice" text,
	"flag" boolean,
	CONSTRAINT "product_attribute_values_product_id_attribute_id_position_pk" PRIMARY KEY("product_id","attribute_id","position"),
	CONSTRAINT "product_attribute_values_one_kind" CHECK (num_nonnulls("product_attribute_values"."num_min", "product_attribute_values"."choice", "product_attribute_values"."flag") = 1),
	CONSTRAINT "product_attribute_values_range" CHECK (("product_attribute_values"."num_min" IS NULL) = ("product_attribute_values"."num_max" IS NULL) AND ("product_attribute_values"."num_min" IS NULL OR "product_attribute_values"."num_min" <= "product_attribute_values"."num_max"))
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" "document_kind" NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"file_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_documents_url_or_file" CHECK (("product_documents"."url" IS NULL) <> ("product_documents"."file_key" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "product_price_tiers" (
	"product_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	CONSTRAINT "product_price_tiers_product_id_min_quantity_pk" PRIMARY KEY("product_id","min_quantity"),
	CONSTRAINT "product_price_tiers_min_quantity" CHECK ("product_price_tiers"."min_quantity" >= 2),
	CONSTRAINT "product_price_tiers_unit_price_positive" CHECK ("product_price_tiers"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "search_weeks" (
	"week" date NOT NULL,
	"words" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"no_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_weeks_week_words_pk" PRIMARY KEY("week","words"),
	CONSTRAINT "search_weeks_words_length" CHECK (length("search_weeks"."words") BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "stock_requests" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD COLUMN "words" text;--> statement-breakpoint
ALTER TABLE "cart_requests" ADD CONSTRAINT "cart_requests_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_list_items" ADD CONSTRAINT "parts_list_items_list_id_parts_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."parts_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_list_items" ADD CONSTRAINT "parts_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_lists" ADD CONSTRAINT "parts_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_file_key_document_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."document_files"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_requests_created_idx" ON "cart_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "category_attributes_attribute_idx" ON "category_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "parts_lists_user_idx" ON "parts_lists" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "parts_lists_featured_path_uq" ON "parts_lists" USING btree ("featured_path");--> statement-breakpoint
CREATE INDEX "product_attribute_values_choice_idx" ON "product_attribute_values" USING btree ("attribute_id","choice","product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_number_idx" ON "product_attribute_values" USING btree ("attribute_id","num_min","num_max","product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_flag_idx" ON "product_attribute_values" USING btree ("attribute_id","flag","product_id");--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "search_weeks_no_results_idx" ON "search_weeks" USING btree ("week","no_results" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_weeks_searches_idx" ON "search_weeks" USING btree ("week","searches" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_product_or_words" CHECK ("stock_requests"."product_id" IS NOT NULL OR length("stock_requests"."words") BETWEEN 1 AND 200);