import { formatTaka, OFFICE_PICKUP, RETURN_WINDOW_DAYS_DEFAULT, poishaToTaka, SHIPPING_FEES_POISHA, STORE_HOURS_TEXT } from "@shop/contracts";

/**
 * Delivery and policy facts the information pages and the product page state.
 * One place, so the FAQ, the shipping policy and the product page never disagree.
 * Fees come from the contracts' table that the API's pricing module charges.
 */
export const DELIVERY = {
  insideDhaka: { fee: poishaToTaka(SHIPPING_FEES_POISHA.home_delivery.inside_dhaka), days: "1–2 working days" },
  outsideDhaka: { fee: poishaToTaka(SHIPPING_FEES_POISHA.home_delivery.outside_dhaka), days: "2–5 working days" },
  express: {
    fee: poishaToTaka(SHIPPING_FEES_POISHA.express_delivery.inside_dhaka),
    days: "same day if ordered before 12:00 noon, otherwise next day",
    area: "inside Dhaka city only",
  },
  officePickup: { fee: poishaToTaka(SHIPPING_FEES_POISHA.office_pickup.inside_dhaka), days: "ready within 2 hours during store hours" },
} as const;

/** The default return window, for pages that cannot ask the API; the policy and order pages show the owner's RETURN_WINDOW_DAYS. */
export const RETURN_DAYS = RETURN_WINDOW_DAYS_DEFAULT;
export const WARRANTY_DAYS = 7;
export const STORE_HOURS = STORE_HOURS_TEXT;
export const PICKUP_ADDRESS = OFFICE_PICKUP.address;

export const fee = (taka: number) => (taka === 0 ? "Free" : formatTaka(taka));
