DROP INDEX "orders_idempotency_uq";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_key";