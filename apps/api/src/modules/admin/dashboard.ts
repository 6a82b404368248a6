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
/** The first Dhaka moment that any figure needs (this month's first day or the chart's first day), so the index on created_at bounds the scan. */
const SINCE = sql`(least(date_trunc('month', ${TODAY}::timestamp)::date, ${TODAY} - ${DASHBOARD_DAYS - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

type TotalsRow = { today_orders: number; today_revenue: string | number | bigint; month_orders: number; month_revenue: string | number | bigint };
type DayRow = { date: string; orders: number; revenue: string | number | bigint };

/** Sums are bigint in SQL (a month's poisha can pass 2^31); each driver hands them over as a string or a bigint. */
const money = (value: string | number | bigint | null): number => Number(value ?? 0);

async function totals(db: Database): Promise<Pick<AdminDashboard, "today" | "month">> {
  const result = await db.execute<TotalsRow>(sql`
    select count(*) filter (where ${DAY_OF} = ${TODAY})::int as today_orders,
      coalesce(sum(o.total) filter (where ${DAY_OF} = ${TODAY}), 0)::bigint as today_revenue,
      count(*) filter (where ${DAY_OF} >= date_trunc('month', ${TODAY}::timestamp)::date)::int as month_orders,
      coalesce(sum(o.total) filter (where ${DAY_OF} >= date_trunc('month', ${TODAY}::timestamp)::date), 0)::bigint as month_revenue
    from orders o
    where ${COUNTED} and o.created_at >= ${SINCE}`);
  const row = result.rows[0];
  return {
    today: { orders: Number(row?.today_orders ?? 0), revenue: money(row?.today_revenue ?? 0) },
    month: { orders: Number(row?.month_orders ?? 0), revenue: money(row?.month_revenue ?? 0) },
  };
}

/** One row per day of the chart, oldest first; a day without orders is a row of zeros (generate_series), not a gap. */
async function byDay(db: Database): Promise<AdminDashboard["by_day"]> {
  const result = await db.execute<DayRow>(sql`
    with placed as (
      select ${DAY_OF} as day, count(*)::int as orders, sum(o.total)::bigint as revenue
      from orders o where ${COUNTED} and o.created_at >= ${SINCE}
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(p.orders, 0)::int as orders, coalesce(p.revenue, 0)::bigint as revenue
    from generate_series((${TODAY} - ${DASHBOARD_DAYS - 1}::int)::timestamp, ${TODAY}::timestamp, interval '1 day') as d(day)
    left join placed p on p.day = d.day::date
    order by d.day`);
  return result.rows.map((row) => ({ date: row.date, orders: Number(row.orders), revenue: money(row.revenue) }));
}

async function waiting(db: Database): Promise<AdminDashboard["waiting"]> {
  const result = await db.execute<{ status: keyof AdminDashboard["waiting"]; n: number }>(sql`
    select status, count(*)::int as n from orders where status in ('pending', 'confirmed', 'processing', 'shipped') group by status`);
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
  const [sums, days, queue, low, unanswered] = await Promise.all([
    totals(db),
    byDay(db),
    waiting(db),
    lowStock({ db, mediaBase }, LOW_STOCK_LIMIT),
    unansweredQuestions(db),
  ]);
  return { ...sums, by_day: days, waiting: queue, low_stock: low, unanswered_questions: unanswered };
}
