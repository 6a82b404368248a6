CREATE TYPE "public"."user_role" AS ENUM('shopper', 'staff', 'owner');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" "user_role" DEFAULT 'shopper' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id" DESC NULLS LAST);--> statement-breakpoint
-- The stock ledger (docs/decisions/022-back-office.md): every change of products.stock,
-- whoever makes it, leaves one row, so a product's history always sums to its stock.
-- The code that changes stock names the reason, note, actor and order in
-- transaction-local settings (packages/db/src/stock-ledger.ts); the order id is only
-- checked at commit, as the placing transaction takes stock before it writes the order.
CREATE OR REPLACE FUNCTION products_record_stock_movement() RETURNS trigger AS $$
DECLARE
  before_stock integer := CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.stock END;
BEGIN
  IF NEW.stock IS DISTINCT FROM before_stock THEN
    INSERT INTO stock_movements (product_id, delta, stock_after, reason, note, actor_id, order_id)
    VALUES (
      NEW.id,
      NEW.stock - before_stock,
      NEW.stock,
      COALESCE(NULLIF(current_setting('shop.stock_reason', true), ''), CASE WHEN TG_OP = 'INSERT' THEN 'opening' ELSE 'adjustment' END),
      NULLIF(current_setting('shop.stock_note', true), ''),
      NULLIF(current_setting('shop.stock_actor', true), '')::uuid,
      NULLIF(current_setting('shop.stock_order', true), '')::uuid
    );
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_record_stock_movement AFTER INSERT OR UPDATE OF "stock" ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_record_stock_movement();--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "delta", "stock_after", "reason")
  SELECT "id", "stock", "stock", 'opening' FROM "products" WHERE "stock" <> 0;
