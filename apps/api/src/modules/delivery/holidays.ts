import { sql } from "drizzle-orm";
import { HOLIDAY_MESSAGES, type HolidayBody, type PublicHoliday } from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import type { Database } from "@shop/db";
import { recordAudit } from "../admin/audit";

/**
 * The public holidays arrival dates skip (decision 040), as the owner keeps them: from a
 * year ago on, earliest first. Each change is audited in its transaction.
 */
export async function listHolidays(db: Database): Promise<PublicHoliday[]> {
  const result = await db.execute<PublicHoliday>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, name from public_holidays
    where day >= (now() at time zone 'Asia/Dhaka')::date - 365 order by day`);
  return result.rows;
}

export async function addHoliday(db: Database, actorId: string, body: HolidayBody): Promise<PublicHoliday> {
  return db.transaction(async (tx) => {
    const added = await tx.execute<PublicHoliday>(sql`
      insert into public_holidays (day, name) values (${body.day}::date, ${body.name}) on conflict (day) do nothing
      returning to_char(day, 'YYYY-MM-DD') as day, name`);
    const holiday = added.rows[0];
    if (!holiday) throw new AppError("conflict", HOLIDAY_MESSAGES.taken, { field: "day" });
    await recordAudit(tx, { actorId, action: "holiday.add", entity: "holiday", entityId: holiday.day, after: holiday });
    return holiday;
  });
}

export async function removeHoliday(db: Database, actorId: string, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.execute<PublicHoliday>(sql`
      delete from public_holidays where day = ${day}::date returning to_char(day, 'YYYY-MM-DD') as day, name`);
    const holiday = removed.rows[0];
    if (!holiday) throw new AppError("not_found", HOLIDAY_MESSAGES.notFound, { field: "day" });
    await recordAudit(tx, { actorId, action: "holiday.remove", entity: "holiday", entityId: holiday.day, before: holiday });
  });
}
