-- Search (docs/decisions/008-search.md): triggers keep products.search_text (brand and
-- category names, which live in other tables) and the search_terms vocabulary right
-- on every write, whichever code path writes.

-- Brand, category and parent category names of one product, as one text.
CREATE OR REPLACE FUNCTION search_context(p_brand_id integer, p_category_id integer) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT concat_ws(' ', (SELECT b.name FROM brands b WHERE b.id = p_brand_id), c.name, parent.name)
    FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
    WHERE c.id = p_category_id $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_text := coalesce(search_context(NEW.brand_id, NEW.category_id), '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A renamed brand or category, or a category moved under another parent, renames
-- its products' search text (which moves their vocabulary through the trigger below).
CREATE OR REPLACE FUNCTION brands_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE products p SET search_text = coalesce(search_context(p.brand_id, p.category_id), '') WHERE p.brand_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE products p SET search_text = coalesce(search_context(p.brand_id, p.category_id), '')
    WHERE p.category_id IN (SELECT c.id FROM categories c WHERE c.id = NEW.id OR c.parent_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Statement level with transition tables: a bulk insert of 1,000 products costs one
-- grouped upsert, and an update that changes no searchable word (stock, price,
-- sold count: the common case) costs one empty join.
CREATE OR REPLACE FUNCTION search_terms_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_terms text[];
  v_deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(t ORDER BY t), array_agg(n ORDER BY t) INTO v_terms, v_deltas FROM (
      SELECT t, count(*)::integer AS n
      FROM new_rows r, unnest(search_vocabulary(r.name, r.part_number, r.search_text)) t
      WHERE r.is_active GROUP BY t) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(t ORDER BY t), array_agg(n ORDER BY t) INTO v_terms, v_deltas FROM (
      SELECT t, -count(*)::integer AS n
      FROM old_rows r, unnest(search_vocabulary(r.name, r.part_number, r.search_text)) t
      WHERE r.is_active GROUP BY t) d;
  ELSE
    SELECT array_agg(t ORDER BY t), array_agg(n ORDER BY t) INTO v_terms, v_deltas FROM (
      SELECT t, sum(n)::integer AS n FROM (
        SELECT t, CASE WHEN side = 'old' THEN -1 ELSE 1 END AS n
        FROM (
          SELECT 'old' AS side, o.name, o.part_number, o.search_text, o.is_active
          FROM old_rows o JOIN new_rows r ON r.id = o.id
          WHERE (o.name, o.part_number, o.search_text, o.is_active) IS DISTINCT FROM (r.name, r.part_number, r.search_text, r.is_active)
          UNION ALL
          SELECT 'new', r.name, r.part_number, r.search_text, r.is_active
          FROM old_rows o JOIN new_rows r ON r.id = o.id
          WHERE (o.name, o.part_number, o.search_text, o.is_active) IS DISTINCT FROM (r.name, r.part_number, r.search_text, r.is_active)
        ) changed, unnest(search_vocabulary(changed.name, changed.part_number, changed.search_text)) t
        WHERE changed.is_active
      ) x GROUP BY t HAVING sum(n) <> 0) d;
  END IF;
  IF v_terms IS NULL THEN
    RETURN NULL;
  END IF;
  -- Terms in sorted order, so concurrent writers lock them in the same order.
  INSERT INTO search_terms AS s (term, products)
    SELECT * FROM unnest(v_terms, v_deltas)
    ON CONFLICT (term) DO UPDATE SET products = s.products + excluded.products;
  DELETE FROM search_terms WHERE term = ANY (v_terms) AND products <= 0;
  PERFORM nextval('search_terms_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rebuild the vocabulary from the products (bulk loads that bypass triggers, repairs).
CREATE OR REPLACE FUNCTION search_terms_refresh() RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM search_terms;
  INSERT INTO search_terms (term, products)
    SELECT t, count(*)::integer
    FROM products p, unnest(search_vocabulary(p.name, p.part_number, p.search_text)) t
    WHERE p.is_active GROUP BY t;
  PERFORM nextval('search_terms_version');
END
$$;
--> statement-breakpoint
UPDATE products SET search_text = coalesce(search_context(brand_id, category_id), '');
--> statement-breakpoint
SELECT search_terms_refresh();
--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF brand_id, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text();
--> statement-breakpoint
CREATE TRIGGER brands_search_text AFTER UPDATE OF name ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION brands_search_text();
--> statement-breakpoint
CREATE TRIGGER categories_search_text AFTER UPDATE OF name, parent_id ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_search_text();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync();
