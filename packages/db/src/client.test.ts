import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type DbHandle } from "./client";

// Named statements are node-postgres's: this runs where a PostgreSQL server is given (CI's second leg).
const url = process.env.DATABASE_URL;

describe.skipIf(!url)("PostgreSQL connections prepare a parameterized statement once", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    // One connection, so every call below meets the same session's prepared statements.
    handle = await connect({ url, poolSize: 1 });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("prepares it by name on its first call and reuses it, with each call's own values; a statement without values is not named", async () => {
    const marker = `prepared-${Date.now()}`;
    const first = await handle.db.execute<{ v: number; m: string }>(sql`select ${1}::int + 1 as v, ${marker}::text as m`);
    const second = await handle.db.execute<{ v: number; m: string }>(sql`select ${41}::int + 1 as v, ${marker}::text as m`);
    expect(first.rows[0].v).toBe(2);
    expect(second.rows[0].v).toBe(42);
    await handle.db.execute(sql.raw(`select 'unnamed-${marker}' as m`));
    const prepared = await handle.db.execute<{ statement: string }>(
      sql`select statement from pg_prepared_statements where statement like ${"select $1::int + 1 as v%"} or statement like ${`%unnamed-${marker}%`}`,
    );
    expect(prepared.rows.map((r) => r.statement)).toEqual(["select $1::int + 1 as v, $2::text as m"]);
  });
});
