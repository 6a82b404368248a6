import { sql } from "drizzle-orm";
import type { Database } from "@shop/db";
import { SHOP_TIME_ZONE, type AdminDashboard } from "@shop/contracts";
import { lowStock } from "../stock/service";

/** How many days the sales chart shows, today included. */
export const DASHBOARD_DAYS = 30;
const LOW_STOCK_LIMIT = 10;

/**
 * Days are the shop's (Asia/Dhaka) calendar days, whatever the server's time zone:
 * `today` is Dhaka's date now, and an order's day is its created_at read in Dhaka.
 * Revenue and order counts leave out cancelled and failed orders (the contract's rule).
 */
const TODAY = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
const DAY_OF = sql`(o.created_at at time zone ${SHOP_TIME_ZONE})::date`;
const COUNTED = sql`o.status not in ('cancelled', 'failed')`;
/** The first Dhaka moment that any figure needs (this month's first day or the chart's first day), so orders_created_idx bounds the scan. */
const SINCE = sql`(least(date_trunc('month', ${TODAY}::timestamp)::date, ${TODAY} - ${DASHBOARD_DAYS - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** A chart day, with the day's and the month's totals repeated on every row. */
type SalesRow = {
  date: string;
  orders: number;
  revenue: string | number | bigint;
  today_orders: number;
  today_revenue: string | number | bigint;
  month_orders: number;
  month_revenue: string | number | bigint;
};

/** Sums are bigint in SQL (a month's poisha can pass 2^31); each driver hands them over as a string or a bigint. */
const money = (value: string | number | bigint | null): number => Number(value ?? 0);

/**
 * The dashboard's order statements (`admin-plans.test.ts` reads their plans). `sales`
 * reads the orders since SINCE once, off orders_created_idx (migration 0018), not every
 * order the shop ever took, and works out each order's Dhaka day once: time zone
 * arithmetic is most of its cost. From those days it answers one row per day of the
 * chart, oldest first (a day without orders is a row of zeros, not a gap), each with
 * today's and this month's totals. `waiting` counts the open orders off orders_status_idx.
 */
export const DASHBOARD_ORDER_QUERIES = {
  sales: sql`
    with placed as (
      select ${DAY_OF} as day, count(*)::int as orders, sum(o.total)::bigint as revenue
      from orders o where ${COUNTED} and o.created_at >= ${SINCE}
      group by 1
    ),
    totals as (
      select coalesce(sum(p.orders) filter (where p.day = ${TODAY}), 0)::int as today_orders,
        coalesce(sum(p.revenue) filter (where p.day = ${TODAY}), 0)::bigint as today_revenue,
        coalesce(sum(p.orders) filter (where p.day >= date_trunc('month', ${TODAY}::timestamp)::date), 0)::int as month_orders,
        coalesce(sum(p.revenue) filter (where p.day >= date_trunc('month', ${TODAY}::timestamp)::date), 0)::bigint as month_revenue
      from placed p
    )
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(p.orders, 0)::int as orders, coalesce(p.revenue, 0)::bigint as revenue, t.*
    from generate_series((${TODAY} - ${DASHBOARD_DAYS - 1}::int)::timestamp, ${TODAY}::timestamp, interval '1 day') as d(day)
    left join placed p on p.day = d.day::date
    cross join totals t
    order by d.day`,
  waiting: sql`
    select status, count(*)::int as n from orders where status in ('pending', 'confirmed', 'processing', 'shipped') group by status`,
};

async function sales(db: Database): Promise<Pick<AdminDashboard, "today" | "month" | "by_day">> {
  const { rows } = await db.execute<SalesRow>(DASHBOARD_ORDER_QUERIES.sales);
  const first = rows[0];
  return {
    today: { orders: Number(first?.today_orders ?? 0), revenue_poisha: money(first?.today_revenue ?? 0) },
    month: { orders: Number(first?.month_orders ?? 0), revenue_poisha: money(first?.month_revenue ?? 0) },
    by_day: rows.map((row) => ({ date: row.date, orders: Number(row.orders), revenue_poisha: money(row.revenue) })),
  };
}

async function waiting(db: Database): Promise<AdminDashboard["waiting"]> {
  const result = await db.execute<{ status: keyof AdminDashboard["waiting"]; n: number }>(DASHBOARD_ORDER_QUERIES.waiting);
  const counts = { pending: 0, confirmed: 0, processing: 0, shipped: 0 };
  for (const row of result.rows) counts[row.status] = Number(row.n);
  return counts;
}

async function unansweredQuestions(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from questions where hidden_at is null and answer is null`);
  return Number(result.rows[0]?.n ?? 0);
}

/** GET /v1/admin/dashboard: read-only figures, each from its own small query. */
export async function getDashboard(db: Database, mediaBase: string): Promise<AdminDashboard> {
  const [sold, queue, low, unanswered] = await Promise.all([sales(db), waiting(db), lowStock({ db, mediaBase }, LOW_STOCK_LIMIT), unansweredQuestions(db)]);
  return { ...sold, waiting: queue, low_stock: low, unanswered_questions: unanswered };
}
