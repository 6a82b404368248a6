import { sql } from "drizzle-orm";
import type { Database } from "@shop/db";
import { COD_WORDS, type CodAdvanceReason, type CodRules, type CodRulesBody } from "@shop/contracts/cod";
import { normalizePhone, poishaToTaka, takaToPoisha, type DeliveryMethod } from "@shop/contracts";
import { toDhakaIso } from "../../lib/time";
import type { DbOrTx } from "../../lib/db";
import { recordAudit } from "../admin/audit";

/**
 * Cash on delivery's trust (issue 47, docs/decisions/041-cod-advance.md): the owner's
 * rules (one row, cod_rules id 1), a phone's record at the shop, and the advance a cash
 * order owes by bKash before it is confirmed: the delivery charge.
 */

type RulesRow = { advance_above_poisha: number | null; advance_after_refused: number | null; updated_at: string | Date | null };

export async function readCodRules(db: DbOrTx): Promise<CodRules> {
  const found = await db.execute<RulesRow>(sql`select advance_above_poisha, advance_after_refused, updated_at from cod_rules where id = 1`);
  const row = found.rows[0];
  return {
    advance_above: row?.advance_above_poisha == null ? null : poishaToTaka(row.advance_above_poisha),
    advance_after_refused: row?.advance_after_refused ?? null,
    updated_at: row?.updated_at ? toDhakaIso(new Date(row.updated_at)) : null,
  };
}

/** PUT /v1/admin/cod-rules (owner): both rules at once, with the audit entry in the same transaction. */
export async function saveCodRules(db: Database, input: { actorId: string; body: CodRulesBody }): Promise<CodRules> {
  const above = input.body.advance_above === null ? null : takaToPoisha(input.body.advance_above);
  const refused = input.body.advance_after_refused;
  return db.transaction(async (tx) => {
    const before = await readCodRules(tx);
    await tx.execute(sql`
      insert into cod_rules (id, advance_above_poisha, advance_after_refused, updated_at, updated_by)
      values (1, ${above}, ${refused}, now(), ${input.actorId})
      on conflict (id) do update set advance_above_poisha = excluded.advance_above_poisha,
        advance_after_refused = excluded.advance_after_refused, updated_at = now(), updated_by = excluded.updated_by`);
    const after = await readCodRules(tx);
    await recordAudit(tx, { actorId: input.actorId, action: "cod_rules.update", entity: "cod_rules", entityId: 1, before, after });
    return after;
  });
}

export type ShopRecord = { delivered: number; refused: number; returned: number };

/**
 * The shop's own orders for these phones (an order's delivery phone or its account's
 * phone): delivered; refused (shipped, then cancelled: the parcel came back); returned
 * (delivered, then a return received back). Reads orders by the delivery phone's
 * expression and by the users' phone index, each order once.
 */
export async function shopRecord(db: DbOrTx, phones: string[]): Promise<ShopRecord> {
  const list = [...new Set(phones.filter(Boolean).map(normalizePhone))];
  if (!list.length) return { delivered: 0, refused: 0, returned: 0 };
  const phoneArray = sql`array[${sql.join(
    list.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]`;
  const found = await db.execute<{ delivered: number; refused: number; returned: number }>(sql`
    with matched as (
      select o.id, o.status from orders o where (o.address ->> 'phone_number') = any(${phoneArray})
      union
      select o.id, o.status from users u join orders o on o.user_id = u.id where u.phone = any(${phoneArray})
    )
    select
      count(*) filter (where m.status = 'delivered')::int as delivered,
      count(*) filter (where m.status = 'cancelled'
        and exists (select 1 from order_events e where e.order_id = m.id and e.status = 'shipped' and e.kind = 'event'))::int as refused,
      count(*) filter (where exists (select 1 from return_requests r where r.order_id = m.id and r.received_at is not null))::int as returned
    from matched m`);
  const row = found.rows[0];
  return { delivered: Number(row?.delivered ?? 0), refused: Number(row?.refused ?? 0), returned: Number(row?.returned ?? 0) };
}

export type AdvanceDue = { amountPoisha: number; reason: CodAdvanceReason; message: string };

/**
 * The advance a cash order owes, or null. Only a delivered parcel has a delivery charge
 * at risk (office pickup: none). The amount is the delivery charge before any free-delivery
 * waiver (a refused free parcel costs the shop the courier's charge all the same), never
 * above the total. Rules in order: the total above the owner's amount, then the phone's
 * refused and returned parcels at least the owner's number (read only when that rule is on).
 */
export async function codAdvanceFor(
  db: DbOrTx,
  input: { deliveryMethod: DeliveryMethod; shippingFeePoisha: number; totalPoisha: number; phone: string | null; userId: string | null },
): Promise<AdvanceDue | null> {
  if (input.deliveryMethod === "office_pickup") return null;
  const amountPoisha = Math.min(input.shippingFeePoisha, input.totalPoisha);
  if (amountPoisha <= 0) return null;
  const found = await db.execute<RulesRow & { user_phone: string | null }>(sql`
    select advance_above_poisha, advance_after_refused, null as updated_at, (select phone from users where id = ${input.userId}::uuid) as user_phone
    from cod_rules where id = 1`);
  const rules = found.rows[0];
  if (!rules) return null;
  if (rules.advance_above_poisha !== null && input.totalPoisha > rules.advance_above_poisha) {
    return { amountPoisha, reason: "above_amount", message: COD_WORDS.reason.above_amount(rules.advance_above_poisha) };
  }
  if (rules.advance_after_refused !== null) {
    const record = await shopRecord(db, [input.phone ?? "", rules.user_phone ?? ""]);
    if (record.refused + record.returned >= rules.advance_after_refused) {
      return { amountPoisha, reason: "refused_parcels", message: COD_WORDS.reason.refused_parcels() };
    }
  }
  return null;
}
