import { sql } from "drizzle-orm";
import type { Database } from "@shop/db";
import { SHOP_TIME_ZONE } from "@shop/contracts";
import { REPORT_MESSAGES, type CourierPayout, type CourierPayoutBody } from "@shop/contracts/reports";
import { AppError } from "../../lib/app-error";
import { checkDay } from "../orders/admin";
import { recordAudit } from "./audit";
import { PAYOUT_COLUMNS, payoutOf } from "./reports";

/**
 * Records what a courier paid the shop (its payment statement), with its audit entry in
 * the same transaction. A courier's reference is recorded once: the unique index
 * (courier_name, reference) decides, so two staff entering the same statement at once
 * get one payout and one 409.
 */
export async function recordCourierPayout(db: Database, input: { body: CourierPayoutBody; actorId: string }): Promise<CourierPayout> {
  const { body } = input;
  checkDay("paid_on", body.paid_on);
  const today = await db.execute<{ today: string }>(sql`select to_char((now() at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD') as today`);
  if (body.paid_on > today.rows[0].today) throw new AppError("validation_failed", REPORT_MESSAGES.paidOnFuture, { field: "paid_on" });
  return db.transaction(async (tx) => {
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into courier_payouts (courier_name, amount, paid_on, reference, note, created_by)
      values (${body.courier_name}, ${body.amount_poisha}, ${body.paid_on}::date, ${body.reference}, ${body.note || null}, ${input.actorId})
      on conflict (courier_name, reference) do nothing returning id`);
    const id = inserted.rows[0]?.id;
    if (id === undefined) {
      throw new AppError("conflict", REPORT_MESSAGES.referenceTaken(body.courier_name, body.reference), { field: "reference" });
    }
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "courier_payout.create",
      entity: "courier_payout",
      entityId: id,
      after: { courier_name: body.courier_name, amount: body.amount_poisha, paid_on: body.paid_on, reference: body.reference, note: body.note || null },
    });
    const found = await tx.execute<Parameters<typeof payoutOf>[0]>(sql`
      select ${PAYOUT_COLUMNS} from courier_payouts cp left join users u on u.id = cp.created_by where cp.id = ${id}`);
    return payoutOf(found.rows[0]);
  });
}
