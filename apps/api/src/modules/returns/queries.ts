import { sql, type SQL } from "drizzle-orm";
import type { orderItems, orders, returnRequestLines, returnRequests, SqlRow } from "@shop/db";
import type { ReturnReason, ReturnStatus } from "@shop/contracts";
import type { DbOrTx, Tx } from "../../lib/db";

type Person = { id: string; full_name: string | null; phone: string };

export type ReturnOrder = Pick<SqlRow<typeof orders>, "id" | "order_number" | "status" | "user_id"> & {
  /** The order's delivery as its timeline recorded it (the latest `delivered` entry). */
  delivered_at: Date | string | null;
};

const ORDER_FOR_RETURN = sql`
  select o.id, o.order_number, o.status, o.user_id,
    (select max(e.created_at) from order_events e where e.order_id = o.id and e.status = 'delivered' and e.kind = 'event') as delivered_at
  from orders o`;

/** The shopper's own order by its key, or null (another shopper's order is not told apart from none). */
export async function findOwnOrder(db: DbOrTx, orderKey: string, userId: string): Promise<ReturnOrder | null> {
  const result = await db.execute<ReturnOrder>(sql`${ORDER_FOR_RETURN} where o.order_key = ${orderKey} and o.user_id = ${userId}`);
  return result.rows[0] ?? null;
}

/**
 * The same, with the order row locked until the transaction ends: two requests for the
 * same order queue here, so the second counts the first's lines (never an over-return).
 */
export async function lockOwnOrder(tx: Tx, orderKey: string, userId: string): Promise<ReturnOrder | null> {
  const result = await tx.execute<ReturnOrder>(sql`${ORDER_FOR_RETURN} where o.order_key = ${orderKey} and o.user_id = ${userId} for update of o`);
  return result.rows[0] ?? null;
}

export type ReturnableLine = Pick<SqlRow<typeof orderItems>, "id" | "name" | "slug"> & { delivered: number; returnable: number };

/** Each line of the order: delivered, and what is left once every return not refused is counted. */
export async function returnableLines(db: DbOrTx, orderId: string): Promise<ReturnableLine[]> {
  const result = await db.execute<ReturnableLine>(sql`
    select i.id, i.name, i.slug, i.quantity as delivered,
      i.quantity - coalesce((select sum(l.quantity) from return_request_lines l join return_requests r on r.id = l.return_id
        where l.order_item_id = i.id and r.status <> 'refused'), 0)::int as returnable
    from order_items i where i.order_id = ${orderId} order by i.id`);
  return result.rows.map((row) => ({ ...row, delivered: Number(row.delivered), returnable: Number(row.returnable) }));
}

export async function insertReturn(
  tx: Tx,
  input: { orderId: string; userId: string; reason: ReturnReason; note: string | null; lines: { orderItemId: number; quantity: number }[] },
): Promise<number> {
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into return_requests (order_id, user_id, reason, note) values (${input.orderId}, ${input.userId}, ${input.reason}, ${input.note}) returning id`);
  const id = inserted.rows[0].id;
  const values = sql.join(
    input.lines.map((line) => sql`(${id}, ${line.orderItemId}, ${line.quantity})`),
    sql`, `,
  );
  await tx.execute(sql`insert into return_request_lines (return_id, order_item_id, quantity) values ${values}`);
  return id;
}

export type ReturnLineRow = Pick<SqlRow<typeof returnRequestLines>, "id" | "quantity" | "condition"> & {
  order_line: number;
  name: string;
  slug: string;
  product_id: number | null;
  sku: string | null;
  delivered: number;
};

export type ReturnRow = Pick<
  SqlRow<typeof returnRequests>,
  | "id"
  | "status"
  | "reason"
  | "note"
  | "shop_message"
  | "resolution"
  | "created_at"
  | "approved_at"
  | "refused_at"
  | "received_at"
  | "closed_at"
  | "order_id"
  | "user_id"
> & {
  order_number: string;
  order_key: string;
  customer: Person | string;
  approved_by: Person | string | null;
  refused_by: Person | string | null;
  received_by: Person | string | null;
  closed_by: Person | string | null;
  lines: ReturnLineRow[] | string;
  /** Positions of the return's photos. */
  photos: number[] | string;
  refund_poisha: number | string | null;
  refund_at: Date | string | null;
  replacement_order: { order_number: string; order_key: string } | string | null;
};

const personOf = (column: SQL) => sql`(select json_build_object('id', u.id, 'full_name', u.full_name, 'phone', u.phone) from users u where u.id = ${column})`;

/** A return with its order, customer, the staff of each step and its lines (with the product's id and SKU for staff). */
const RETURN_SELECT = sql`
  select r.id, r.status, r.reason, r.note, r.shop_message, r.resolution, r.created_at, r.approved_at, r.refused_at, r.received_at,
    r.closed_at, r.order_id, r.user_id, o.order_number, o.order_key,
    ${personOf(sql`r.user_id`)} as customer, ${personOf(sql`r.approved_by`)} as approved_by, ${personOf(sql`r.refused_by`)} as refused_by,
    ${personOf(sql`r.received_by`)} as received_by, ${personOf(sql`r.closed_by`)} as closed_by,
    coalesce((select json_agg(json_build_object('id', l.id, 'order_line', i.id, 'name', i.name, 'slug', i.slug, 'quantity', l.quantity,
        'condition', l.condition, 'product_id', i.product_id, 'sku', p.sku, 'delivered', i.quantity) order by i.id)
      from return_request_lines l join order_items i on i.id = l.order_item_id left join products p on p.id = i.product_id
      where l.return_id = r.id), '[]'::json) as lines,
    coalesce((select json_agg(ph.position order by ph.position) from return_photos ph where ph.return_id = r.id), '[]'::json) as photos,
    (select sum(f.amount)::int from refunds f where f.return_id = r.id and f.status = 'succeeded') as refund_poisha,
    (select max(coalesce(f.settled_at, f.created_at)) from refunds f where f.return_id = r.id and f.status = 'succeeded') as refund_at,
    (select json_build_object('order_number', ro.order_number, 'order_key', ro.order_key) from orders ro where ro.id = r.replacement_order_id)
      as replacement_order
  from return_requests r join orders o on o.id = r.order_id`;

export async function returnsOfOrder(db: DbOrTx, orderId: string): Promise<ReturnRow[]> {
  return (await db.execute<ReturnRow>(sql`${RETURN_SELECT} where r.order_id = ${orderId} order by r.created_at desc, r.id desc`)).rows;
}

export async function findReturn(db: DbOrTx, id: number): Promise<ReturnRow | null> {
  return (await db.execute<ReturnRow>(sql`${RETURN_SELECT} where r.id = ${id}`)).rows[0] ?? null;
}

export type LockedReturn = Pick<SqlRow<typeof returnRequests>, "id" | "status" | "resolution" | "order_id" | "user_id"> & { order_number: string };

/** The return's row, locked until the transaction ends: two staff pressing at once are decided one after the other. */
export async function lockReturn(tx: Tx, id: number): Promise<LockedReturn | null> {
  const result = await tx.execute<LockedReturn>(sql`
    select r.id, r.status, r.resolution, r.order_id, r.user_id, o.order_number
    from return_requests r join orders o on o.id = r.order_id where r.id = ${id} for update of r`);
  return result.rows[0] ?? null;
}

export type ReceivableLine = Pick<SqlRow<typeof returnRequestLines>, "id" | "quantity"> & { product_id: number | null; name: string };

export async function receivableLines(db: DbOrTx, returnId: number): Promise<ReceivableLine[]> {
  const result = await db.execute<ReceivableLine>(sql`
    select l.id, l.quantity, i.product_id, i.name from return_request_lines l join order_items i on i.id = l.order_item_id
    where l.return_id = ${returnId} order by l.id`);
  return result.rows;
}

export async function setLineCondition(tx: Tx, lineId: number, condition: "sellable" | "faulty"): Promise<void> {
  await tx.execute(sql`update return_request_lines set condition = ${condition} where id = ${lineId}`);
}

/** One staff step: the new status, when and by whom, and what else the step sets. */
export async function recordStep(
  tx: Tx,
  id: number,
  step: { status: ReturnStatus; actorId: string; shopMessage?: string | null; resolution?: "refund" | "replacement" },
): Promise<void> {
  const stamp = {
    approved: sql`approved_at = now(), approved_by = ${step.actorId},`,
    refused: sql`refused_at = now(), refused_by = ${step.actorId},`,
    received: sql`received_at = now(), received_by = ${step.actorId},`,
    closed: sql`closed_at = now(), closed_by = ${step.actorId},`,
    requested: sql``,
  }[step.status];
  await tx.execute(sql`
    update return_requests set status = ${step.status}, ${stamp}
      shop_message = coalesce(${step.shopMessage ?? null}, shop_message),
      resolution = coalesce(${step.resolution ?? null}::return_resolution, resolution),
      updated_at = now()
    where id = ${id}`);
}

export type QueueRow = Pick<SqlRow<typeof returnRequests>, "id" | "status" | "reason" | "resolution" | "created_at"> & {
  order_number: string;
  units: number;
  customer: Person | string;
};

export async function listReturns(
  db: DbOrTx,
  input: { status: ReturnStatus | "all"; limit: number; offset: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const where = input.status === "all" ? sql`true` : sql`r.status = ${input.status}`;
  const [rows, count] = await Promise.all([
    db.execute<QueueRow>(sql`
      select r.id, r.status, r.reason, r.resolution, r.created_at, o.order_number,
        (select coalesce(sum(l.quantity), 0)::int from return_request_lines l where l.return_id = r.id) as units,
        ${personOf(sql`r.user_id`)} as customer
      from return_requests r join orders o on o.id = r.order_id
      where ${where} order by r.created_at desc, r.id desc limit ${input.limit} offset ${input.offset}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from return_requests r where ${where}`),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
}

// ---- photos ------------------------------------------------------------------

/** The shopper's return on their own order, locked (two uploads at once take positions one after the other). */
export async function lockOwnReturn(tx: Tx, input: { orderId: string; returnId: number }): Promise<{ id: number; status: ReturnStatus } | null> {
  const result = await tx.execute<{ id: number; status: ReturnStatus }>(
    sql`select id, status from return_requests where id = ${input.returnId} and order_id = ${input.orderId} for update`,
  );
  return result.rows[0] ?? null;
}

export async function photoPositions(db: DbOrTx, returnId: number): Promise<number[]> {
  const result = await db.execute<{ position: number }>(sql`select position from return_photos where return_id = ${returnId} order by position`);
  return result.rows.map((row) => Number(row.position));
}

export async function insertReturnPhoto(tx: Tx, input: { returnId: number; mediaKey: string; position: number }): Promise<void> {
  await tx.execute(sql`insert into return_photos (return_id, media_key, position) values (${input.returnId}, ${input.mediaKey}, ${input.position})`);
}

export type ReturnPhotoMedia = { body: Buffer; content_type: string; width: number };

/** A return's photo, for its order's owner (`userId`) or, without one, for staff. */
export async function findReturnPhoto(db: DbOrTx, input: { returnId: number; position: number; owner?: { orderKey: string; userId: string } }) {
  const owner = input.owner ? sql`and o.order_key = ${input.owner.orderKey} and o.user_id = ${input.owner.userId}` : sql``;
  const result = await db.execute<ReturnPhotoMedia>(sql`
    select m.body, m.content_type, m.width from return_photos ph
      join media m on m.key = ph.media_key
      join return_requests r on r.id = ph.return_id join orders o on o.id = r.order_id
    where ph.return_id = ${input.returnId} and ph.position = ${input.position} ${owner}`);
  return result.rows[0] ?? null;
}
