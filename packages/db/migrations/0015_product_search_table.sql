-- The search columns move to a table of their own (docs/decisions/025-fast-on-a-phone.md,
-- seventeenth round). An order's stock update cannot be a HOT update (stock leads the
-- listing's sort indexes), so each one wrote a new products row with an entry in every
-- index of products, the three GIN search indexes included: half the update's cost.
-- The trigger of 0014 now writes product_search, after the products row, when an
-- insert or an update names a column the search columns are made of.
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"search_name" "tsvector" NOT NULL,
	"search_doc" "tsvector" NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "search_name", "search_doc", "search_key")
SELECT p.id, s.search_name, s.search_name || search_detail_vector(p.short_description, p.specs), search_key_text(p.name, p.part_number, p.sku)
FROM "products" p CROSS JOIN LATERAL (SELECT search_name_vector(p.name, p.part_number, p.sku, p.search_text, p.tags) AS search_name) s;
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING gin ("search_name") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_doc_idx" ON "product_search" USING gin ("search_doc") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_key_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
DROP TRIGGER "products_search_vectors" ON "products";--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vectors() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  name_vector tsvector := search_name_vector(NEW.name, NEW.part_number, NEW.sku, NEW.search_text, NEW.tags);
BEGIN
  INSERT INTO product_search (product_id, search_name, search_doc, search_key)
  VALUES (NEW.id, name_vector, name_vector || search_detail_vector(NEW.short_description, NEW.specs), search_key_text(NEW.name, NEW.part_number, NEW.sku))
  ON CONFLICT (product_id) DO UPDATE
    SET search_name = EXCLUDED.search_name, search_doc = EXCLUDED.search_doc, search_key = EXCLUDED.search_key;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vectors AFTER INSERT OR UPDATE OF
  "name", "part_number", "sku", "search_text", "tags", "short_description", "specs", "brand_id", "category_id"
  ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_vectors();
--> statement-breakpoint
DROP INDEX "products_search_name_idx";--> statement-breakpoint
DROP INDEX "products_search_doc_idx";--> statement-breakpoint
DROP INDEX "products_search_key_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_name";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_doc";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_key";
