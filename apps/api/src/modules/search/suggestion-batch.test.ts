import { beforeAll, describe, expect, it } from "vitest";
import { BOM_ALTERNATIVES_MAX, SUGGESTIONS_MAX } from "@shop/contracts";
import { seedIfEmpty } from "@shop/db/seed/index";
import { useTestApp } from "../../test/app";
import { suggestionRows } from "./queries";
import { RELEVANCE_SET } from "./relevance-set";
import { createSearchEngine } from "./service";
import { BATCH_PLANS, suggestionRowsOf } from "./suggestion-batch";

const t = useTestApp();

beforeAll(async () => {
  await seedIfEmpty(t.db);
}, 120_000);

/** The relevance set and lines as a BOM has them: typos, part numbers, a kind and a value, words nothing has. */
const QUERIES = [
  ...RELEVANCE_SET.map((c) => c.query),
  "10k resistor",
  "LED red 5mm",
  "arduino uon",
  "sensor",
  "se",
  "module",
  "jumper wire male to male",
  "18650 battery holder",
  "zq9xw flux capacitor",
  "CH340G",
  "neopixel ring",
];

describe("suggestions of several plans in one statement", () => {
  it("answers each plan with the rows a statement of its own answers, in order", async () => {
    const search = createSearchEngine({ db: t.db, versionTtlMs: 0 });
    const plans = (await Promise.all(QUERIES.map((q) => search.plan(q)))).map((plan, i) => {
      if (!plan) throw new Error(`no plan for ${QUERIES[i]}`);
      return plan;
    });
    // The index asked for fewer words than match is in the set. (The demo catalog is too small
    // for a best-seller walk, isCommon; such plans are suggestionRows's own statements.)
    expect(plans.some((p) => p.indexed !== p.match)).toBe(true);
    expect(plans.length).toBeGreaterThan(BATCH_PLANS);
    for (const limit of [BOM_ALTERNATIVES_MAX + 1, SUGGESTIONS_MAX]) {
      const batched = await suggestionRowsOf(t.db, plans, limit);
      const single = await Promise.all(plans.map((plan) => suggestionRows(t.db, plan, limit)));
      expect(batched.map((rows, i) => [QUERIES[i], rows])).toEqual(single.map((rows, i) => [QUERIES[i], rows]));
      expect(batched.filter((rows) => rows.length > 0).length).toBeGreaterThan(plans.length / 2);
    }
  });
});
