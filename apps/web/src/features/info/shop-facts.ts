import { formatTaka } from "@shop/contracts";

/**
 * Delivery and policy facts the information pages and the product page state.
 * One place, so the FAQ, the shipping policy and the product page never disagree.
 * (If the pricing module grows its own fee table, these should read from it.)
 */
export const DELIVERY = {
  insideDhaka: { fee: 70, days: "1–2 working days" },
  outsideDhaka: { fee: 130, days: "2–5 working days" },
  express: { fee: 150, days: "same day if ordered before 12:00 noon, otherwise next day", area: "inside Dhaka city only" },
  officePickup: { fee: 0, days: "ready within 2 hours during store hours" },
} as const;

export const RETURN_DAYS = 7;
export const WARRANTY_DAYS = 7;
export const STORE_HOURS = "Saturday to Thursday, 9:00 AM to 8:00 PM";
export const FRIDAY_NOTE = "Friday closed — no deliveries or pickups on Fridays.";

export const fee = (taka: number) => (taka === 0 ? "Free" : formatTaka(taka));
