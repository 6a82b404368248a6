import { sql, type SQL } from "drizzle-orm";
import { stockContextSettings, type AddressSnapshot, type orderItems, type orders, type SqlRow } from "@shop/db";
import type { DeliveryMethod, OrderListFilter, OrderListStatus, OrderStatus, PaymentMethod, PaymentStatus, RefundChannel } from "@shop/contracts";
import type { DbOrTx, Tx } from "../../lib/db";

/** One order as every order answer reads it: the row, its lines and its timeline in one query. */
export type OrderRow = Pick<
  SqlRow<typeof orders>,
  | "id"
  | "order_key"
  | "order_number"
  | "user_id"
  | "status"
  | "payment_method"
  | "payment_status"
  | "delivery_method"
  | "address"
  | "subtotal"
  | "product_discount"
  | "coupon_discount"
  | "delivery_discount"
  | "shipping_fee"
  | "total"
  // Cash on delivery's advance by bKash (decision 041), 0 when none.
  | "advance_amount"
  | "coupon_code"
  | "note"
  // One of CANCEL_REASONS when the shopper cancelled; the staff member's own words when the shop did.
  | "cancel_reason"
  | "cancel_notes"
  | "cancelled_at"
  | "courier_name"
  | "courier_tracking_number"
  | "tracking_url"
  | "created_at"
  // YYYY-MM-DD (to_char: node-postgres would parse a date into a local-time Date).
  | "arrives_by"
> & {
  /** JSON (json_build_object, json_agg): its times are ISO text. */
  payment: { transaction_id: string | null; payment_url: string | null; status: PaymentStatus; updated_at: string } | string | null;
  items: OrderItemRow[] | string;
  events: { status: OrderStatus; note: string | null; at: string }[] | string;
  /** Poisha received by the order's payments (refunded ones too), and its succeeded refunds (issue 45). */
  paid_total: number;
  refunds: { id: number; amount: number; channel: RefundChannel; at: string; credit_note_number: string }[] | string;
};

/** An order line as the shopper's and the staff's order reads both build it (json_build_object over order_items). */
export type OrderLineRow = Pick<
  SqlRow<typeof orderItems>,
  "product_id" | "name" | "slug" | "image" | "unit_price" | "unit_discount_price" | "quantity" | "line_total"
>;

export type OrderItemRow = OrderLineRow & { is_reviewed: boolean };

const ORDER_SELECT = sql`
  select o.id, o.order_key, o.order_number, o.user_id, o.status, o.payment_method, o.payment_status, o.delivery_method,
    o.address, o.subtotal, o.product_discount, o.coupon_discount, o.delivery_discount, o.shipping_fee, o.total, o.advance_amount, o.coupon_code, o.note,
    o.cancel_reason, o.cancel_notes, o.cancelled_at, o.courier_name, o.courier_tracking_number, o.tracking_url, o.created_at,
    to_char(o.arrives_by, 'YYYY-MM-DD') as arrives_by,
    (select json_build_object('transaction_id', pm.transaction_id, 'payment_url', pm.payment_url, 'status', pm.status,
        'updated_at', pm.updated_at)
      from payments pm where pm.order_id = o.id order by pm.status = 'paid' desc, pm.created_at desc limit 1) as payment,
    coalesce((select json_agg(json_build_object(
        'product_id', i.product_id, 'name', i.name, 'slug', i.slug, 'image', i.image, 'unit_price', i.unit_price,
        'unit_discount_price', i.unit_discount_price, 'quantity', i.quantity, 'line_total', i.line_total,
        'is_reviewed', exists (select 1 from reviews r where r.user_id = o.user_id and r.product_id = i.product_id)
      ) order by i.id) from order_items i where i.order_id = o.id), '[]'::json) as items,
    coalesce((select json_agg(json_build_object('status', e.status, 'note', e.note, 'at', e.created_at) order by e.created_at, e.id)
      from order_events e where e.order_id = o.id and e.kind = 'event'), '[]'::json) as events,
    (select coalesce(sum(pm.amount), 0)::int from payments pm where pm.order_id = o.id and pm.status in ('paid', 'refunded')) as paid_total,
    coalesce((select json_agg(json_build_object('id', rf.id, 'amount', rf.amount, 'channel', rf.channel, 'at', rf.settled_at,
        'credit_note_number', rf.credit_note_number) order by rf.id)
      from refunds rf where rf.order_id = o.id and rf.status = 'succeeded'), '[]'::json) as refunds
  from orders o`;

export async function findOrderByKey(db: DbOrTx, orderKey: string): Promise<OrderRow | null> {
  const result = await db.execute<OrderRow>(sql`${ORDER_SELECT} where o.order_key = ${orderKey}`);
  return result.rows[0] ?? null;
}

export async function findOrderById(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const result = await db.execute<OrderRow>(sql`${ORDER_SELECT} where o.id = ${id}`);
  return result.rows[0] ?? null;
}

export async function findOrderByNumber(db: DbOrTx, orderNumber: string): Promise<OrderRow | null> {
  const result = await db.execute<OrderRow>(sql`${ORDER_SELECT} where o.order_number = ${orderNumber}`);
  return result.rows[0] ?? null;
}

function sinceOf(filter: OrderListFilter): SQL | null {
  switch (filter) {
    case "last_30_days":
      return sql`o.created_at >= now() - interval '30 days'`;
    case "last_6_months":
      return sql`o.created_at >= now() - interval '6 months'`;
    case "this_year":
      // The shop's year: Asia/Dhaka.
      return sql`o.created_at >= date_trunc('year', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka'`;
    default:
      return null;
  }
}

/** The shopper's orders, newest first, with the total count. */
export async function listOrders(
  db: DbOrTx,
  input: { userId: string; status: OrderListStatus; filter: OrderListFilter; page: number; perPage: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = [sql`o.user_id = ${input.userId}`];
  if (input.status !== "all") where.push(sql`o.status = ${input.status}`);
  const since = sinceOf(input.filter);
  if (since) where.push(since);
  const condition = sql.join(where, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<OrderRow>(
      sql`${ORDER_SELECT} where ${condition} order by o.created_at desc, o.id desc limit ${input.perPage} offset ${(input.page - 1) * input.perPage}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from orders o where ${condition}`),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
}

/**
 * Takes `quantity` of each product for the order, only where that much is left: one
 * statement, which also names the order as the stock ledger's reason (the rows are
 * already locked in product id order by the checkout lock). Answers the ids it could
 * not take (empty when every line was taken).
 */
export async function takeStock(tx: Tx, orderId: string, lines: { productId: number; quantity: number }[]): Promise<number[]> {
  if (!lines.length) return [];
  const values = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  const result = await tx.execute<{ id: number }>(sql`
    update products p set stock = p.stock - x.q, sold_count = p.sold_count + x.q
    from (values ${values}) as x(id, q), (select ${stockContextSettings({ reason: "order", orderId })}) as reason
    where p.id = x.id and p.is_active and p.stock >= x.q
    returning p.id`);
  const taken = new Set(result.rows.map((r) => Number(r.id)));
  return lines.filter((l) => !taken.has(l.productId)).map((l) => l.productId);
}

export type NewOrder = {
  id: string;
  orderKey: string;
  orderNumber: string;
  userId: string;
  idempotencyKey: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  deliveryMethod: DeliveryMethod;
  address: AddressSnapshot | null;
  subtotal: number;
  productDiscount: number;
  couponDiscount: number;
  deliveryDiscount: number;
  shippingFee: number;
  total: number;
  couponId: number | null;
  couponCode: string | null;
  note: string | null;
  /** The promised Dhaka day (YYYY-MM-DD); null for office pickup. */
  arrivesBy: string | null;
  /** The parcel's weight in grams as priced (issue 47). */
  weightGrams: number;
  items: {
    productId: number;
    name: string;
    slug: string;
    image: string | null;
    unitPrice: number;
    unitDiscountPrice: number | null;
    quantity: number;
    lineTotal: number;
  }[];
  /** The coupon whose use this order counts (it gave a discount); null when none. */
  countCouponUse: number | null;
};

/**
 * The order in one statement: its row, its lines, its first timeline entry, its
 * Idempotency-Key pointed at it, and one use of its coupon, unless the coupon's usage
 * limit was reached meanwhile (`couponCounted` false then: the caller refuses, which
 * undoes it all). A taken order number fails the statement (unique violation, isOrderNumberTaken).
 */
export async function insertOrder(tx: Tx, order: NewOrder): Promise<{ couponCounted: boolean }> {
  const items = sql.join(
    order.items.map(
      (i) =>
        sql`(${i.productId}::int, ${i.name}, ${i.slug}, ${i.image}, ${i.unitPrice}::int, ${i.unitDiscountPrice}::int, ${i.quantity}::int, ${i.lineTotal}::int)`,
    ),
    sql`, `,
  );
  const result = await tx.execute<{ coupon_counted: boolean }>(sql`
    with o as (
      insert into orders (id, order_key, order_number, user_id, status, payment_method, payment_status, delivery_method, address,
        subtotal, product_discount, coupon_discount, delivery_discount, shipping_fee, total, coupon_id, coupon_code, note, arrives_by, weight_grams)
      values (${order.id}::uuid, ${order.orderKey}, ${order.orderNumber}, ${order.userId}, 'pending', ${order.paymentMethod}, ${order.paymentStatus},
        ${order.deliveryMethod}, ${order.address === null ? null : JSON.stringify(order.address)}::jsonb,
        ${order.subtotal}, ${order.productDiscount}, ${order.couponDiscount}, ${order.deliveryDiscount}, ${order.shippingFee},
        ${order.total}, ${order.couponId}, ${order.couponCode}, ${order.note}, ${order.arrivesBy}::date, ${order.weightGrams})
      returning id
    ),
    keyed as (update order_requests r set order_id = o.id from o where r.user_id = ${order.userId} and r.key = ${order.idempotencyKey}),
    items as (
      insert into order_items (order_id, product_id, name, slug, image, unit_price, unit_discount_price, quantity, line_total)
      select o.id, x.* from o, (values ${items}) as x),
    event as (insert into order_events (order_id, status, note) select o.id, 'pending', 'Order placed' from o),
    coupon_used as (
      update coupons set used_count = used_count + 1
      where id = ${order.countCouponUse}::int and is_active and (usage_limit is null or used_count < usage_limit)
      returning id),
    redeemed as (insert into coupon_redemptions (coupon_id, user_id, order_id) select c.id, ${order.userId}, o.id from coupon_used c, o)
    select exists (select 1 from coupon_used) as coupon_counted from o`);
  return { couponCounted: order.countCouponUse === null || Boolean(result.rows[0]?.coupon_counted) };
}

/**
 * Puts an order's units back on the shelf (cancellation, failed payment, a return
 * received), products locked in id order. Answers the products that were sold out and
 * are back, whose waiting shoppers are to be told (stock/service.ts notifyBackInStock).
 */
export async function returnStock(tx: Tx, orderId: string): Promise<number[]> {
  await tx.execute(sql`
    select p.id from products p join order_items i on i.product_id = p.id
    where i.order_id = ${orderId} order by p.id for update of p`);
  const result = await tx.execute<{ id: number; was: number }>(sql`
    update products p set stock = p.stock + x.q, sold_count = greatest(p.sold_count - x.q, 0)
    from (select product_id, sum(quantity)::int as q from order_items where order_id = ${orderId} and product_id is not null group by product_id) x
    where p.id = x.product_id
    returning p.id, p.stock - x.q as was`);
  return result.rows.filter((r) => Number(r.was) <= 0).map((r) => Number(r.id));
}

/** Gives the coupon's use back (cancellation, failed payment). */
export async function returnCouponUse(tx: Tx, orderId: string): Promise<void> {
  const removed = await tx.execute<{ coupon_id: number }>(sql`delete from coupon_redemptions where order_id = ${orderId} returning coupon_id`);
  for (const row of removed.rows) {
    await tx.execute(sql`update coupons set used_count = greatest(used_count - 1, 0) where id = ${row.coupon_id}`);
  }
}

/**
 * A timeline entry. `note` is what the shopper reads; `staff` is a note staff typed on the
 * action, kept apart (staff-only) unless marked for the customer, when it is the note too.
 */
export async function addOrderEvent(
  tx: DbOrTx,
  orderId: string,
  status: OrderStatus,
  note: string | null,
  staff: { note: string; forCustomer: boolean } | null = null,
): Promise<void> {
  const shown = staff?.forCustomer ? staff.note : note;
  await tx.execute(sql`
    insert into order_events (order_id, status, note, staff_note, staff_note_for_customer)
    values (${orderId}, ${status}, ${shown}, ${staff?.note ?? null}, ${staff?.forCustomer ?? false})`);
}
