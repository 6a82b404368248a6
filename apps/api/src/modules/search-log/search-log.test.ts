import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminSearchesResponse } from "@shop/contracts";
import { sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser } from "../../test/factories";
import { signInStaff, type Staff } from "../admin/shop-test-helpers";
import { deleteOldSearchWeeks, dhakaWeekOf, weekOfDay } from "./record";

const t = useTestApp();
let staff: Staff;
beforeAll(async () => {
  const categoryId = (await createCategory(t.db)).id;
  await createProduct(t.db, { categoryId, name: "Relay Module 5V Optocoupler" });
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
});

type Row = Record<string, unknown>;
const rowsOf = async (words: string): Promise<Row[]> =>
  (await t.db.execute<Row>(sql`select * from search_weeks where words = ${words}`)).rows.map((row) => ({
    ...row,
    week: String(row.week instanceof Date ? row.week.toISOString().slice(0, 10) : row.week),
  }));

/** The row is written after the answer has gone: wait for it to show, as a shopper's next page would. */
const rowFor = (words: string, searches: number) =>
  vi.waitFor(async () => {
    const rows = await rowsOf(words);
    expect(rows[0]?.searches).toBe(searches);
    return rows;
  });

const search = (query: string, extra = "") => call(t.app, "GET", `/v1/products?query=${encodeURIComponent(query)}${extra}`);

describe("the search log", () => {
  it("counts each search of the results page under its normalised words and week, with nothing found counted apart, and keeps no personal data", async () => {
    expect((await search("  Relay   MODULE ")).status).toBe(200);
    await rowFor("relay module", 1);
    const shopper = await createSignedInUser(t.db);
    // A second time (answered from the catalog cache) by a signed-in shopper: counted, and still without them.
    const again = await call(t.app, "GET", `/v1/products?query=relay%20module`, shopper.headers);
    expect(again.status).toBe(200);
    const [row] = await rowFor("relay module", 2);
    expect(row).toEqual({ week: dhakaWeekOf(new Date()), words: "relay module", searches: 2, no_results: 0 });

    expect((await search("flux capacitor 1.21gw")).body.meta.total).toBe(0);
    await search("Flux  capacitor 1.21GW");
    const [missing] = await rowFor("flux capacitor 1.21gw", 2);
    expect(missing).toEqual({ week: dhakaWeekOf(new Date()), words: "flux capacitor 1.21gw", searches: 2, no_results: 2 });
    const columns = await t.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'search_weeks' and table_schema = current_schema() order by column_name`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual(["no_results", "searches", "week", "words"]);
  });

  it("does not count page turns, filters, other sorts or searches without words; cuts words to 100 characters", async () => {
    const categorySlug = (await t.db.execute<{ slug: string }>(sql`select slug from categories limit 1`)).rows[0].slug;
    await search("optocoupler", "&page=2");
    await search("optocoupler", "&sort=price_asc");
    await search("optocoupler", `&category=${categorySlug}`);
    await search("optocoupler", "&in_stock=1");
    await search("   ");
    await search("a".repeat(150));
    await rowFor("a".repeat(100), 1);
    expect(await rowsOf("optocoupler")).toEqual([]);
    expect((await t.db.execute(sql`select 1 from search_weeks where words = ''`)).rows).toEqual([]);
  });

  it("deletes weeks older than 90 days and keeps the rest", async () => {
    const now = new Date();
    const old = dhakaWeekOf(new Date(now.getTime() - 98 * 86_400_000));
    const kept = dhakaWeekOf(new Date(now.getTime() - 80 * 86_400_000));
    await t.db.execute(sql`insert into search_weeks (week, words, searches, no_results) values (${old}, 'old words', 3, 1), (${kept}, 'kept words', 2, 2)`);
    expect(await deleteOldSearchWeeks(t.db, now)).toBeGreaterThanOrEqual(1);
    expect(await rowsOf("old words")).toEqual([]);
    expect(await rowsOf("kept words")).toHaveLength(1);
  });
});

describe("GET /v1/admin/searches", () => {
  it("shows a week's searches that found nothing and the most searched words, with counts; any day picks its week", async () => {
    const week = "2026-11-02";
    await t.db.execute(sql`
      insert into search_weeks (week, words, searches, no_results) values
        (${week}, 'esp32 cam', 9, 0), (${week}, 'lm2596 buck', 4, 4), (${week}, 'tb6612', 6, 2), ('2026-11-09', 'later week', 50, 50)`);
    const res = await call(t.app, "GET", "/v1/admin/searches?week=2026-11-05", staff.headers);
    expect(res.status).toBe(200);
    const data = adminSearchesResponse.parse(res.body).data;
    expect(data.week).toBe(week);
    expect(data.not_found).toEqual([
      { words: "lm2596 buck", searches: 4, no_results: 4 },
      { words: "tb6612", searches: 6, no_results: 2 },
    ]);
    expect(data.top.map((row) => [row.words, row.searches])).toEqual([
      ["esp32 cam", 9],
      ["tb6612", 6],
      ["lm2596 buck", 4],
    ]);
    expect(data.weeks).toEqual(expect.arrayContaining(["2026-11-09", week]));
    expect(weekOfDay("2026-11-08")).toBe(week);
  });

  it("is for staff: 401 without a session, 403 for a shopper; a bad week is refused in words", async () => {
    expect((await call(t.app, "GET", "/v1/admin/searches")).status).toBe(401);
    const shopper = await createSignedInUser(t.db);
    expect((await call(t.app, "GET", "/v1/admin/searches", shopper.headers)).status).toBe(403);
    const bad = await call(t.app, "GET", "/v1/admin/searches?week=next-monday", staff.headers);
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: "week", message: "Week must be a date (YYYY-MM-DD)" });
  });
});
