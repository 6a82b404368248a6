import type { AdminOrderPulse } from "@shop/contracts/admin";
import { PAYMENT_METHOD_LABELS } from "@shop/contracts/constants";
import { money } from "./money";

/** How often an open back office asks for new orders (the API's pulse is two index reads). */
export const PULSE_EVERY_MS = 15_000;
/** Where a staff member's choice of sound is kept, per browser. */
export const SOUND_KEY = "orders.sound";

type Newest = NonNullable<AdminOrderPulse["newest"]>;

/**
 * The order that arrived between two answers: the newest waiting order changed to one
 * placed later. Nothing on the first answer (opening the back office is not news), and
 * nothing when the newest went away or an older one became the newest (it was confirmed).
 */
export function arrivalOf(previous: AdminOrderPulse | null, next: AdminOrderPulse): Newest | null {
  if (!previous || !next.newest) return null;
  if (previous.newest?.order_number === next.newest.order_number) return null;
  if (previous.newest && next.newest.created_at <= previous.newest.created_at) return null;
  return next.newest;
}

/** What a screen reader says, and the line shown, when an order arrives. */
export const arrivalText = (order: Newest): string =>
  `New order ${order.order_number}: ${money(order.total_poisha)}, ${PAYMENT_METHOD_LABELS[order.payment_method]}`;

/** The badge's words for a screen reader beside "Orders". */
export const waitingText = (waiting: number): string => `${waiting} order${waiting === 1 ? "" : "s"} waiting to be confirmed`;
