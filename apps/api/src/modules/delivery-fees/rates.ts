import { sql } from "drizzle-orm";
import type { DeliveryMethod, DeliveryRates, DeliveryZone } from "@shop/contracts";
import type { DbOrTx } from "../../lib/db";

/** A row of delivery_rates as SQL (or cart_view's JSON) gives it. */
export type DeliveryRateRow = { zone: DeliveryZone; method: DeliveryMethod; first_kg_poisha: number | string; extra_kg_poisha: number | string };

/** The table as pricing takes it (priceCart's `rates`). */
export function ratesOf(rows: readonly DeliveryRateRow[]): DeliveryRates {
  const rates: DeliveryRates = {};
  for (const row of rows) {
    if (row.method === "office_pickup") continue;
    rates[row.zone] = { ...rates[row.zone], [row.method]: { firstKgPoisha: Number(row.first_kg_poisha), extraKgPoisha: Number(row.extra_kg_poisha) } };
  }
  return rates;
}

/**
 * The owner's fee table, read for this request (4 rows by primary key): no cache, so an
 * edit is charged by every API process from the next request on. The cart reads it inside
 * cart_view instead (migration 0031), with no round trip of its own.
 */
export async function readDeliveryRates(db: DbOrTx): Promise<DeliveryRates> {
  const result = await db.execute<DeliveryRateRow>(sql`select zone, method, first_kg_poisha, extra_kg_poisha from delivery_rates`);
  return ratesOf(result.rows);
}

/**
 * What pricing needs for an order's address snapshot (phone order, order edit), in one
 * statement: the fee table and the zone of the snapshot's district (it keeps the name).
 * A district that no longer matches falls back to inside or outside Dhaka.
 */
export async function deliveryPricingOf(
  db: DbOrTx,
  address: { district: string; inside_dhaka: boolean } | null,
): Promise<{ rates: DeliveryRates; zone: DeliveryZone | undefined }> {
  const result = await db.execute<{ rates: DeliveryRateRow[] | string | null; zone: DeliveryZone | null }>(sql`
    select (select json_agg(json_build_object('zone', r.zone, 'method', r.method, 'first_kg_poisha', r.first_kg_poisha, 'extra_kg_poisha', r.extra_kg_poisha))
        from delivery_rates r) as rates,
      (select d.zone from districts d where d.name = ${address?.district ?? null}) as zone`);
  const row = result.rows[0];
  const rows = typeof row?.rates === "string" ? (JSON.parse(row.rates) as DeliveryRateRow[]) : (row?.rates ?? []);
  return { rates: ratesOf(rows), zone: row?.zone ?? (address ? (address.inside_dhaka ? "inside_dhaka" : "outside_dhaka") : undefined) };
}
