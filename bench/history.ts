// The shop's long history for the benchmarks: shoppers, two years of orders with their
// lines, timelines, payments, stock movements and reviews, written by bulk SQL (seconds;
// minutes through the API). `npm run bench:backup` times a backup of it; `npm run bench`
// measures the back office's customer list and reports over it (issue 46).
import { randomBytes } from "node:crypto";
import { sql, type Database } from "@shop/db";

/** The shop's history, written in a few statements (minutes by the API, seconds so). */
export async function fillHistory(db: Database, ORDERS: number, PHOTOS = 0) {
  const SHOPPERS = Math.max(10, Math.round(ORDERS * 0.3));
  const PHOTO_BYTES = 150 * 1024;
  const run = (text: string) => db.execute(sql.raw(text));
  // Rows written as they are, without the shop's triggers (one session: the caller's
  // single connection); the customers' money spent and the couriers' days are added up
  // once at the end, as migrations 0030, 0033 and 0038 backfill them.
  await run("set session_replication_role = replica");
  await run(`insert into users (phone, full_name, created_at)
    select '018' || lpad(g::text, 8, '0'), 'Shopper ' || g, now() - (g % 730) * interval '1 day' from generate_series(1, ${SHOPPERS}) g`);
  await run(`create temp table bench_products as
    select id, name, slug, coalesce(discount_price, price) as price, row_number() over (order by id) as n from products where is_active`);
  await run(`create temp table bench_users as select id, row_number() over (order by phone) as n from users where role = 'shopper'`);
  await run(`insert into orders (order_key, order_number, user_id, status, payment_method, payment_status, delivery_method, address,
      subtotal, shipping_fee, total, created_at, updated_at)
    select md5('bench-order-' || g), 'RD' || lpad(g::text, 9, '0'), u.id,
      (array['delivered','delivered','delivered','delivered','shipped','confirmed','processing','pending','cancelled','failed'])[1 + g % 10]::order_status,
      (case when g % 3 = 0 then 'bkash' else 'cash_on_delivery' end)::payment_method,
      (case when g % 10 < 4 or (g % 3 = 0 and g % 10 < 8) then 'paid' when g % 10 = 9 then 'failed' else 'unpaid' end)::payment_status,
      (array['home_delivery','home_delivery','express_delivery','office_pickup'])[1 + g % 4]::delivery_method,
      jsonb_build_object('label', 'home', 'full_name', 'Shopper ' || g, 'phone_number', '018' || lpad(g::text, 8, '0'), 'district', 'Dhaka',
        'area', 'Mirpur', 'address', 'House ' || (g % 90) || ', Road ' || (g % 12), 'full_address', 'House ' || (g % 90) || ', Mirpur, Dhaka', 'inside_dhaka', true),
      0, 7000, 0, now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second', now() - (g % 730) * interval '1 day'
    from generate_series(1, ${ORDERS}) g join bench_users u on u.n = 1 + (g * 7919) % ${SHOPPERS}`);
  await run(
    `create temp table bench_orders as select id, row_number() over (order by order_number) as g, status, payment_method, user_id, created_at from orders`,
  );
  await run(`insert into order_items (order_id, product_id, name, slug, image, unit_price, quantity, line_total)
    select o.id, p.id, p.name, p.slug, null, p.price, 1 + (o.g + k) % 3, p.price * (1 + (o.g + k) % 3)
    from bench_orders o cross join lateral generate_series(1, 1 + (o.g % 4)::int) k
    join bench_products p on p.n = 1 + (o.g * 31 + k * 17) % (select count(*) from bench_products)`);
  await run(`update orders o set subtotal = s.sum, total = s.sum + o.shipping_fee
    from (select order_id, sum(line_total)::int as sum from order_items group by 1) s where s.order_id = o.id`);
  await run(`insert into order_events (order_id, status, note, created_at)
    select o.id, e.status::order_status, e.note, o.created_at + e.after
    from bench_orders o cross join lateral (values ('pending', 'Order placed', interval '0'), ('confirmed', 'Confirmed by the shop', interval '2 hours'),
      ('delivered', 'Delivered', interval '3 days')) e(status, note, after)
    where e.status = 'pending' or o.status = 'delivered'`);
  await run(`insert into payments (order_id, method, amount, status, transaction_id, gateway_ref, payload, created_at, updated_at)
    select o.id, o.payment_method, o.total, 'paid',
      case when o.payment_method = 'bkash' then upper(substr(md5('trx' || o.order_number), 1, 10)) end,
      case when o.payment_method = 'bkash' then 'TR0011' || substr(md5('pay' || o.order_number), 1, 14) end,
      case when o.payment_method = 'bkash' then jsonb_build_object('statusCode', '0000', 'amount', (o.total / 100.0)::text, 'merchantInvoiceNumber', o.order_number) end,
      o.created_at, o.created_at
    from orders o where o.payment_status = 'paid'`);
  await run(`insert into payment_events (payment_id, kind, raw, created_at)
    select p.id, k.kind, jsonb_build_object('paymentID', p.gateway_ref, 'status', 'success'), p.created_at
    from payments p cross join (values ('create'), ('callback:success'), ('execute:completed')) k(kind) where p.method = 'bkash'`);
  await run(`insert into stock_movements (product_id, delta, stock_after, reason, order_id, created_at)
    select i.product_id, -i.quantity, 50, 'order', i.order_id, o.created_at from order_items i join bench_orders o on o.id = i.order_id`);
  await run(`insert into reviews (product_id, user_id, order_id, rating, review, created_at)
    select distinct on (o.id) i.product_id, o.user_id, o.id, 1 + o.g % 5, 'Works as described, fast delivery. ভালো পণ্য।', o.created_at + interval '5 days'
    from bench_orders o join order_items i on i.order_id = o.id where o.status = 'delivered' and o.g % 5 = 0 order by o.id, i.id`);
  // Photos as staff upload them: WebP bytes do not compress, so random bytes of a photo's size.
  for (let i = 0; i < PHOTOS; i += 50) {
    const rows = Array.from(
      { length: Math.min(50, PHOTOS - i) },
      (_, j) => sql`(${`upload-bench${i + j}.webp`}, 'image/webp', ${randomBytes(PHOTO_BYTES)}, 1600, 1200)`,
    );
    await db.execute(sql`insert into media (key, content_type, body, width, height) values ${sql.join(rows, sql`, `)}`);
  }
  // Couriers carried every shipped or delivered parcel but the office pickups; one delivered
  // order in fifty got part of its money back; each courier paid out every fortnight.
  await run(`update orders set courier_name = (array['Steadfast', 'Pathao', 'RedX'])[1 + abs(hashtext(order_number)) % 3]
    where status in ('shipped', 'delivered') and delivery_method <> 'office_pickup'`);
  await run(`insert into refunds (payment_id, order_id, channel, status, amount, reason, created_at, settled_at, updated_at)
    select p.id, o.id, (case when o.payment_method = 'bkash' then 'bkash' else 'payout_bkash' end)::refund_channel, 'succeeded', greatest(1, o.total / 4),
      'Part of the order came back', o.created_at + interval '10 days', o.created_at + interval '11 days', o.created_at + interval '11 days'
    from orders o join payments p on p.order_id = o.id where o.status = 'delivered' and o.order_number like 'RD%' and right(o.order_number, 2) = '50'`);
  await run(`insert into courier_payouts (courier_name, amount, paid_on, reference)
    select c, 5000000, current_date - d, 'BENCH-' || c || '-' || d from unnest(array['Steadfast', 'Pathao', 'RedX']) c, generate_series(0, 729, 14) d`);
  await run(`update orders set delivered_at = created_at + interval '3 days' where status = 'delivered'`);
  await run(`update users u set spent = s.spent from (
      select o.user_id, sum(o.total - coalesce(r.refunded, 0))::bigint as spent
      from orders o left join (select order_id, sum(amount) as refunded from refunds where status = 'succeeded' group by order_id) r on r.order_id = o.id
      where o.status = 'delivered' group by o.user_id
    ) s where s.user_id = u.id`);
  await run("delete from cod_collected_days");
  await run(`insert into cod_collected_days (courier_name, day, orders, amount)
    select courier_name, (delivered_at at time zone 'Asia/Dhaka')::date, count(*)::int, sum(total)::bigint from orders
    where status = 'delivered' and payment_method = 'cash_on_delivery' and courier_name is not null group by 1, 2`);
  // The sales report's days and products (migration 0033), added up as its backfill does.
  await run("delete from sales_days");
  await run("delete from sales_day_products");
  await run(`insert into sales_days (day, orders, revenue, discounts, fees, items)
    select p.day, count(*)::int, sum(p.total)::bigint, sum(p.discounts)::bigint, sum(p.shipping_fee)::bigint, coalesce(sum(p.items), 0)::bigint
    from (select (o.created_at at time zone 'Asia/Dhaka')::date as day, o.total, o.product_discount + o.coupon_discount + o.delivery_discount as discounts,
      o.shipping_fee, (select sum(i.quantity) from order_items i where i.order_id = o.id) as items
      from orders o where o.status not in ('cancelled', 'failed')) p group by p.day`);
  await run(`insert into sales_day_products (day, product_key, name, product_id, units, revenue)
    select (o.created_at at time zone 'Asia/Dhaka')::date, coalesce(i.product_id::text, 'name:' || i.name), i.name, i.product_id,
      sum(i.quantity)::bigint, sum(i.line_total)::bigint
    from orders o join order_items i on i.order_id = o.id where o.status not in ('cancelled', 'failed') group by 1, 2, 3, 4`);
  // The customer list's total (migration 0038), counted as its backfill does.
  await run("delete from user_role_counts");
  await run(`insert into user_role_counts (role, users) select role, count(*)::int from users group by role`);
  await run("reset session_replication_role");
  // A shop's autovacuum would have cleared the rows the updates above left behind (it is
  // off on these machines): without it every index scan of orders visits them too.
  await run("vacuum analyze");
}
