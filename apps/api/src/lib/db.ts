import type { Database } from "@shop/db";

/** PostgreSQL's unique_violation, from either driver (drizzle wraps it as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** An open transaction, as `db.transaction` hands it over. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database handle or an open transaction: the work commits with the caller's. */
export type DbOrTx = Database | Tx;
