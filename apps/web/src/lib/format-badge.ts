import { CART_BADGE_CAP } from "@shop/contracts";

/** A count for an icon badge: rounded up (spec §3), never negative, capped as "99+" (spec §9). */
export function formatBadge(count: number): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.ceil(count)) : 0;
  return n > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(n);
}
