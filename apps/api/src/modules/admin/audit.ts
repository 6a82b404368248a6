import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../lib/db";

export type AuditEntry = {
  /** The staff member; null for the shop's own jobs. */
  actorId: string | null;
  /** entity.verb, e.g. order.confirm, product.update, stock.adjust, coupon.create, staff.add */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit-log row (API.md "Back office": who, what, before, after, when).
 * Call it inside the transaction that makes the change, so the change and its entry
 * stand or fall together.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`
    insert into audit_log (actor_id, action, entity, entity_id, before, after)
    values (${entry.actorId}, ${entry.action}, ${entry.entity}, ${String(entry.entityId)},
      ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb, ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb)`);
}
