import { sql } from "drizzle-orm";
import type { DeliveryMethod } from "@shop/contracts";
import type { DbOrTx } from "../../lib/db";
import { toDhakaIso } from "../../lib/time";
import { arrivesBy } from "./arrival";

/** Holidays this far ahead are read: more than any district's days plus a run of Eid days. */
const HOLIDAYS_AHEAD_DAYS = 60;

/**
 * The arrival date for an order to `address` placed `now` (arrival.ts), with the
 * district's days and the holidays read in one statement. Null for office pickup, with no
 * address, or for a district that does not exist. Express to an address outside Dhaka
 * is refused at checkout; until the shopper changes it, the date is home delivery's.
 */
export async function arrivalFor(
  db: DbOrTx,
  { address, method, now }: { address: { district_id: number; inside_dhaka: boolean } | null; method: DeliveryMethod; now: Date },
): Promise<string | null> {
  if (method === "office_pickup" || address === null) return null;
  const counted: DeliveryMethod = method === "express_delivery" && !address.inside_dhaka ? "home_delivery" : method;
  const today = toDhakaIso(now).slice(0, 10);
  const result = await db.execute<{ days_max: number; holidays: string[] | string }>(sql`
    select d.delivery_days_max as days_max,
      coalesce((select json_agg(to_char(h.day, 'YYYY-MM-DD') order by h.day) from public_holidays h
        where h.day >= ${today}::date and h.day < ${today}::date + ${HOLIDAYS_AHEAD_DAYS}::int), '[]'::json) as holidays
    from districts d where d.id = ${address.district_id}`);
  const row = result.rows[0];
  if (!row) return null;
  const holidays = typeof row.holidays === "string" ? (JSON.parse(row.holidays) as string[]) : row.holidays;
  return arrivesBy({ now, daysMax: Number(row.days_max), method: counted, holidays });
}
