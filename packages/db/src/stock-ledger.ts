import { sql } from "drizzle-orm";

/** Why stock moved: the ledger's reasons (migration 0012). */
export type StockReason = "opening" | "received" | "correction" | "damaged" | "order" | "cancelled" | "returned" | "adjustment";

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
 * Names, for the rest of the current transaction, why stock changes: the ledger
 * trigger on products.stock reads these settings into each stock_movements row.
 * Must run inside the transaction that changes the stock (settings are local to it).
 */
export async function setStockContext(tx: Executor, context: StockContext): Promise<void> {
  await tx.execute(
    sql`select set_config('shop.stock_reason', ${context.reason}, true), set_config('shop.stock_note', ${context.note ?? ""}, true), set_config('shop.stock_actor', ${context.actorId ?? ""}, true), set_config('shop.stock_order', ${context.orderId ?? ""}, true)`,
  );
}
