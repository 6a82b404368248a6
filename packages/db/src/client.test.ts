import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
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

// PGlite is the default database: its statements are prepared by PreparingPGlite.
describe("PGlite prepares a parameterized statement once", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await connect({ dataDir: "memory://" });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const preparedLike = async (pattern: string) =>
    (await handle.db.execute<{ statement: string }>(sql.raw(`select statement from pg_prepared_statements where statement like '${pattern}'`))).rows.map(
      (r) => r.statement,
    );

  it("prepares it by name on its first call and reuses it, with each call's own values; a statement without values is not named", async () => {
    const first = await handle.db.execute<{ v: number; m: string }>(sql`select ${1}::int + 1 as v, ${"it's"}::text as m`);
    const second = await handle.db.execute<{ v: number; m: string }>(sql`select ${41}::int + 1 as v, ${null}::text as m`);
    expect(first.rows).toEqual([{ v: 2, m: "it's" }]);
    expect(second.rows).toEqual([{ v: 42, m: null }]);
    await handle.db.execute(sql.raw("select 'pglite-unnamed' as m"));
    expect(await preparedLike("select $1::int + 1 as v%")).toEqual(["select $1::int + 1 as v, $2::text as m"]);
    expect(await preparedLike("%pglite-unnamed%")).toEqual([]);
  });

  it("answers as PGlite's own query does: the same rows, types and counts", async () => {
    await handle.db.execute(
      sql.raw("create table prep_check (id uuid primary key default gen_random_uuid(), n int, at timestamptz, tags text[], doc jsonb, ok boolean)"),
    );
    const at = new Date("2026-11-28T10:00:00Z");
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const insert = "insert into prep_check (n, at, tags, doc, ok) values ($1, $2, $3, $4, $5)";
    const inserted = await client.query(insert, [7, at, ["a", "b"], { k: [1, 2] }, true]);
    await client.query(insert, [8, null, [], {}, false]);
    expect(inserted.affectedRows).toBe(1);
    const text = "select n, at, tags, doc, ok from prep_check where n >= $1 order by n";
    const ours = await client.query(text, [7]);
    const pglites = await PGlite.prototype.query.call(client, text, [7]);
    expect(ours.rows).toEqual(pglites.rows);
    expect(ours.fields).toEqual(pglites.fields);
    expect(ours.rows).toEqual([
      { n: 7, at, tags: ["a", "b"], doc: { k: [1, 2] }, ok: true },
      { n: 8, at: null, tags: [], doc: {}, ok: false },
    ]);

    // A query's own parsers (drizzle keeps dates as text so) win over the database's, for
    // their types only, as in PGlite's own query; the database's keep the other types.
    const asText = { 1184: (value: string) => `text:${value}`, 16: (value: string) => `bool:${value}` };
    const oursWith = await client.query(text, [7], { parsers: asText });
    const pglitesWith = await PGlite.prototype.query.call(client, text, [7], { parsers: asText });
    expect(oursWith.rows).toEqual(pglitesWith.rows);
    expect(oursWith.rows[0]).toEqual({ n: 7, at: expect.stringMatching(/^text:2026-11-28 10:00:00/), tags: ["a", "b"], doc: { k: [1, 2] }, ok: "bool:t" });
    // ...and only for that query.
    expect((await client.query(text, [7])).rows[0]).toMatchObject({ at, ok: true });
  });

  it("a value PostgreSQL refuses fails with its code, inside a transaction too, and the statement still serves the next call", async () => {
    const bad = handle.db.execute(sql`select ${"not-a-uuid"}::uuid as id`);
    await expect(bad).rejects.toMatchObject({ cause: { code: "22P02" } });
    const inTransaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prep_check (n) values (${9})`);
      await tx.execute(sql`select ${"not-a-uuid"}::uuid as id`);
    });
    await expect(inTransaction).rejects.toMatchObject({ cause: { code: "22P02" } });
    const left = await handle.db.execute<{ n: number }>(sql`select n from prep_check where n = ${9}`);
    expect(left.rows).toEqual([]);
    const good = await handle.db.execute<{ id: string }>(sql`select ${"00000000-0000-4000-8000-000000000000"}::uuid as id`);
    expect(good.rows).toEqual([{ id: "00000000-0000-4000-8000-000000000000" }]);
  });
});
