ALTER TABLE "products" ALTER COLUMN "search_name" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_doc" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_key" DROP EXPRESSION;--> statement-breakpoint
-- The search columns were STORED GENERATED (0004), and PostgreSQL recomputes those on
-- every update of a row: every order's stock update recomputed three search vectors from
-- the name, specs and short description (half a millisecond a row). A trigger now writes
-- them only when an insert or an update names a column they are made of. A new brand or
-- category rewrites search_text in products_search_text, which runs first: PostgreSQL
-- fires a row's BEFORE triggers in the order of their names.
CREATE OR REPLACE FUNCTION search_key_text(p_name text, p_part_number text, p_sku text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT search_compact(p_name) || ' ' || coalesce(search_compact(p_part_number), '') || ' ' || search_compact(p_sku) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vectors() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_name := search_name_vector(NEW.name, NEW.part_number, NEW.sku, NEW.search_text, NEW.tags);
  NEW.search_doc := NEW.search_name || search_detail_vector(NEW.short_description, NEW.specs);
  NEW.search_key := search_key_text(NEW.name, NEW.part_number, NEW.sku);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vectors BEFORE INSERT OR UPDATE OF
  "name", "part_number", "sku", "search_text", "tags", "short_description", "specs", "brand_id", "category_id"
  ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_vectors();
