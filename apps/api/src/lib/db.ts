import type { Database } from "@shop/db";
import type { SQL } from "drizzle-orm";
import { PgDialect, type PreparedQueryConfig } from "drizzle-orm/pg-core";

/**
 * The database's error of SQLSTATE `code` behind `error`, from either driver (drizzle
 * wraps it as `cause`), or null when it is another error.
 */
export function databaseError(error: unknown, code: string): { code: string; detail?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === code) return current as { code: string; detail?: string; constraint?: string };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseError(error, "23505") !== null;
}

/** An open transaction, as `db.transaction` hands it over. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database handle or an open transaction: the work commits with the caller's. */
export type DbOrTx = Database | Tx;

const dialect = new PgDialect();

/**
 * A hot statement whose SQL text is built once, under a name of its own; values go in
 * by the names of its `sql.placeholder`s. On PostgreSQL each connection parses and plans
 * it once and then only binds values, as the pool now does for every statement with
 * parameters (PreparingClient, packages/db/src/client.ts); what this adds is the text
 * built once instead of on every call, and a readable name in PostgreSQL's views.
 * PGlite ignores the name. One name, one text: node-postgres refuses a name reused for
 * another statement. PG_PREPARED_STATEMENTS=0 drops the name too (a pooler without
 * named statements; docs/scaling.md).
 */
export function namedStatement<Row>(name: string, query: SQL): (db: DbOrTx, values: Record<string, unknown>) => Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  return (db, values) => db._.session.prepareQuery<{ execute: { rows: Row[] } } & PreparedQueryConfig>(built, undefined, name, false).execute(values);
}
