CREATE SEQUENCE "public"."search_terms_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" "tsvector" GENERATED ALWAYS AS (search_name_vector(name, part_number, sku, search_text, tags)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (search_name_vector(name, part_number, sku, search_text, tags) || search_detail_vector(short_description, specs)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_key" text GENERATED ALWAYS AS (search_compact(name) || ' ' || coalesce(search_compact(part_number), '') || ' ' || search_compact(sku)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING gin ("search_name") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_key_idx" ON "products" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);