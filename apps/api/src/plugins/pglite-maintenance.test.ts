import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, sql, type DbHandle } from "@shop/db";
import { maintainGrownTables } from "./pglite-maintenance";

describe.skipIf(!!process.env.DATABASE_URL)("PGlite's stand-in for autovacuum", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await connect({ dataDir: "memory://" });
    await handle.db.execute(sql.raw("create table grows (id serial primary key, k text not null unique, v int)"));
    await handle.db.execute(sql.raw("analyze grows"));
  });
  afterAll(async () => {
    await handle?.close();
  });

  const lookup = (k: string) => handle.db.execute<{ v: number }>(sql`select v from grows where k = ${k}`);
  const planOfLookup = async () => {
    const named = await handle.db.execute<{ name: string }>(
      sql.raw("select name from pg_prepared_statements where statement = 'select v from grows where k = $1'"),
    );
    expect(named.rows).toHaveLength(1);
    const plan = await handle.db.execute<{ "QUERY PLAN": string }>(sql.raw(`explain (costs off) execute ${named.rows[0].name}('k-1')`));
    return plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
  };

  it("leaves a table that has not grown, and analyzes one that has, so prepared statements are planned for its new size", async () => {
    await handle.db.execute(sql.raw("insert into grows (k, v) select 'k-' || i, i from generate_series(1, 5) i"));
    // Past five calls PostgreSQL keeps the generic plan, made for a table of five rows.
    for (let i = 0; i < 8; i++) await lookup(`k-${i}`);
    expect(await maintainGrownTables(handle.db)).toEqual([]);
    expect(await planOfLookup()).toMatch(/Seq Scan on grows/);

    await handle.db.execute(sql.raw("insert into grows (k, v) select 'k-' || i, i from generate_series(6, 20000) i"));
    expect(await planOfLookup()).toMatch(/Seq Scan on grows/);
    expect(await maintainGrownTables(handle.db)).toEqual(["grows"]);
    expect(await planOfLookup()).toMatch(/Index Scan using grows_k_key on grows/);
    expect((await lookup("k-19999")).rows).toEqual([{ v: 19999 }]);
    expect(await maintainGrownTables(handle.db)).toEqual([]);
  });
});
