import { sql } from "drizzle-orm";
import type { auditLog, Database, SqlRow } from "@shop/db";
import { ADMIN_PER_PAGE, type PageMeta } from "@shop/contracts";
import type { AdminAuditEntryNamed } from "@shop/contracts/audit-named";
import { toDhakaIso } from "../../lib/time";
import { offsetOf, pageMetaOf } from "./paging";

type AuditRow = Pick<SqlRow<typeof auditLog>, "id" | "action" | "entity" | "entity_id" | "before" | "after" | "created_at"> & {
  actor_id: string | null;
  actor_name: string | null;
  actor_phone: string | null;
  subject: string | null;
};

/**
 * GET /v1/admin/audit (before and after are jsonb, parsed by both drivers): newest first, optionally one entity kind and one record. The
 * actor is null for the shop's own jobs and for a staff account deleted since.
 */
export async function listAudit(
  db: Database,
  input: { page: number; entity?: string; entity_id?: string },
): Promise<{ data: AdminAuditEntryNamed[]; meta: PageMeta }> {
  const where = [sql`true`];
  if (input.entity) where.push(sql`a.entity = ${input.entity}`);
  if (input.entity_id) where.push(sql`a.entity_id = ${input.entity_id}`);
  const condition = sql.join(where, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<AuditRow>(sql`
      select a.id, a.action, a.entity, a.entity_id, a.before, a.after, a.created_at,
        u.id as actor_id, u.full_name as actor_name, u.phone as actor_phone,
        case a.entity
          when 'product' then (select p.name from products p where p.id::text = a.entity_id)
          when 'category' then (select c.name from categories c where c.id::text = a.entity_id)
          when 'brand' then (select b.name from brands b where b.id::text = a.entity_id)
        end as subject
      from audit_log a left join users u on u.id = a.actor_id
      where ${condition}
      order by a.created_at desc, a.id desc
      limit ${ADMIN_PER_PAGE} offset ${offsetOf(input.page)}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from audit_log a where ${condition}`),
  ]);
  return {
    data: rows.rows.map((row) => ({
      id: Number(row.id),
      actor: row.actor_id && row.actor_phone ? { id: row.actor_id, full_name: row.actor_name, phone: row.actor_phone } : null,
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      subject: row.subject,
      before: row.before,
      after: row.after,
      created_at: toDhakaIso(row.created_at),
    })),
    meta: pageMetaOf(input.page, Number(count.rows[0]?.total ?? 0)),
  };
}
