import { SHOP_TIME_ZONE } from "@shop/contracts/admin";
import { webLink } from "@shop/contracts/formats";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateOnly = new Intl.DateTimeFormat("en-GB", { timeZone: SHOP_TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** "5 Mar 2026, 3:04 pm" in Dhaka time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00+06:00` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** Today's (or `at`'s) calendar day in Dhaka as YYYY-MM-DD. */
export function dhakaDay(at: Date = new Date()): string {
  return isoDay.format(at);
}

/** The first day of this month in Dhaka as YYYY-MM-DD. */
export function dhakaMonthStart(at: Date = new Date()): string {
  return `${dhakaDay(at).slice(0, 8)}01`;
}

/** An ISO time as the value of a datetime-local input, in Dhaka time (UTC+6, no daylight saving). */
export function toDhakaLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() + 6 * 3600_000).toISOString().slice(0, 16);
}

/** A datetime-local value read as Dhaka time, to an ISO string; "" -> null. */
export function fromDhakaLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(`${value}:00+06:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function personName(person: { full_name: string | null; phone: string } | null | undefined): string {
  if (!person) return "The shop";
  return person.full_name ? `${person.full_name} (${person.phone})` : person.phone;
}

/** "my-product-name" from "My Product Name!" (a suggestion the owner can change). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/g, "");
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

const DELIVERY_LABELS: Record<string, string> = { home_delivery: "Home delivery", express_delivery: "Express delivery", office_pickup: "Office pickup" };
export const deliveryLabel = (method: string): string => DELIVERY_LABELS[method] ?? method;

/** Only http(s) links are made clickable (a typed URL is user text). */
export function safeUrl(url: string | null | undefined): string | null {
  return webLink(url);
}
