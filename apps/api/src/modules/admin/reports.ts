import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "@shop/db";
import { REFUND_CHANNELS, SHOP_TIME_ZONE } from "@shop/contracts";
import {
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  periodDays,
  type CodReport,
  type CourierPayout,
  type ReportPeriod,
  type RefundsReport,
  type SalesCategory,
  type SalesDay,
  type SalesProduct,
  type SalesReport,
} from "@shop/contracts/reports";
import { AppError } from "../../lib/app-error";
import { checkRange } from "../orders/admin";

/**
 * The owner's reports (contracts/reports.ts). Every statement bounds its scan by the
 * period's first and last Dhaka moments, so orders_created_idx (or refunds' and payouts'
 * own columns) keeps a month's report from reading the shop's whole history; an order's
 * Dhaka day is worked out once per order, as the dashboard does.
 */

type Money = string | number | bigint | null;
const money = (value: Money): number => Number(value ?? 0);

/** The period's days checked (real days, from <= to, at most REPORT_MAX_DAYS), in the shop's words. */
export function checkPeriod(period: ReportPeriod): void {
  checkRange(period.from, period.to);
  if (periodDays(period.from, period.to) > REPORT_MAX_DAYS) throw new AppError("validation_failed", REPORT_MESSAGES.periodTooLong, { field: "to" });
}

const start = (p: ReportPeriod) => sql`(${p.from}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
/** The first moment after the period: midnight in Dhaka after its last day. */
const end = (p: ReportPeriod) => sql`((${p.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;
/**
 * The period's sold lines per Dhaka day and product (migration 0033: sales_day_products,
 * kept by triggers on orders and order_items for the counted orders, not cancelled or
 * failed); a row whose lines all went (an order cancelled, a line removed) has no units.
 */
const SOLD = (p: ReportPeriod) => sql`sales_day_products s where s.day between ${p.from}::date and ${p.to}::date and s.units <> 0`;
const dhakaIso = (column: ReturnType<typeof sql.raw>) => sql`to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI:SS"+06:00"')`;

type DayRow = { date: string; orders: number; items: Money; revenue: Money; discounts: Money; fees: Money; refunds: Money };

async function salesByDay(db: Database, p: ReportPeriod): Promise<SalesDay[]> {
  const { rows } = await db.execute<DayRow>(sql`
    with per_day as (
      select day, orders, revenue, discounts, fees, items from sales_days where day between ${p.from}::date and ${p.to}::date
    ),
    refunded as (
      select (r.settled_at at time zone ${SHOP_TIME_ZONE})::date as day, sum(r.amount)::bigint as refunds
      from refunds r where r.status = 'succeeded' and r.settled_at >= ${start(p)} and r.settled_at < ${end(p)} group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(pd.orders, 0)::int as orders, coalesce(pd.items, 0) as items,
      coalesce(pd.revenue, 0) as revenue, coalesce(pd.discounts, 0) as discounts, coalesce(pd.fees, 0) as fees, coalesce(rf.refunds, 0) as refunds
    from generate_series(${p.from}::date::timestamp, ${p.to}::date::timestamp, interval '1 day') as d(day)
    left join per_day pd on pd.day = d.day::date
    left join refunded rf on rf.day = d.day::date
    order by d.day`);
  return rows.map((r) => ({
    date: r.date,
    orders: Number(r.orders),
    items: money(r.items),
    revenue_poisha: money(r.revenue),
    discounts_poisha: money(r.discounts),
    delivery_fees_poisha: money(r.fees),
    refunds_poisha: money(r.refunds),
  }));
}

type LineRow = { id: number | null; name: string; units: Money; revenue: Money };

/** Units and money of each product (a line's total: its price after the product's discount) on the counted orders placed in the period, most revenue first. */
export async function salesByProduct(db: Database, p: ReportPeriod, limit?: number): Promise<SalesProduct[]> {
  const { rows } = await db.execute<LineRow>(sql`
    select max(s.product_id) as id, max(s.name) as name, sum(s.units)::bigint as units, sum(s.revenue)::bigint as revenue
    from ${SOLD(p)} group by s.product_key
    order by revenue desc, units desc, name
    ${limit ? sql`limit ${limit}` : sql``}`);
  return rows.map((r) => ({ product_id: r.id === null ? null : Number(r.id), name: r.name, units: money(r.units), revenue_poisha: money(r.revenue) }));
}

/** The same lines by the product's category today (a product since deleted: "No category"). */
export async function salesByCategory(db: Database, p: ReportPeriod): Promise<SalesCategory[]> {
  const { rows } = await db.execute<LineRow>(sql`
    with lines as (
      select s.product_id, sum(s.units)::bigint as units, sum(s.revenue)::bigint as revenue
      from ${SOLD(p)} group by s.product_id
    )
    select c.id, coalesce(max(c.name), 'No category') as name, sum(l.units)::bigint as units, sum(l.revenue)::bigint as revenue
    from lines l left join products pr on pr.id = l.product_id left join categories c on c.id = pr.category_id
    group by c.id order by revenue desc, units desc, name`);
  return rows.map((r) => ({ category_id: r.id === null ? null : Number(r.id), name: r.name, units: money(r.units), revenue_poisha: money(r.revenue) }));
}

type Listed = { id: number | null; name: string; units: Money; revenue: Money };

/**
 * salesByProduct's top `limit` (all when 0) and salesByCategory's rows from one reading of
 * the period's sold lines (half the work of the two; the same order, in the database's words).
 */
async function productsAndCategories(db: Database, p: ReportPeriod, limit: number): Promise<Pick<SalesReport, "products" | "categories">> {
  const { rows } = await db.execute<{ products: Listed[] | string; categories: Listed[] | string }>(sql`
    with sold as (
      select max(s.product_id) as id, max(s.name) as name, sum(s.units)::bigint as units, sum(s.revenue)::bigint as revenue
      from ${SOLD(p)} group by s.product_key
    ),
    top as (select * from sold order by revenue desc, units desc, name ${limit ? sql`limit ${limit}` : sql``}),
    per_category as (
      select c.id, coalesce(max(c.name), 'No category') as name, sum(l.units)::bigint as units, sum(l.revenue)::bigint as revenue
      from sold l left join products pr on pr.id = l.id left join categories c on c.id = pr.category_id group by c.id
    )
    select (select coalesce(json_agg(t order by t.revenue desc, t.units desc, t.name), '[]') from top t) as products,
      (select coalesce(json_agg(c order by c.revenue desc, c.units desc, c.name), '[]') from per_category c) as categories`);
  const list = (value: Listed[] | string): Listed[] => (typeof value === "string" ? (JSON.parse(value) as Listed[]) : value);
  return {
    products: list(rows[0].products).map((r) => ({
      product_id: r.id === null ? null : Number(r.id),
      name: r.name,
      units: money(r.units),
      revenue_poisha: money(r.revenue),
    })),
    categories: list(rows[0].categories).map((r) => ({
      category_id: r.id === null ? null : Number(r.id),
      name: r.name,
      units: money(r.units),
      revenue_poisha: money(r.revenue),
    })),
  };
}

/**
 * The period's products and categories as last read, per process, by what they were read
 * from: each of the period's sales_days rows with its xmin, and the catalog version. Every
 * write to sales_day_products comes with an upsert of the same day's sales_days row
 * (migration 0033's triggers), which gives that row a new xmin; categories and products'
 * categories move the catalog version. So a key is never met again once anything its
 * answer is made of has changed. The key is read before the lines: an order committed in
 * between can only put newer lines under an older key, which no later reader asks for.
 * Summing a month's ~9,000 sold lines was most of the report's time (139 ms p95 at 20
 * owners at once over the bench's 142,000 orders).
 */
const soldLines = new LRUCache<string, Pick<SalesReport, "products" | "categories">>({ max: 64 });

async function soldLinesKey(db: Database, p: ReportPeriod, limit: number): Promise<string> {
  const { rows } = await db.execute<{ catalog: string | number; days: string | null }>(sql`
    select (select version from catalog_version where id = 1) as catalog,
      (select string_agg(to_char(day, 'YYYYMMDD') || ':' || xmin::text, ',' order by day) from sales_days
        where day between ${p.from}::date and ${p.to}::date) as days`);
  return `${p.from}/${p.to}/${limit}/${rows[0]?.catalog ?? ""}/${rows[0]?.days ?? ""}`;
}

async function cachedProductsAndCategories(db: Database, p: ReportPeriod, limit: number): Promise<Pick<SalesReport, "products" | "categories">> {
  const key = await soldLinesKey(db, p, limit);
  const kept = soldLines.get(key);
  if (kept) return kept;
  const read = await productsAndCategories(db, p, limit);
  soldLines.set(key, read);
  return read;
}

export async function getSalesReport(db: Database, p: ReportPeriod, topLimit: number): Promise<SalesReport> {
  checkPeriod(p);
  const [byDay, { products, categories }] = await Promise.all([salesByDay(db, p), cachedProductsAndCategories(db, p, topLimit)]);
  const sum = (pick: (d: SalesDay) => number) => byDay.reduce((total, d) => total + pick(d), 0);
  return {
    from: p.from,
    to: p.to,
    totals: {
      orders: sum((d) => d.orders),
      items: sum((d) => d.items),
      revenue_poisha: sum((d) => d.revenue_poisha),
      discounts_poisha: sum((d) => d.discounts_poisha),
      delivery_fees_poisha: sum((d) => d.delivery_fees_poisha),
      refunds_poisha: sum((d) => d.refunds_poisha),
    },
    by_day: byDay,
    products,
    categories,
  };
}

type CourierRow = { courier_name: string; orders: number; collected: Money; paid: Money; balance: Money };

/**
 * Cash on delivery per courier. An order's cash counts on the Dhaka day it was marked
 * delivered (orders.delivered_at), and only delivered cash orders a courier carried (office
 * pickups have no courier). Read from cod_collected_days (migration 0030: those orders per
 * courier and day, kept by a trigger on orders), so a courier's balance up to the period's
 * end adds up days, not every delivered order the shop ever took.
 */
async function codCouriers(db: Database, p: ReportPeriod): Promise<CodReport["couriers"]> {
  const { rows } = await db.execute<CourierRow>(sql`
    with collected as (
      select courier_name, coalesce(sum(orders) filter (where day >= ${p.from}::date), 0)::int as orders,
        coalesce(sum(amount) filter (where day >= ${p.from}::date), 0)::bigint as period, sum(amount)::bigint as upto
      from cod_collected_days where day <= ${p.to}::date group by courier_name having sum(orders) > 0
    ),
    paid as (
      select courier_name, coalesce(sum(amount) filter (where paid_on >= ${p.from}::date), 0)::bigint as period, sum(amount)::bigint as upto
      from courier_payouts where paid_on <= ${p.to}::date group by courier_name
    )
    select coalesce(c.courier_name, pd.courier_name) as courier_name, coalesce(c.orders, 0)::int as orders,
      coalesce(c.period, 0) as collected, coalesce(pd.period, 0) as paid, coalesce(c.upto, 0) - coalesce(pd.upto, 0) as balance
    from collected c full join paid pd on pd.courier_name = c.courier_name
    order by balance desc, courier_name`);
  return rows.map((r) => ({
    courier_name: r.courier_name,
    orders: Number(r.orders),
    collected_poisha: money(r.collected),
    paid_poisha: money(r.paid),
    balance_poisha: money(r.balance),
  }));
}

type PayoutRow = {
  id: number;
  courier_name: string;
  amount: number;
  paid_on: string;
  reference: string;
  note: string | null;
  recorded_by: string | null;
  created_at: string;
};

export const PAYOUT_COLUMNS = sql`cp.id, cp.courier_name, cp.amount, to_char(cp.paid_on, 'YYYY-MM-DD') as paid_on, cp.reference, cp.note,
  coalesce(u.full_name, u.phone) as recorded_by, ${dhakaIso(sql.raw("cp.created_at"))} as created_at`;

export const payoutOf = (r: PayoutRow): CourierPayout => ({
  id: Number(r.id),
  courier_name: r.courier_name,
  amount_poisha: Number(r.amount),
  paid_on: r.paid_on,
  reference: r.reference,
  note: r.note,
  recorded_by: r.recorded_by,
  created_at: r.created_at,
});

export async function listPayouts(db: Database, p: ReportPeriod): Promise<CourierPayout[]> {
  const { rows } = await db.execute<PayoutRow>(sql`
    select ${PAYOUT_COLUMNS} from courier_payouts cp left join users u on u.id = cp.created_by
    where cp.paid_on between ${p.from}::date and ${p.to}::date order by cp.paid_on desc, cp.id desc`);
  return rows.map(payoutOf);
}

export async function getCodReport(db: Database, p: ReportPeriod): Promise<CodReport> {
  checkPeriod(p);
  const [couriers, payouts] = await Promise.all([codCouriers(db, p), listPayouts(db, p)]);
  return { from: p.from, to: p.to, couriers, payouts };
}

type ChannelRow = { channel: (typeof REFUND_CHANNELS)[number]; n: number; amount: Money };
type PendingRow = {
  id: number;
  order_number: string;
  order_key: string;
  channel: ChannelRow["channel"];
  amount: number;
  reference: string | null;
  created_at: string;
};

/** Succeeded refunds by the day they settled, per channel (each channel listed, zeros too); every pending refund, oldest first. */
export async function getRefundsReport(db: Database, p: ReportPeriod): Promise<RefundsReport> {
  checkPeriod(p);
  const [settled, waiting] = await Promise.all([
    db.execute<ChannelRow>(sql`
      select r.channel, count(*)::int as n, sum(r.amount)::bigint as amount from refunds r
      where r.status = 'succeeded' and r.settled_at >= ${start(p)} and r.settled_at < ${end(p)} group by r.channel`),
    db.execute<PendingRow>(sql`
      select r.id, o.order_number, o.order_key, r.channel, r.amount, r.reference, ${dhakaIso(sql.raw("r.created_at"))} as created_at
      from refunds r join orders o on o.id = r.order_id where r.status = 'pending' order by r.created_at, r.id limit 500`),
  ]);
  const channels = REFUND_CHANNELS.map((channel) => {
    const found = settled.rows.find((r) => r.channel === channel);
    return { channel, count: Number(found?.n ?? 0), amount_poisha: money(found?.amount ?? 0) };
  });
  return {
    from: p.from,
    to: p.to,
    channels,
    total: { count: channels.reduce((n, c) => n + c.count, 0), amount_poisha: channels.reduce((n, c) => n + c.amount_poisha, 0) },
    pending: waiting.rows.map(({ amount, ...r }) => ({ ...r, id: Number(r.id), amount_poisha: Number(amount) })),
  };
}
