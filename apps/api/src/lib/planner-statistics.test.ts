import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, sql, type DbHandle } from "@shop/db";
import { analyzeFilledTables } from "./planner-statistics";

describe.skipIf(!!process.env.DATABASE_URL)("the statistics refreshed at start-up", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await connect({ dataDir: "memory://" });
    for (const table of ["filled", "empty"]) {
      await handle.db.execute(sql.raw(`create table ${table} (id serial primary key, k text not null unique, v int)`));
    }
    await handle.db.execute(sql.raw("insert into filled (k, v) select 'k-' || i, i from generate_series(1, 500) i"));
  });
  afterAll(async () => {
    await handle?.close();
  });

  const reltuples = async (table: string) =>
    Number((await handle.db.execute<{ n: number }>(sql`select reltuples as n from pg_class where relname = ${table}`)).rows[0].n);
  const genericPlanOfLookup = async (table: string) => {
    await handle.db.execute(sql.raw(`prepare lookup_${table}(text) as select v from ${table} where k = $1`));
    await handle.db.execute(sql.raw("set plan_cache_mode = force_generic_plan"));
    const plan = await handle.db.execute<{ "QUERY PLAN": string }>(sql.raw(`explain (costs off) execute lookup_${table}('k-1')`));
    await handle.db.execute(sql.raw("reset plan_cache_mode"));
    return plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
  };

  it("analyzes the tables with rows and leaves an empty one unanalyzed, so a plan made now still uses its index once it fills", async () => {
    expect(await analyzeFilledTables(handle.db)).toBeGreaterThanOrEqual(1);
    expect(await reltuples("filled")).toBe(500);
    // -1: never analyzed, which the planner takes as at least ten pages, not as empty.
    expect(await reltuples("empty")).toBe(-1);
    expect(await genericPlanOfLookup("empty")).toMatch(/Index Scan using empty_k_key on empty/);

    // What an ANALYZE of the empty table would have left: a plan for an empty table.
    await handle.db.execute(sql.raw("create table emptied (id serial primary key, k text not null unique, v int)"));
    await handle.db.execute(sql.raw("analyze emptied"));
    expect(await genericPlanOfLookup("emptied")).toMatch(/Seq Scan on emptied/);
  });
});
