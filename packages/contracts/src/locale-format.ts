import { formatTaka, groupedNumber } from "./money";
import type { Locale } from "./locale";

/**
 * Numbers, money and dates in the reader's language (issue 50, decision 050). English is
 * exactly today's (formatTaka: "৳1,23,456"); Bangla writes Bangla digits with the same lakh
 * grouping, "৳১,২৩,৪৫৬", and Bangla month names, "৩ ডিসেম্বর, ২০২৬".
 *
 * Node 24's ICU (78) formats bn-BD numbers with lakh grouping and Bangla digits, but its
 * currency style puts the sign after the number ("১,২৩,৪৫৬.০০৳"), so the sign is written
 * first here, as the shop's English prices and the issue write it. Numbers are grouped by
 * money.ts's `groupedNumber` (no Intl formatter built at start-up; the tests compare it with
 * Intl's en-IN and bn-BD); dates use Intl, built on first use.
 */

const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";

/** "Order 12345 on 3/12" → "Order ১২৩৪৫ on ৩/১২": ASCII digits to Bangla ones, the rest as it is. */
export function toBanglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

/** Taka (not poisha) with lakh grouping: en "৳1,23,456" (formatTaka), bn "৳১,২৩,৪৫৬"; "৳৯৯.৫০". */
export function formatTakaIn(taka: number, locale: Locale): string {
  // The same grouping and sign, the digits in Bangla.
  return locale === "en" ? formatTaka(taka) : toBanglaDigits(formatTaka(taka));
}

/** Integer poisha as taka: 12345600 → en "৳1,23,456", bn "৳১,২৩,৪৫৬". */
export function formatPoishaIn(poisha: number, locale: Locale): string {
  return formatTakaIn(Math.round(poisha) / 100, locale);
}

/** A count or quantity: en "1,234" (lakh grouping, as prices), bn "১,২৩৪". */
export function formatNumberIn(value: number, locale: Locale): string {
  const text = `${value < 0 ? "-" : ""}${groupedNumber(Math.abs(value), 2, false)}`;
  return locale === "bn" ? toBanglaDigits(text) : text;
}

export type DateStyle = "long" | "short" | "weekday";

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: "numeric", month: "long", year: "numeric" },
  short: { day: "numeric", month: "short", year: "numeric" },
  weekday: { weekday: "short", day: "numeric", month: "short" },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "bn" ? "bn-BD" : "en-GB", { ...DATE_OPTIONS[style], timeZone: "Asia/Dhaka" });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A moment as a Dhaka calendar day: long en "3 December 2026", bn "৩ ডিসেম্বর, ২০২৬";
 * short en "3 Dec 2026", bn "৩ ডিসে, ২০২৬"; weekday en "Thu 3 Dec", bn "বৃহস্পতি ৩ ডিসে".
 * A "YYYY-MM-DD" string is taken as that Dhaka day.
 */
export function formatDateIn(value: Date | string, locale: Locale, style: DateStyle = "long"): string {
  const date = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+06:00`) : new Date(value);
  const text = dateFormat(locale, style).format(date);
  return locale === "en" ? text.replace(",", "") : text;
}
