-- Decision 020: stock moves with every order, so it no longer moves the catalog version.
-- The products trigger fires only for the columns a catalog answer shows apart from
-- stock (and sold_count, ratings and bookkeeping, which may lag by seconds); stock
-- freshness comes from products.stock_changed_at instead (the catalog cache's stamp).
DROP TRIGGER IF EXISTS products_bump_catalog_version ON "products";
--> statement-breakpoint
CREATE TRIGGER products_bump_catalog_version AFTER INSERT OR DELETE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER products_update_bump_catalog_version AFTER UPDATE OF
  "slug", "name", "sku", "part_number", "brand_id", "category_id", "price", "discount_price",
  "tags", "specs", "short_description", "description", "datasheet_url", "is_special", "is_active"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
-- Every stock change stamps its row, whichever code path writes it (orders, cancellations,
-- the back office, a manual fix): the catalog cache reads max(stock_changed_at).
CREATE OR REPLACE FUNCTION products_stamp_stock_change() RETURNS trigger AS $$
BEGIN
  NEW.stock_changed_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_stamp_stock_change BEFORE UPDATE OF "stock" ON "products"
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock) EXECUTE FUNCTION products_stamp_stock_change();
