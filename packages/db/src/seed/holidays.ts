import { publicHolidays } from "../schema";
import type { Tx } from "./util";

/**
 * Bangladesh's fixed-date public holidays for 2026 and 2027 (issue 47, decision 040):
 * arrival dates skip them as they skip Fridays. The moon-dated ones (the Eids, Shab-e-Barat,
 * Ashura, Eid-e-Miladunnabi) and Durga Puja move each year and are published by the
 * government: the owner adds them on the back office's Holidays screen.
 */
const FIXED: [monthDay: string, name: string][] = [
  ["02-21", "Language Martyrs' Day"],
  ["03-17", "Birthday of Bangabandhu"],
  ["03-26", "Independence Day"],
  ["04-14", "Pohela Boishakh"],
  ["05-01", "May Day"],
  ["08-15", "National Mourning Day"],
  ["12-16", "Victory Day"],
  ["12-25", "Christmas Day"],
];

export const PUBLIC_HOLIDAYS = [2026, 2027].flatMap((year) => FIXED.map(([monthDay, name]) => ({ day: `${year}-${monthDay}`, name })));

/** Safe to run any number of times: a day already listed (or renamed by the owner) is left as it is. */
export async function insertPublicHolidays(tx: Tx): Promise<void> {
  await tx.insert(publicHolidays).values(PUBLIC_HOLIDAYS).onConflictDoNothing();
}
