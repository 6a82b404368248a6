-- Issue 49 (docs/decisions/049-bom-match-speed.md): the name's words alone, to_tsvector('simple',
-- search_norm(name)), kept in product_search beside the other search columns. Relevance asks of
-- them whether the words follow one another and whether the name is an add-on; it worked them out
-- twice for each of up to 200 candidates a suggestion, a third of a BOM line's time.
-- The column is filled with the GIN indexes set aside and built again after: each row written
-- with them in place costs an entry in all three (40 s for 100,000 products instead of 9 s).
ALTER TABLE "product_search" ADD COLUMN "name_words" "tsvector";--> statement-breakpoint
DROP INDEX "product_search_name_idx";--> statement-breakpoint
DROP INDEX "product_search_doc_idx";--> statement-breakpoint
DROP INDEX "product_search_key_idx";--> statement-breakpoint
UPDATE "product_search" ps SET "name_words" = to_tsvector('simple', search_norm(p.name)) FROM "products" p WHERE p.id = ps.product_id;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "name_words" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING gin ("search_name") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_doc_idx" ON "product_search" USING gin ("search_doc") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_key_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vectors() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  name_vector tsvector := search_name_vector(NEW.name, NEW.part_number, NEW.sku, NEW.search_text, NEW.tags);
BEGIN
  INSERT INTO product_search (product_id, search_name, search_doc, search_key, name_words)
  VALUES (NEW.id, name_vector, name_vector || search_detail_vector(NEW.short_description, NEW.specs), search_key_text(NEW.name, NEW.part_number, NEW.sku),
    to_tsvector('simple', search_norm(NEW.name)))
  ON CONFLICT (product_id) DO UPDATE
    SET search_name = EXCLUDED.search_name, search_doc = EXCLUDED.search_doc, search_key = EXCLUDED.search_key, name_words = EXCLUDED.name_words;
  RETURN NULL;
END
$$;
