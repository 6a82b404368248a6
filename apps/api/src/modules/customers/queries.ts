import { sql, type SQL } from "drizzle-orm";
import { phoneSpelling, type CustomerSort, type OrderStatus, type ReturnStatus } from "@shop/contracts";
import type { DbOrTx } from "../../lib/db";

/** The back office's reads of customers: shoppers (role shopper), never staff. */

/**
 * The search box: a whole phone in any spelling is that phone (the unique index);
 * 4 or more digits are part of a phone; anything else is part of a name or an email.
 */
export function customerSearchOf(q: string | undefined): SQL | null {
  const typed = q?.trim();
  if (!typed) return null;
  const phone = phoneSpelling(typed);
  if (phone) return sql`u.phone = ${phone}`;
  const digits = typed.replace(/[\s\-().+]/g, "");
  if (/^\d{4,}$/.test(digits)) return sql`u.phone like ${`%${digits.startsWith("880") ? digits.slice(2) : digits}%`}`;
  const pattern = `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(u.full_name ilike ${pattern} or u.email ilike ${pattern})`;
}

export type CustomerListRow = {
  id: string;
  full_name: string | null;
  phone: string;
  email: string | null;
  orders_count: number;
  /** bigint: text from node-postgres, a bigint or number from PGlite; Number() reads each. */
  spent: number | string | bigint;
  last_order_at: Date | null;
  created_at: Date;
};

/**
 * One page of customers with the total under the search, in one statement each. The page's
 * rows are read off users_shoppers_newest_idx or users_shoppers_spent_idx (money spent is
 * kept on the customer's row by migration 0030's triggers: delivered orders' totals less the
 * refunds that succeeded on them), and only those rows are then counted through
 * orders_user_idx, so a page never reads every shopper's orders; the total without a search
 * is kept by triggers (migration 0038), so it never counts every shopper either. "nulls last" as the
 * indexes are built (none is null): without it PostgreSQL sorts every shopper instead.
 */
export async function listCustomerRows(
  db: DbOrTx,
  input: { q?: string; sort: CustomerSort; page: number; perPage: number },
): Promise<{ rows: CustomerListRow[]; total: number }> {
  const search = customerSearchOf(input.q);
  const where = sql`u.role = 'shopper'${search ? sql` and ${search}` : sql``}`;
  const offset = (input.page - 1) * input.perPage;
  const order = input.sort === "spent" ? sql`spent desc, created_at desc, id desc` : sql`created_at desc, id desc`;
  const page = sql`
    select p.id, p.full_name, p.phone, p.email, p.created_at, s.orders_count, s.last_order_at, p.spent
    from (
      select u.id, u.full_name, u.phone, u.email, u.created_at, u.spent from users u
      where ${where}
      order by ${input.sort === "spent" ? sql`u.spent desc nulls last, ` : sql``}u.created_at desc nulls last, u.id desc nulls last
      limit ${input.perPage} offset ${offset}
    ) p
    cross join lateral (select count(*)::int as orders_count, max(o.created_at) as last_order_at from orders o where o.user_id = p.id) s
    order by ${order}`;
  // Without a search the total is the shoppers kept counted (migration 0038), not a count of them all.
  const total = search
    ? sql`select count(*)::int as total from users u where ${where}`
    : sql`select coalesce((select users from user_role_counts where role = 'shopper'), 0)::int as total`;
  const [rows, count] = await Promise.all([db.execute<CustomerListRow>(page), db.execute<{ total: number }>(total)]);
  return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
}

export type CustomerRecord = CustomerListRow & {
  // JSON from here on: its times are ISO text.
  addresses: { id: string; label: string; full_name: string; phone: string; district: string; area: string; address: string }[] | string;
  orders: { order_number: string; status: OrderStatus; total: number; created_at: string; is_return: boolean }[] | string;
  counts: { delivered: number; refused: number; cancelled: number; open: number } | string;
  returns: { id: number; order_number: string; status: ReturnStatus; requested_at: string }[] | string;
  notes: { id: number; body: string; author: string | null; at: string }[] | string;
};

/** A cancelled order that had been shipped: the customer refused the parcel or it came back. */
const WAS_SHIPPED = sql`exists (select 1 from order_events se where se.order_id = o.id and se.status = 'shipped' and se.kind = 'event')`;

/** One shopper in full, or null (no such user, or staff). */
export async function findCustomer(db: DbOrTx, id: string, ordersShown: number): Promise<CustomerRecord | null> {
  const result = await db.execute<CustomerRecord>(sql`
    select u.id, u.full_name, u.phone, u.email, u.created_at,
      (select count(*)::int from orders o where o.user_id = u.id) as orders_count,
      (select max(o.created_at) from orders o where o.user_id = u.id) as last_order_at,
      u.spent,
      coalesce((select json_agg(json_build_object('id', a.id, 'label', a.label, 'full_name', a.full_name, 'phone', a.phone,
          'district', d.name, 'area', a.area, 'address', a.address) order by a.created_at desc)
        from addresses a join districts d on d.id = a.district_id where a.user_id = u.id and a.deleted_at is null), '[]'::json) as addresses,
      coalesce((select json_agg(json_build_object('order_number', x.order_number, 'status', x.status, 'total', x.total,
          'created_at', x.created_at, 'is_return', x.is_return) order by x.created_at desc, x.id desc)
        from (select o.id, o.order_number, o.status, o.total, o.created_at, (o.status = 'cancelled' and ${WAS_SHIPPED}) as is_return
          from orders o where o.user_id = u.id order by o.created_at desc, o.id desc limit ${ordersShown}) x), '[]'::json) as orders,
      (select json_build_object(
          'delivered', count(*) filter (where o.status = 'delivered'),
          'refused', count(*) filter (where o.status = 'cancelled' and ${WAS_SHIPPED}),
          'cancelled', count(*) filter (where o.status in ('cancelled', 'failed') and not ${WAS_SHIPPED}),
          'open', count(*) filter (where o.status in ('pending', 'confirmed', 'processing', 'shipped')))
        from orders o where o.user_id = u.id) as counts,
      coalesce((select json_agg(json_build_object('id', r.id, 'order_number', o.order_number, 'status', r.status,
          'requested_at', r.created_at) order by r.created_at desc, r.id desc)
        from return_requests r join orders o on o.id = r.order_id where r.user_id = u.id), '[]'::json) as returns,
      coalesce((select json_agg(json_build_object('id', n.id, 'body', n.body, 'author', coalesce(a.full_name, a.phone),
          'at', n.created_at) order by n.created_at desc, n.id desc)
        from customer_notes n left join users a on a.id = n.author_id where n.user_id = u.id), '[]'::json) as notes
    from users u
    where u.id = ${id} and u.role = 'shopper'`);
  return result.rows[0] ?? null;
}
