import type { Order, OrderStatus } from "@shop/contracts";

/** The road an order normally takes (API.md "Back office"). */
export const ORDER_FLOW: readonly OrderStatus[] = ["pending", "confirmed", "processing", "shipped", "delivered"];

export type TimelineStep = {
  status: OrderStatus;
  /** ISO time it happened; null for a step still ahead. */
  at: string | null;
  note: string | null;
  /** `current` is the latest step that happened; `upcoming` ones are shown greyed out. */
  state: "done" | "current" | "upcoming";
};

/**
 * The order's timeline as it happened, then (unless it was cancelled or failed) the
 * steps of the normal road still ahead of its status, greyed out on the page.
 */
export function timelineSteps(order: Pick<Order, "status" | "timeline">): TimelineStep[] {
  const happened: TimelineStep[] = order.timeline.map((entry, i) => ({
    status: entry.status,
    at: entry.at,
    note: entry.note,
    state: i === order.timeline.length - 1 ? "current" : "done",
  }));
  const reached = ORDER_FLOW.indexOf(order.status);
  if (reached < 0) return happened;
  const seen = new Set(order.timeline.map((entry) => entry.status));
  const ahead: TimelineStep[] = ORDER_FLOW.slice(reached + 1)
    .filter((status) => !seen.has(status))
    .map((status) => ({ status, at: null, note: null, state: "upcoming" }));
  return [...happened, ...ahead];
}
