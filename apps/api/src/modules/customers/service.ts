import { sql } from "drizzle-orm";
import type { Database } from "@shop/db";
import {
  ADMIN_PER_PAGE,
  CUSTOMER_MESSAGES,
  CUSTOMER_ORDERS_SHOWN,
  type AdminCustomer,
  type AdminCustomerRow,
  type AdminCustomersResponse,
  type CustomerSort,
} from "@shop/contracts";
import { AppError } from "../../lib/app-error";
import { jsonTimeToDhakaIso, toDhakaIso } from "../../lib/time";
import { recordAudit } from "../admin/audit";
import { isoOrNull, pageMetaOf } from "../admin/paging";
import { json } from "../cart/mappers";
import { findCustomer, listCustomerRows, type CustomerListRow } from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const customerNotFound = () => new AppError("not_found", CUSTOMER_MESSAGES.notFound);

const rowOf = (r: CustomerListRow): AdminCustomerRow => ({
  id: r.id,
  full_name: r.full_name,
  phone: r.phone,
  email: r.email,
  orders_count: Number(r.orders_count),
  spent_poisha: Number(r.spent),
  last_order_at: isoOrNull(r.last_order_at),
  joined_at: toDhakaIso(r.created_at),
});

/** GET /v1/admin/customers: shoppers under the search, newest or most spent first, 25 a page. */
export async function listCustomers(db: Database, query: { q?: string; sort: CustomerSort; page: number }): Promise<Omit<AdminCustomersResponse, "message">> {
  const { rows, total } = await listCustomerRows(db, { ...query, perPage: ADMIN_PER_PAGE });
  return { data: rows.map(rowOf), meta: pageMetaOf(query.page, total) };
}

/** GET /v1/admin/customers/{id}: a shopper in full; staff and unknown ids are one 404. */
export async function getCustomer(db: Database, id: string): Promise<AdminCustomer> {
  if (!UUID.test(id)) throw customerNotFound();
  const row = await findCustomer(db, id, CUSTOMER_ORDERS_SHOWN);
  if (!row) throw customerNotFound();
  const counts = json(row.counts);
  return {
    ...rowOf(row),
    addresses: json(row.addresses),
    orders: json(row.orders).map((o) => ({
      order_number: o.order_number,
      status: o.status,
      total_poisha: o.total,
      created_at: jsonTimeToDhakaIso(o.created_at),
      is_return: o.is_return,
    })),
    counts: { delivered: Number(counts.delivered), refused: Number(counts.refused), cancelled: Number(counts.cancelled), open: Number(counts.open) },
    returns: json(row.returns).map((r) => ({ ...r, requested_at: jsonTimeToDhakaIso(r.requested_at) })),
    notes: json(row.notes).map((n) => ({ ...n, at: jsonTimeToDhakaIso(n.at) })),
  };
}

/** POST /v1/admin/customers/{id}/notes: a staff note about a shopper, with its audit entry in the same transaction. */
export async function addCustomerNote(db: Database, input: { actorId: string; customerId: string; body: string }): Promise<AdminCustomer> {
  if (!UUID.test(input.customerId)) throw customerNotFound();
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ id: string }>(sql`select id from users where id = ${input.customerId} and role = 'shopper'`);
    if (!found.rows[0]) throw customerNotFound();
    const note = await tx.execute<{ id: number }>(sql`
      insert into customer_notes (user_id, author_id, body) values (${input.customerId}, ${input.actorId}, ${input.body}) returning id`);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "customer.note",
      entity: "customer",
      entityId: input.customerId,
      after: { note_id: note.rows[0].id, body: input.body },
    });
  });
  return getCustomer(db, input.customerId);
}
