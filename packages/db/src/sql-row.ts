import type { InferSelectModel, Table } from "drizzle-orm";

/**
 * One row of `table` as raw SQL (`db.execute`) answers it: keyed by the SQL column names
 * (snake_case), each the column's select type, null where the column allows it.
 * `timestamptz` is a Date on both drivers (client.ts), `date` a "YYYY-MM-DD" string, jsonb
 * its `$type`. A `bigint` is the one type the drivers answer apart (PGlite a number,
 * node-postgres a string), so it is typed as both. Write a query's row type as a Pick of
 * the tables it reads plus what it computes (decision 032):
 *
 *   type OrderRow = Pick<SqlRow<typeof orders>, "order_number" | "created_at"> & { items: number };
 */
export type SqlRow<T extends Table> = {
  [K in keyof InferSelectModel<T, { dbColumnNames: true }>]: K extends BigIntColumnNames<T>
    ? RawBigInt<InferSelectModel<T, { dbColumnNames: true }>[K]>
    : InferSelectModel<T, { dbColumnNames: true }>[K];
};

type BigIntColumnNames<T extends Table> = {
  [K in keyof T["_"]["columns"]]: T["_"]["columns"][K]["_"]["columnType"] extends "PgBigInt53" | "PgBigInt64" ? T["_"]["columns"][K]["_"]["name"] : never;
}[keyof T["_"]["columns"]];

type RawBigInt<V> = null extends V ? string | number | null : string | number;
