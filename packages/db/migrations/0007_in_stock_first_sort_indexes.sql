DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_sold_idx";--> statement-breakpoint
DROP INDEX "products_effective_price_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_discount_ratio_idx";--> statement-breakpoint
CREATE INDEX "products_effective_price_desc_idx" ON "products" USING btree (("stock" > 0) desc,(coalesce("discount_price", "price")) desc,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree (("stock" > 0) desc,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree (("stock" > 0) desc,"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_effective_price_idx" ON "products" USING btree (("stock" > 0) desc,(coalesce("discount_price", "price")),"id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (("stock" > 0) desc,lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_discount_ratio_idx" ON "products" USING btree (("stock" > 0) desc,(case when "discount_price" is null then 0 else ("price" - "discount_price")::float8 / "price" end) desc,"id" DESC NULLS LAST);