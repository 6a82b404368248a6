-- Issues 48 and 49: the catalog's cached answers (product pages, listings, facets) carry the
-- catalog version in their ETag; a product's typed values, documents and price tiers, and a
-- category's attributes, are part of those answers, so writing them moves the version as a
-- product's other columns do (bump_catalog_version, migration 0001).
CREATE TRIGGER attributes_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "attributes"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER category_attributes_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "category_attributes"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER product_attribute_values_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_attribute_values"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER product_documents_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER product_price_tiers_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_price_tiers"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
