import { sql, type SQL } from "drizzle-orm";
import type { StockMovement } from "@shop/contracts";
import type { orders, SqlRow, stockMovements } from "@shop/db";
import type { DbOrTx } from "../../lib/db";
import { toDhakaIso } from "../../lib/time";

type MovementRow = Pick<SqlRow<typeof stockMovements>, "id" | "delta" | "stock_after" | "reason" | "note" | "created_at"> & {
  actor: { id: string; full_name: string | null; phone: string } | string | null;
  order_number: SqlRow<typeof orders>["order_number"] | null;
};

/** Ledger rows with who made them and the order behind them (by its number, as staff know orders). */
const MOVEMENT_SELECT = sql`
  select m.id, m.delta, m.stock_after, m.reason, m.note, m.created_at, o.order_number,
    case when u.id is null then null else json_build_object('id', u.id, 'full_name', u.full_name, 'phone', u.phone) end as actor
  from stock_movements m
  left join users u on u.id = m.actor_id
  left join orders o on o.id = m.order_id`;

function toMovement(row: MovementRow): StockMovement {
  return {
    id: row.id,
    delta: row.delta,
    stock_after: row.stock_after,
    reason: row.reason,
    note: row.note,
    actor: typeof row.actor === "string" ? (JSON.parse(row.actor) as StockMovement["actor"]) : row.actor,
    order_number: row.order_number,
    created_at: toDhakaIso(row.created_at),
  };
}

async function movements(db: DbOrTx, where: SQL, limit: number, offset = 0): Promise<StockMovement[]> {
  const result = await db.execute<MovementRow>(sql`${MOVEMENT_SELECT} where ${where} order by m.id desc limit ${limit} offset ${offset}`);
  return result.rows.map(toMovement);
}

/** The product's newest ledger row: inside the adjusting transaction, the one its update just wrote. */
export async function latestMovement(db: DbOrTx, productId: number): Promise<StockMovement | null> {
  return (await movements(db, sql`m.product_id = ${productId}`, 1))[0] ?? null;
}

export async function listMovements(
  db: DbOrTx,
  input: { productId: number; limit: number; offset: number },
): Promise<{ rows: StockMovement[]; total: number }> {
  const [rows, count] = await Promise.all([
    movements(db, sql`m.product_id = ${input.productId}`, input.limit, input.offset),
    db.execute<{ total: number }>(sql`select count(*)::int as total from stock_movements where product_id = ${input.productId}`),
  ]);
  return { rows, total: Number(count.rows[0]?.total ?? 0) };
}

export type LockedProduct = { id: number; name: string; slug: string; stock: number };

/** Locks the product row until the transaction ends: concurrent adjustments and orders queue behind it. */
export async function lockProduct(db: DbOrTx, productId: number): Promise<LockedProduct | null> {
  const result = await db.execute<LockedProduct>(sql`select id, name, slug, stock from products where id = ${productId} for update`);
  return result.rows[0] ?? null;
}

/** Moves stock by `delta` only where the result stays at or above zero; null when refused. */
export async function moveStock(db: DbOrTx, productId: number, delta: number): Promise<number | null> {
  const result = await db.execute<{ stock: number }>(sql`
    update products set stock = stock + ${delta} where id = ${productId} and stock + ${delta} >= 0 returning stock`);
  const row = result.rows[0];
  return row ? Number(row.stock) : null;
}

/** `locale`: the language of the account that asked (users.locale), null for a request made signed out. */
export type ClaimedRequest = { email: string; full_name: string; name: string; slug: string; locale: string | null };

/**
 * Marks the open stock requests of the given products that are shown and in stock as
 * answered, and answers them: each request is claimed by exactly one transaction, so
 * a shopper is mailed once however many restocks follow.
 */
export async function claimOpenRequests(db: DbOrTx, productIds: number[]): Promise<ClaimedRequest[]> {
  const ids = sql.join(
    productIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute<ClaimedRequest>(sql`
    update stock_requests r set notified_at = now()
    from products p
    where p.id = r.product_id and r.product_id in (${ids}) and r.notified_at is null and p.is_active and p.stock > 0
    returning r.email, r.full_name, p.name, p.slug, (select u.locale from users u where u.id = r.user_id) as locale`);
  return result.rows;
}

/**
 * Returned parts found faulty (issue 45): counted in products.faulty_stock, never for
 * sale, so the sellable stock does not move; the ledger still notes the receipt, as a
 * zero-delta row (its history keeps summing to the stock) naming the order and the
 * return. The caller holds the product's row lock or takes it here.
 */
export async function addFaultyStock(
  db: DbOrTx,
  input: { productId: number; quantity: number; orderId: string; actorId: string; note: string },
): Promise<number | null> {
  const result = await db.execute<{ stock: number; faulty_stock: number }>(sql`
    update products set faulty_stock = faulty_stock + ${input.quantity} where id = ${input.productId} returning stock, faulty_stock`);
  const row = result.rows[0];
  if (!row) return null;
  await db.execute(sql`
    insert into stock_movements (product_id, delta, stock_after, reason, note, actor_id, order_id)
    values (${input.productId}, 0, ${row.stock}, 'returned_faulty', ${input.note}, ${input.actorId}, ${input.orderId})`);
  return Number(row.faulty_stock);
}
