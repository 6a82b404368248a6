import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { connect, type DbHandle } from "./client";
import { type catalogVersion, orders, type users } from "./schema";
import type { SqlRow } from "./sql-row";

// Types: `node scripts/test.mjs types` (tsc) fails here when a column is renamed, retyped
// or changes its nullability; vitest only runs the file.
describe("SqlRow: a table's row as raw SQL answers it", () => {
  it("is keyed by the SQL column names, each with its select type and nullability", () => {
    expectTypeOf<SqlRow<typeof users>>().toEqualTypeOf<{
      id: string;
      phone: string;
      full_name: string | null;
      email: string | null;
      email_verified_at: Date | null;
      gender: "male" | "female" | null;
      birthday: string | null;
      role: "shopper" | "staff" | "owner";
      can_refund: boolean;
      order_alert: "none" | "all" | "above";
      order_alert_min: number | null;
      locale: string;
      spent: string | number;
      created_at: Date;
      updated_at: Date;
    }>();
    expectTypeOf<Pick<SqlRow<typeof orders>, "order_number" | "status" | "total" | "cancelled_at" | "created_at">>().toEqualTypeOf<{
      order_number: string;
      status: "pending" | "confirmed" | "processing" | "shipped" | "delivered" | "cancelled" | "failed";
      total: number;
      cancelled_at: Date | null;
      created_at: Date;
    }>();
    // Never the TypeScript names.
    expectTypeOf<"orderNumber" extends keyof SqlRow<typeof orders> ? true : false>().toEqualTypeOf<false>();
  });

  it("types a bigint as both drivers answer it", () => {
    expectTypeOf<SqlRow<typeof catalogVersion>>().toEqualTypeOf<{ id: number; version: string | number; updated_at: Date }>();
  });
});

/** The same answers on each database (decision 032); PostgreSQL where DATABASE_URL is given (CI's second leg). */
const databases = [
  { name: "PGlite", options: { dataDir: "memory://" } },
  ...(process.env.DATABASE_URL ? [{ name: "PostgreSQL", options: { url: process.env.DATABASE_URL, poolSize: 2 } }] : []),
];

describe.each(databases)("$name answers timestamptz as a Date, date as text, and JSON dates as ISO text", ({ options }) => {
  let handle: DbHandle;
  const table = `row_dates_${process.pid}_${Date.now()}`;
  const at = new Date("2026-11-28T10:00:00.123Z");
  beforeAll(async () => {
    handle = await connect(options);
    await handle.db.execute(sql.raw(`create table ${table} (n int, at timestamptz, plain timestamp, day date, big int8)`));
    await handle.db.execute(sql`insert into ${sql.identifier(table)} values (1, ${at}, '2026-11-28 10:00:00', '2026-11-28', 5), (2, null, null, null, null)`);
  });
  afterAll(async () => {
    await handle?.db.execute(sql.raw(`drop table if exists ${table}`));
    await handle?.close();
  });

  const select = () => sql`select n, at, plain, day, big from ${sql.identifier(table)} order by n`;

  it("in db.execute, with parameters or without, and inside a transaction", async () => {
    const expected = [
      { n: 1, at, plain: "2026-11-28 10:00:00", day: "2026-11-28" },
      { n: 2, at: null, plain: null, day: null },
    ];
    const withParameter = await handle.db.execute(sql`select n, at, plain, day from ${sql.identifier(table)} where n >= ${0} order by n`);
    const without = await handle.db.execute(select());
    const inTransaction = await handle.db.transaction((tx) => tx.execute(select()));
    expect(withParameter.rows).toEqual(expected);
    for (const rows of [without.rows, inTransaction.rows]) expect(rows.map(({ big: _, ...row }) => row)).toEqual(expected);
    expect(withParameter.rows[0].at).toBeInstanceOf(Date);
    // The drivers part on int8 alone: PGlite a number, node-postgres a string (SqlRow types both).
    expect(Number(without.rows[0].big)).toBe(5);
  });

  it("the same instant whatever the session's time zone", async () => {
    const rows = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Dhaka'`);
      return (await tx.execute<{ at: Date }>(sql`select at from ${sql.identifier(table)} where n = ${1}`)).rows;
    });
    expect(rows).toEqual([{ at }]);
  });

  it("inside json_build_object and json_agg: ISO 8601 text, as JSON has no date", async () => {
    const { rows } = await handle.db.execute<{ one: { at: string; day: string }; all: string[] }>(sql`
      select json_build_object('at', at, 'day', day) as one, (select json_agg(at) from ${sql.identifier(table)} where n = 1) as all
      from ${sql.identifier(table)} where n = ${1}`);
    expect(rows).toEqual([{ one: { at: "2026-11-28T10:00:00.123+00:00", day: "2026-11-28" }, all: ["2026-11-28T10:00:00.123+00:00"] }]);
  });

  it("drizzle's query builder still maps the columns itself (a Date too)", async () => {
    const [row] = await handle.db
      .select({ at: sql`at`.mapWith(orders.createdAt) })
      .from(sql`${sql.identifier(table)}`)
      .where(sql`n = 1`);
    expect(row.at).toEqual(at);
  });
});
