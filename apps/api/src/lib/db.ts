import type { Database } from "@shop/db";
import type { SQL } from "drizzle-orm";
import { PgDialect, type PreparedQueryConfig } from "drizzle-orm/pg-core";

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

const dialect = new PgDialect();

/**
 * A hot statement under a name: on PostgreSQL (node-postgres) each connection parses
 * and plans it once and then only binds values, where an unnamed statement is parsed
 * and planned on every call (most of a small query's cost there). PGlite ignores the
 * name and runs it as before. The SQL text is built once; values go in by the names of
 * its `sql.placeholder`s. One name, one text: node-postgres refuses a name reused for
 * another statement. Behind PgBouncer in transaction pooling this needs PgBouncer 1.21+
 * with `max_prepared_statements` set (it then tracks named statements per server).
 */
export function namedStatement<Row>(name: string, query: SQL): (db: DbOrTx, values: Record<string, unknown>) => Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  return (db, values) => db._.session.prepareQuery<{ execute: { rows: Row[] } } & PreparedQueryConfig>(built, undefined, name, false).execute(values);
}
