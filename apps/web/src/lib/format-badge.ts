import { CART_BADGE_CAP, toBanglaDigits, type Locale } from "@shop/contracts";

/** A count for an icon badge: rounded up (spec §3), never negative, capped as "99+" (spec §9). */
export function formatBadge(count: number): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.ceil(count)) : 0;
  return n > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(n);
}

/**
 * A badge's count as a screen reader hears it in a button's name: "1 item", "3 items",
 * "99+ items"; in Bangla with the page's words and digits, "৩টি পণ্য".
 */
export function badgeItems(
  count: number,
  words: { one: string; other: string } = { one: "{count} item", other: "{count} items" },
  locale: Locale = "en",
): string {
  const shown = formatBadge(count);
  return (shown === "1" ? words.one : words.other).replace("{count}", locale === "bn" ? toBanglaDigits(shown) : shown);
}
