import { translateMessage, type Locale } from "@shop/contracts";

/**
 * An order's timeline notes in the reader's language (issue 50): the shop's fixed notes
 * (Order placed, Confirmed by the shop, Shipped with …, Cancelled by you: Change of mind …)
 * from the contracts' catalogue (API_MESSAGES_BN); a note the catalogue does not know (a
 * staff member's own words) stays as written.
 */
export function timelineIn<T extends { timeline: { note: string | null }[] }>(order: T, locale: Locale): T {
  if (locale === "en") return order;
  return { ...order, timeline: order.timeline.map((step) => (step.note ? { ...step, note: translateMessage(step.note, locale) } : step)) };
}
