import { normaliseSearchWords, SEARCH_WEEKS_KEPT_DAYS } from "@shop/contracts";
import { sql, type Database } from "@shop/db";

const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The Monday (YYYY-MM-DD) of the Dhaka week `at` falls in; Dhaka keeps +06:00 all year. */
export function dhakaWeekOf(at: Date): string {
  const dhaka = new Date(at.getTime() + DHAKA_OFFSET_MS);
  const sinceMonday = (dhaka.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(dhaka.getUTCFullYear(), dhaka.getUTCMonth(), dhaka.getUTCDate() - sinceMonday)).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar day (YYYY-MM-DD) belongs to. */
export function weekOfDay(day: string): string {
  return dhakaWeekOf(new Date(Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS));
}

/**
 * Adds one search of `text` to this week's row for its normalised words, and one
 * "found nothing" when `found` is false. Only the words and the week are kept: no
 * user, address or time of day (issue 48).
 */
export async function recordSearch(db: Database, { text, found, at = new Date() }: { text: string; found: boolean; at?: Date }): Promise<void> {
  const words = normaliseSearchWords(text);
  if (!words) return;
  await db.execute(sql`
    insert into search_weeks (week, words, searches, no_results) values (${dhakaWeekOf(at)}, ${words}, 1, ${found ? 0 : 1})
    on conflict (week, words) do update set searches = search_weeks.searches + 1, no_results = search_weeks.no_results + excluded.no_results`);
}

/**
 * Deletes the weeks that ended more than 90 days ago. Every API process runs the timer;
 * a transaction-scoped advisory lock lets one of them do the work at a time, the others
 * skip the round (the delete is the same whoever runs it). Returns the rows deleted, or
 * null when another process held the lock.
 */
export async function deleteOldSearchWeeks(db: Database, now = new Date()): Promise<number | null> {
  const oldest = dhakaWeekOf(new Date(now.getTime() - SEARCH_WEEKS_KEPT_DAYS * DAY_MS));
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext('search-weeks:cleanup')) as locked`);
    if (!lock.rows[0]?.locked) return null;
    const deleted = await tx.execute<{ week: string }>(sql`delete from search_weeks where week < ${oldest} returning week`);
    return deleted.rows.length;
  });
}
