import type { DeliveryMethod } from "@shop/contracts";

/**
 * The arrival date the shop promises (issue 47, decision 040). Pure: no database, no
 * clock (the caller passes `now` and the holiday list). Days are Asia/Dhaka calendar
 * days written YYYY-MM-DD (UTC+6, no daylight saving).
 */

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An order placed at or after this hour (Dhaka) is handed to the courier the next working day. */
export const ORDER_CUTOFF_HOUR_DHAKA = 17;
/** The couriers' weekly day off (Date#getUTCDay: 5 = Friday). Saturday is a working day: Steadfast and Pathao deliver then. */
export const COURIER_DAY_OFF = 5;
/** Express delivery (inside Dhaka only) arrives the next working day. */
export const EXPRESS_DELIVERY_DAYS = 1;

export type ArrivalInput = {
  now: Date;
  /** The district's delivery_days_max (working days from dispatch to the door). */
  daysMax: number;
  method: DeliveryMethod;
  /** Public holidays, YYYY-MM-DD (Dhaka days); other days in the list do no harm. */
  holidays: readonly string[];
};

const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * The last working day the order arrives by, or null for office pickup (nothing travels).
 * The order leaves on its dispatch day: today when today is a working day and the order
 * comes before the cut-off, else the next working day. It then arrives within the
 * district's days (express: one), each a working day: not a Friday, not a holiday.
 */
export function arrivesBy({ now, daysMax, method, holidays }: ArrivalInput): string | null {
  if (method === "office_pickup") return null;
  const days = method === "express_delivery" ? EXPRESS_DELIVERY_DAYS : Math.max(1, Math.trunc(daysMax));
  const off = new Set(holidays);
  const working = (day: number) => new Date(day).getUTCDay() !== COURIER_DAY_OFF && !off.has(isoDay(day));
  const next = (day: number) => {
    let d = day + DAY_MS;
    // A year holds at most a few dozen days off; the bound only guards a corrupt list.
    for (let i = 0; i < 366 && !working(d); i++) d += DAY_MS;
    return d;
  };

  const dhaka = now.getTime() + DHAKA_OFFSET_MS;
  let day = Math.floor(dhaka / DAY_MS) * DAY_MS;
  const hour = new Date(dhaka).getUTCHours();
  if (!working(day) || hour >= ORDER_CUTOFF_HOUR_DHAKA) day = next(day);
  for (let i = 0; i < days; i++) day = next(day);
  return isoDay(day);
}
