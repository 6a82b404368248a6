-- The back office's reads of orders (decision 025, twentieth round): the queue's pages
-- newest first, its date range and the dashboard's last 30 days read orders_created_idx;
-- a status tab's page and the open orders' counts read orders_status_idx. Before, each
-- read every order the shop ever took. Built without CONCURRENTLY (migrations run in a
-- transaction): on 150,000 orders it holds new orders back for well under a second.
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);