import { sql, type SQL } from "drizzle-orm";
import type { orders, payments, products, SqlRow, users } from "@shop/db";
import { SHOP_TIME_ZONE, type ORDER_EVENT_KINDS, type OrderStatus, type PaymentMethod } from "@shop/contracts";
import type { DbOrTx, Tx } from "../../lib/db";
import type { OrderLineRow } from "./queries";

/** The back office's reads and locks of orders (the staff side; the shopper's are in queries.ts). */

export type AdminOrderFilters = {
  status?: OrderStatus;
  /** Already compacted: the order number as typed without spaces or dashes. */
  orderNumber?: string;
  /** Digits a customer's or address's phone ends with (4 or more). */
  phoneSuffix?: string;
  paymentMethod?: PaymentMethod;
  /** Asia/Dhaka days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
};

/** Midnight starting a Dhaka day, as an instant: a day's orders are [start(day), start(day + 1)). */
const dayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

/**
 * A shipped order that was then cancelled is a return: it once had a shipped entry (a
 * status step: a staff note or call carries the status the order had when written).
 */
const WAS_SHIPPED = sql`exists (select 1 from order_events se where se.order_id = o.id and se.status = 'shipped' and se.kind = 'event')`;

function whereOf(filters: AdminOrderFilters, withStatus: boolean): SQL {
  const where: SQL[] = [sql`true`];
  if (withStatus && filters.status) where.push(sql`o.status = ${filters.status}`);
  // The search's orders as one union of index reads: an `or` of the order number and the
  // phone's orders made PostgreSQL read every order (14.9 s p95 at 20 searches at once over
  // the bench's 142,000 orders), since no one index answers both sides of an `or`.
  const search: SQL[] = [];
  if (filters.orderNumber) search.push(sql`select no.id from orders no where no.order_number = ${filters.orderNumber}`);
  if (filters.phoneSuffix) {
    // The digits a phone ends with, as a prefix of the reversed phone: each side reads its
    // reverse index (migration 0034), not every order. Digits only, so no LIKE wildcard in it.
    const reversed = `${[...filters.phoneSuffix].reverse().join("")}%`;
    search.push(sql`select po.id from orders po where reverse(po.address ->> 'phone_number') like ${reversed}`);
    search.push(sql`select uo.id from users pu join orders uo on uo.user_id = pu.id where reverse(pu.phone) like ${reversed}`);
  }
  if (search.length) where.push(sql`o.id in (${sql.join(search, sql` union all `)})`);
  if (filters.paymentMethod) where.push(sql`o.payment_method = ${filters.paymentMethod}`);
  if (filters.from) where.push(sql`o.created_at >= ${dayStart(filters.from)}`);
  if (filters.to) where.push(sql`o.created_at < ${dayStart(filters.to, 1)}`);
  return sql.join(where, sql` and `);
}

type Order = SqlRow<typeof orders>;
type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
type User = SqlRow<typeof users>;

export type AdminOrderListRow = Pick<
  Order,
  "order_number" | "order_key" | "status" | "payment_method" | "payment_status" | "delivery_method" | "total" | "created_at" | "channel"
> & {
  items_count: number;
  customer_id: User["id"];
  customer_name: string | null;
  customer_phone: User["phone"];
  district: string | null;
};

/**
 * The queue's statements: one page newest first and the counts per status (the tabs, the
 * status filter aside) under the same filters; the total is read off the counts (all of
 * them, or the status filtered on), not counted a second time over every order. `nulls last` (the columns
 * are never null) spells the order of orders_created_idx and orders_status_idx exactly,
 * so a page is read off an index instead of sorting every order the shop ever took.
 */
export const adminQueueQueries = (filters: AdminOrderFilters) => {
  const where = whereOf(filters, true);
  return {
    page: (page: { page: number; perPage: number }) => sql`
      select o.order_number, o.order_key, o.status, o.payment_method, o.payment_status, o.delivery_method, o.total, o.channel,
        (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as items_count,
        u.id as customer_id, coalesce(u.full_name, o.address ->> 'full_name') as customer_name, u.phone as customer_phone,
        o.address ->> 'district' as district, o.created_at
      from orders o join users u on u.id = o.user_id
      where ${where}
      order by o.created_at desc nulls last, o.id desc nulls last
      limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`,
    byStatus: sql`select o.status, count(*)::int as n from orders o where ${whereOf(filters, false)} group by o.status`,
  };
};

/** One page of the queue (its total is the tabs' counts: countAdminOrdersByStatus). */
export async function listAdminOrderRows(db: DbOrTx, filters: AdminOrderFilters, page: { page: number; perPage: number }): Promise<AdminOrderListRow[]> {
  return (await db.execute<AdminOrderListRow>(adminQueueQueries(filters).page(page))).rows;
}

/** Orders per status under the filters, the status filter aside (the queue's tabs). */
export async function countAdminOrdersByStatus(db: DbOrTx, filters: AdminOrderFilters): Promise<Partial<Record<OrderStatus, number>>> {
  const result = await db.execute<{ status: OrderStatus; n: number }>(adminQueueQueries(filters).byStatus);
  return Object.fromEntries(result.rows.map((r) => [r.status, Number(r.n)]));
}

export type AdminOrderRecord = Pick<
  Order,
  | "id"
  | "order_number"
  | "order_key"
  | "status"
  | "payment_method"
  | "payment_status"
  | "delivery_method"
  | "channel"
  | "address"
  | "subtotal"
  | "product_discount"
  | "coupon_discount"
  | "coupon_code"
  | "delivery_discount"
  | "shipping_fee"
  | "total"
  | "advance_amount"
  | "note"
  | "cancel_reason"
  | "cancel_notes"
  | "courier_name"
  | "courier_tracking_number"
  | "tracking_url"
  | "courier_ref"
  | "courier_status"
  | "courier_checked_at"
  | "return_received_at"
  | "created_at"
> & {
  was_shipped: boolean;
  customer_id: User["id"];
  customer_name: string | null;
  customer_phone: User["phone"];
  customer_email: User["email"];
  // JSON from here on: its times are ISO text.
  items: (OrderLineRow & { sku: SqlRow<typeof products>["sku"] | null })[] | string;
  events:
    | {
        status: OrderStatus;
        note: string | null;
        staff_note: string | null;
        for_customer: boolean;
        at: string;
        kind: OrderEventKind;
        author: string | null;
      }[]
    | string;
  payments:
    | (Pick<SqlRow<typeof payments>, "id" | "method" | "status" | "amount" | "transaction_id" | "gateway_ref"> & {
        created_at: string;
        events: { kind: string; at: string }[];
      })[]
    | string;
};

/** The whole order as staff see it: lines with their SKU, timeline, payments with every gateway event. */
export async function findAdminOrder(db: DbOrTx, orderNumber: string): Promise<AdminOrderRecord | null> {
  const result = await db.execute<AdminOrderRecord>(sql`
    select o.id, o.order_number, o.order_key, o.status, o.payment_method, o.payment_status, o.delivery_method, o.channel, o.address,
      o.subtotal, o.product_discount, o.coupon_discount, o.coupon_code, o.delivery_discount, o.shipping_fee, o.total, o.advance_amount, o.note,
      o.cancel_reason, o.cancel_notes, o.courier_name, o.courier_tracking_number, o.tracking_url, o.courier_ref, o.courier_status, o.courier_checked_at,
      o.return_received_at, o.created_at, ${WAS_SHIPPED} as was_shipped,
      u.id as customer_id, coalesce(u.full_name, o.address ->> 'full_name') as customer_name, u.phone as customer_phone, u.email as customer_email,
      coalesce((select json_agg(json_build_object(
          'product_id', i.product_id, 'name', i.name, 'slug', i.slug, 'sku', p.sku, 'image', i.image, 'unit_price', i.unit_price,
          'unit_discount_price', i.unit_discount_price, 'quantity', i.quantity, 'line_total', i.line_total
        ) order by i.id) from order_items i left join products p on p.id = i.product_id where i.order_id = o.id), '[]'::json) as items,
      coalesce((select json_agg(json_build_object('status', e.status, 'note', e.note, 'staff_note', e.staff_note,
          'for_customer', e.staff_note_for_customer, 'at', e.created_at, 'kind', e.kind, 'author', coalesce(a.full_name, a.phone)) order by e.created_at, e.id)
        from order_events e left join users a on a.id = e.author_id where e.order_id = o.id), '[]'::json) as events,
      coalesce((select json_agg(json_build_object(
          'id', pm.id, 'method', pm.method, 'status', pm.status, 'amount', pm.amount, 'transaction_id', pm.transaction_id,
          'gateway_ref', pm.gateway_ref, 'created_at', pm.created_at,
          'events', coalesce((select json_agg(json_build_object('kind', pe.kind, 'at', pe.created_at) order by pe.id)
            from payment_events pe where pe.payment_id = pm.id), '[]'::json)
        ) order by pm.created_at, pm.id) from payments pm where pm.order_id = o.id), '[]'::json) as payments
    from orders o join users u on u.id = o.user_id
    where o.order_number = ${orderNumber}`);
  return result.rows[0] ?? null;
}

/** What a transition decides on and the audit log records, read with the order row. */
export type OrderState = Pick<
  Order,
  | "id"
  | "order_number"
  | "user_id"
  | "status"
  | "payment_method"
  | "payment_status"
  | "delivery_method"
  | "address"
  | "total"
  | "note"
  | "courier_name"
  | "courier_tracking_number"
  | "cancel_reason"
  | "return_received_at"
> & { was_shipped: boolean };

const STATE_SELECT = sql`
  select o.id, o.order_number, o.user_id, o.status, o.payment_method, o.payment_status, o.delivery_method, o.address, o.total, o.note,
    o.courier_name, o.courier_tracking_number, o.cancel_reason, o.return_received_at, ${WAS_SHIPPED} as was_shipped
  from orders o`;

/** The order's state without a lock (the ship action's look before it books a parcel). */
export async function readOrderState(db: DbOrTx, where: { orderNumber: string } | { id: string }): Promise<OrderState | null> {
  const condition = "id" in where ? sql`o.id = ${where.id}` : sql`o.order_number = ${where.orderNumber}`;
  const result = await db.execute<OrderState>(sql`${STATE_SELECT} where ${condition}`);
  return result.rows[0] ?? null;
}

/** The order row locked until commit: a second action on the same order waits, then sees this one's outcome. */
export async function lockOrderState(tx: Tx, orderNumber: string): Promise<OrderState | null> {
  const result = await tx.execute<OrderState>(sql`${STATE_SELECT} where o.order_number = ${orderNumber} for update of o`);
  return result.rows[0] ?? null;
}

/** "2 × Arduino Uno R3; 1 × HC-SR04": the order's lines in one line (CSV, courier's item description). */
export async function itemsLine(db: DbOrTx, orderId: string): Promise<string> {
  const result = await db.execute<{ items: string | null }>(sql`
    select string_agg(i.quantity || ' × ' || i.name, '; ' order by i.id) as items from order_items i where i.order_id = ${orderId}`);
  return result.rows[0]?.items ?? "";
}

export type ExportRow = Pick<
  Order,
  | "order_number"
  | "created_at"
  | "status"
  | "payment_method"
  | "payment_status"
  | "subtotal"
  | "shipping_fee"
  | "total"
  | "courier_name"
  | "courier_tracking_number"
> &
  Pick<User, "phone"> & {
    customer: string | null;
    district: string | null;
    items: string | null;
    discounts: number;
    /** The delivery address as the order keeps it (null for office pickup). */
    delivery_name: string | null;
    delivery_phone: string | null;
    delivery_address: string | null;
  };

/** Every order placed on the Dhaka days from..to (inclusive), oldest first. */
export async function exportOrderRows(db: DbOrTx, range: { from: string; to: string }): Promise<ExportRow[]> {
  const result = await db.execute<ExportRow>(sql`
    select o.order_number, o.created_at, o.status, o.payment_method, o.payment_status,
      coalesce(u.full_name, o.address ->> 'full_name') as customer, u.phone, o.address ->> 'district' as district,
      o.address ->> 'full_name' as delivery_name, o.address ->> 'phone_number' as delivery_phone, o.address ->> 'full_address' as delivery_address,
      (select string_agg(i.quantity || ' × ' || i.name, '; ' order by i.id) from order_items i where i.order_id = o.id) as items,
      o.subtotal, (o.coupon_discount + o.delivery_discount)::int as discounts, o.shipping_fee, o.total, o.courier_name, o.courier_tracking_number
    from orders o join users u on u.id = o.user_id
    where ${whereOf({ from: range.from, to: range.to }, false)}
    order by o.created_at, o.id`);
  return result.rows;
}
