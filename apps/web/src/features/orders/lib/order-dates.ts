/**
 * Order dates as a shopper in Bangladesh reads them, in Asia/Dhaka whatever the
 * device's zone: "23 Nov 2026" and "23 Nov 2026, 3:05 PM". Assembled from parts so
 * the month stays three letters ("Sep", not en-GB's "Sept") on every ICU version.
 */
const SHOP_TIME_ZONE = "Asia/Dhaka";

const dateParts = new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
const timeParts = new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, hour: "numeric", minute: "2-digit", hour12: true });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? "";
}

/** "23 Nov 2026"; text that is not a date is shown as it came. */
export function formatOrderDate(iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  const parts = dateParts.formatToParts(date);
  return `${part(parts, "day")} ${part(parts, "month")} ${part(parts, "year")}`;
}

/** "23 Nov 2026, 3:05 PM"; text that is not a date is shown as it came. */
export function formatOrderDateTime(iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  const parts = timeParts.formatToParts(date);
  return `${formatOrderDate(iso)}, ${part(parts, "hour")}:${part(parts, "minute")} ${part(parts, "dayPeriod").toUpperCase()}`;
}
