-- The catalog version moves on every catalog write, so catalog ETags change with the data.
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER categories_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER brands_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER product_images_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
