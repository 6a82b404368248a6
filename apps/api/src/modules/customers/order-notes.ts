import { sql } from "drizzle-orm";
import type { Database } from "@shop/db";
import { type AdminOrder, type AdminOrderNoteBody } from "@shop/contracts";
import { recordAudit } from "../admin/audit";
import { getAdminOrder, orderNotFound } from "../orders/admin";
import { lockOrderState } from "../orders/admin-queries";

/**
 * POST /v1/admin/orders/{order_number}/notes: a staff-only note or call log on the
 * order's timeline (order_events kind note or call, with its author), and its audit
 * entry, in one transaction. The row carries the status the order has now; a call's
 * outcome is kept in `note` (a note row's shopper words: none, as the shopper's reads
 * take kind = 'event' only) and what staff typed in `staff_note`. No SMS, no change
 * to the order.
 */
export async function addOrderNote(
  ctx: { db: Database; mediaBase: string },
  input: { actorId: string; orderNumber: string; body: AdminOrderNoteBody },
): Promise<AdminOrder> {
  const { body } = input;
  const text = body.body?.trim() ? body.body.trim() : null;
  const outcome = body.kind === "call" ? body.outcome : null;
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrderState(tx, input.orderNumber);
    if (!order) throw orderNotFound();
    const event = await tx.execute<{ id: number }>(sql`
      insert into order_events (order_id, status, note, staff_note, staff_note_for_customer, kind, author_id)
      values (${order.id}, ${order.status}, ${outcome}, ${text}, false, ${body.kind}, ${input.actorId}) returning id`);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: `order.${body.kind}`,
      entity: "order",
      entityId: order.order_number,
      after: { event_id: event.rows[0].id, ...(outcome ? { outcome } : {}), ...(text ? { note: text } : {}) },
    });
  });
  return getAdminOrder(ctx, input.orderNumber);
}
