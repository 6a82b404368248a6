import { sql } from "drizzle-orm";

/** Why stock moved: the ledger's reasons (migration 0012). */
export type StockReason = "opening" | "received" | "correction" | "damaged" | "order" | "cancelled" | "returned" | "returned_faulty" | "adjustment";

export type StockContext = {
  reason: StockReason;
  note?: string | null;
  /** The staff member who made the change. */
  actorId?: string | null;
  /** The order that took or gave back the stock. */
  orderId?: string | null;
};

type Executor = { execute: (query: ReturnType<typeof sql>) => PromiseLike<unknown> };

/**
 * The settings that name, for the rest of the current transaction, why stock changes,
 * as a select list: the ledger trigger on products.stock (an AFTER trigger, so it runs
 * once the statement's rows are written) reads them into each stock_movements row.
 * For a statement that changes the stock and names its reason in one round trip.
 */
export const stockContextSettings = (context: StockContext) =>
  sql`set_config('shop.stock_reason', ${context.reason}, true), set_config('shop.stock_note', ${context.note ?? ""}, true), set_config('shop.stock_actor', ${context.actorId ?? ""}, true), set_config('shop.stock_order', ${context.orderId ?? ""}, true)`;

/**
 * Names, for the rest of the current transaction, why stock changes (see
 * stockContextSettings). Must run inside the transaction that changes the stock
 * (settings are local to it).
 */
export async function setStockContext(tx: Executor, context: StockContext): Promise<void> {
  await tx.execute(sql`select ${stockContextSettings(context)}`);
}
