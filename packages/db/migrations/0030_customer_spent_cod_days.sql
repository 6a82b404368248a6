-- Migration 0030: the back office's customer list and cash on delivery report stay fast on
-- a long history (issue 46: under 100 ms p95 over 142,000 orders). Measured on PostgreSQL
-- with the bench's history, the list sorted by money spent added up every delivered order
-- of every shopper on each page, and the COD report every delivered cash order the shop
-- ever took (a courier's balance is all its cash until the period's end).
--
-- users.spent: delivered orders' totals less the refunds that succeeded on them. Triggers
-- on orders and refunds add the difference an order's or a refund's change makes, in the
-- same transaction (spent = spent + x, so two changes at once both count); a refund's
-- trigger locks its order before reading whether it was delivered, so a refund and a change
-- of the order's status at once each read the other's committed work. A deleted order's
-- customer is counted afresh (customer_spent_refresh: the row locked, then recounted).
-- Sorted off users_shoppers_spent_idx; newest first off users_shoppers_newest_idx.
--
-- orders.delivered_at: when the order was last marked delivered: a trigger sets it to the
-- moment the status becomes delivered (and clears it when it leaves), and the timeline's
-- "delivered" step, written with it, sets it to that step's time. Existing delivered orders
-- get their timeline's last "delivered" step, or their last change when they have none, as
-- the COD report counted them until now.
--
-- cod_collected_days: per courier and Dhaka day of delivered_at, the delivered cash orders
-- and their totals, changed by the same trigger by the difference each order change makes
-- (an upsert, so two deliveries at once both count). Backfilled from the orders below.
CREATE TABLE "cod_collected_days" (
	"courier_name" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cod_collected_days_courier_name_day_pk" PRIMARY KEY("courier_name","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spent" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_shoppers_newest_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."role" = 'shopper';--> statement-breakpoint
CREATE INDEX "users_shoppers_spent_idx" ON "users" USING btree ("spent" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."role" = 'shopper';--> statement-breakpoint
UPDATE "orders" o SET "delivered_at" = coalesce(
  (SELECT max(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.status = 'delivered' AND e.kind = 'event'), o.updated_at)
WHERE o.status = 'delivered';--> statement-breakpoint
UPDATE "users" u SET "spent" = s.spent FROM (
  SELECT o.user_id, sum(o.total - coalesce(r.refunded, 0))::bigint AS spent
  FROM orders o LEFT JOIN (SELECT order_id, sum(amount) AS refunded FROM refunds WHERE status = 'succeeded' GROUP BY order_id) r ON r.order_id = o.id
  WHERE o.status = 'delivered' GROUP BY o.user_id
) s WHERE s.user_id = u.id;--> statement-breakpoint
INSERT INTO "cod_collected_days" ("courier_name", "day", "orders", "amount")
SELECT o.courier_name, (o.delivered_at AT TIME ZONE 'Asia/Dhaka')::date, count(*)::int, sum(o.total)::bigint
FROM orders o WHERE o.status = 'delivered' AND o.payment_method = 'cash_on_delivery' AND o.courier_name IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_spent_refresh(p_user uuid) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  counted bigint;
BEGIN
  -- The lock first, then the recount in a statement of its own: it sees every change
  -- committed by a transaction that held the lock before this one.
  PERFORM 1 FROM users WHERE id = p_user FOR UPDATE;
  SELECT coalesce((SELECT sum(o.total) FROM orders o WHERE o.user_id = p_user AND o.status = 'delivered'), 0)
    - coalesce((SELECT sum(r.amount) FROM refunds r JOIN orders o ON o.id = r.order_id
        WHERE o.user_id = p_user AND o.status = 'delivered' AND r.status = 'succeeded'), 0)
    INTO counted;
  UPDATE users SET spent = counted WHERE id = p_user AND spent IS DISTINCT FROM counted;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_delivered_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.status <> 'delivered' THEN
    NEW.delivered_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.delivered_at := coalesce(NEW.delivered_at, now());
  ELSIF OLD.status IS DISTINCT FROM 'delivered' THEN
    NEW.delivered_at := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_delivered_at BEFORE INSERT OR UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_delivered_at();--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_keep_totals() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  old_counted bigint := 0;
  new_counted bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'delivered' AND OLD.payment_method = 'cash_on_delivery' AND OLD.courier_name IS NOT NULL THEN
    UPDATE cod_collected_days SET orders = orders - 1, amount = amount - OLD.total
    WHERE courier_name = OLD.courier_name AND day = (OLD.delivered_at AT TIME ZONE 'Asia/Dhaka')::date;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'delivered' AND NEW.payment_method = 'cash_on_delivery' AND NEW.courier_name IS NOT NULL THEN
    INSERT INTO cod_collected_days AS c (courier_name, day, orders, amount)
    VALUES (NEW.courier_name, (NEW.delivered_at AT TIME ZONE 'Asia/Dhaka')::date, 1, NEW.total)
    ON CONFLICT (courier_name, day) DO UPDATE SET orders = c.orders + 1, amount = c.amount + excluded.amount;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- Its refunds may be gone already (ON DELETE CASCADE): the customer counted afresh.
    PERFORM customer_spent_refresh(OLD.user_id);
    RETURN NULL;
  END IF;
  -- What the order adds to its customer's money spent before and after, under its refunds
  -- as they are (a refund's own change is added by refunds_keep_spent, which locks this
  -- order first: whichever commits second reads the other's work).
  IF TG_OP = 'UPDATE' AND OLD.status = 'delivered' THEN
    SELECT OLD.total - coalesce(sum(r.amount), 0) INTO old_counted FROM refunds r WHERE r.order_id = OLD.id AND r.status = 'succeeded';
  END IF;
  IF NEW.status = 'delivered' THEN
    SELECT NEW.total - coalesce(sum(r.amount), 0) INTO new_counted FROM refunds r WHERE r.order_id = NEW.id AND r.status = 'succeeded';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
    UPDATE users SET spent = spent - old_counted WHERE id = OLD.user_id AND old_counted <> 0;
    UPDATE users SET spent = spent + new_counted WHERE id = NEW.user_id AND new_counted <> 0;
  ELSIF new_counted <> old_counted THEN
    UPDATE users SET spent = spent + new_counted - old_counted WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_keep_totals_insert AFTER INSERT ON "orders" FOR EACH ROW WHEN (NEW.status = 'delivered') EXECUTE FUNCTION orders_keep_totals();--> statement-breakpoint
CREATE TRIGGER orders_keep_totals_update AFTER UPDATE OF "status", "total", "user_id", "payment_method", "courier_name", "delivered_at" ON "orders"
  FOR EACH ROW WHEN (OLD.status = 'delivered' OR NEW.status = 'delivered') EXECUTE FUNCTION orders_keep_totals();--> statement-breakpoint
CREATE TRIGGER orders_keep_totals_delete AFTER DELETE ON "orders" FOR EACH ROW WHEN (OLD.status = 'delivered') EXECUTE FUNCTION orders_keep_totals();--> statement-breakpoint
CREATE OR REPLACE FUNCTION refunds_keep_spent() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  customer uuid;
  order_status order_status;
BEGIN
  -- The order locked before its status is read: a change of its status waits for this
  -- transaction, or this one reads the status that change committed.
  IF TG_OP <> 'INSERT' AND OLD.status = 'succeeded' THEN
    SELECT o.user_id, o.status INTO customer, order_status FROM orders o WHERE o.id = OLD.order_id FOR UPDATE;
    IF order_status = 'delivered' THEN
      UPDATE users SET spent = spent + OLD.amount WHERE id = customer;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'succeeded' THEN
    SELECT o.user_id, o.status INTO customer, order_status FROM orders o WHERE o.id = NEW.order_id FOR UPDATE;
    IF order_status = 'delivered' THEN
      UPDATE users SET spent = spent - NEW.amount WHERE id = customer;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refunds_keep_spent_insert AFTER INSERT ON "refunds" FOR EACH ROW WHEN (NEW.status = 'succeeded') EXECUTE FUNCTION refunds_keep_spent();--> statement-breakpoint
CREATE TRIGGER refunds_keep_spent_update AFTER UPDATE OF "status", "amount", "order_id" ON "refunds"
  FOR EACH ROW WHEN (OLD.status = 'succeeded' OR NEW.status = 'succeeded') EXECUTE FUNCTION refunds_keep_spent();--> statement-breakpoint
CREATE TRIGGER refunds_keep_spent_delete AFTER DELETE ON "refunds" FOR EACH ROW WHEN (OLD.status = 'succeeded') EXECUTE FUNCTION refunds_keep_spent();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_events_delivered_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- The timeline's "delivered" step says when (a courier's own time, when the sync read it).
  UPDATE orders SET delivered_at = NEW.created_at
  WHERE id = NEW.order_id AND status = 'delivered' AND delivered_at IS DISTINCT FROM NEW.created_at;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_events_delivered_at AFTER INSERT ON "order_events" FOR EACH ROW WHEN (NEW.status = 'delivered' AND NEW.kind = 'event')
  EXECUTE FUNCTION order_events_delivered_at();
