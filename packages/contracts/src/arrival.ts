import { z } from "zod";
import { envelope } from "./envelope";

/**
 * Arrival dates (issue 47, decision 040): the API counts them in working days from Dhaka
 * time and answers a Dhaka calendar day, YYYY-MM-DD; pages and the SMS write it "Thu 12 Dec".
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Built on first use: an Intl formatter costs a page's start-up (see money.ts's groupLakh). */
let arrivalFormat: Intl.DateTimeFormat | null = null;

/** "2026-12-10" → "Thu 10 Dec" (the day as given: it is already a Dhaka day). */
export function formatArrivalDay(day: string): string {
  arrivalFormat ??= new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  return arrivalFormat.format(new Date(`${day}T00:00:00Z`)).replace(",", "");
}

/** "Arrives by Thu 10 Dec": the checkout, the order page and the order's SMS. */
export const arrivesByText = (day: string) => `Arrives by ${formatArrivalDay(day)}`;

export const HOLIDAY_NAME_MAX = 80;
export const HOLIDAY_MESSAGES = {
  dayInvalid: "Enter the date as YYYY-MM-DD",
  /** The back office's date picker left empty. */
  dayRequired: "Choose the holiday's date",
  nameEmpty: "Enter the holiday's name",
  nameTooLong: `The name can be at most ${HOLIDAY_NAME_MAX} characters`,
  taken: "That day is already a holiday",
  notFound: "That day is not on the holiday list",
  added: "Holiday added",
  removed: "Holiday removed",
} as const;

const isRealDay = (day: string) => DAY_PATTERN.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** A day no courier delivers (Eid, Victory Day, ...), as the back office lists and edits it. */
export const publicHoliday = z.object({ day: z.string(), name: z.string() });
export type PublicHoliday = z.infer<typeof publicHoliday>;

export const holidayDay = z.string({ error: HOLIDAY_MESSAGES.dayInvalid }).refine(isRealDay, HOLIDAY_MESSAGES.dayInvalid);

/** POST /v1/admin/holidays (owner only). */
export const holidayBody = z.object({
  day: holidayDay,
  name: z.string({ error: HOLIDAY_MESSAGES.nameEmpty }).trim().min(1, HOLIDAY_MESSAGES.nameEmpty).max(HOLIDAY_NAME_MAX, HOLIDAY_MESSAGES.nameTooLong),
});
export type HolidayBody = z.infer<typeof holidayBody>;

/** GET /v1/admin/holidays: every holiday from a year ago on, earliest first. */
export const holidaysResponse = envelope(z.array(publicHoliday));
