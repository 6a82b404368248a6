-- A phone's record (issue 47, cash-on-delivery trust, decision 041): the back office counts the
-- shop's orders delivered, refused and returned for an order's delivery phone; this index lets it
-- read those orders instead of every order (41 ms -> 2.3 ms over 30,000 orders on PostgreSQL).
CREATE INDEX "orders_address_phone_idx" ON "orders" USING btree (("address" ->> 'phone_number'));