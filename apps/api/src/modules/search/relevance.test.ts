import { beforeAll, describe, expect, it } from "vitest";
import { searchSuggestionResponse } from "@shop/contracts";
import { seedIfEmpty } from "@shop/db/seed/index";
import { useTestApp } from "../../test/app";
import { RELEVANCE_SET } from "./relevance-set";

const t = useTestApp();

beforeAll(async () => {
  await seedIfEmpty(t.db);
}, 120_000);

describe("search relevance on the demo catalog", () => {
  it("puts the expected product first for at least 90% of the relevance set", async () => {
    const misses: string[] = [];
    for (const { query, first } of RELEVANCE_SET) {
      const res = await t.app.inject({ method: "GET", url: `/v1/search-suggestion?query=${encodeURIComponent(query)}` });
      expect(res.statusCode, res.body).toBe(200);
      const slugs = searchSuggestionResponse.parse(res.json()).data.products.map((p) => p.slug);
      if (slugs[0] !== first) misses.push(`  ${JSON.stringify(query)}: first ${slugs[0] ?? "(nothing)"}, expected ${first}`);
    }
    const hits = RELEVANCE_SET.length - misses.length;
    const precision = hits / RELEVANCE_SET.length;
    console.log(`search precision@1: ${precision.toFixed(2)} (${hits}/${RELEVANCE_SET.length})${misses.length ? `\n${misses.join("\n")}` : ""}`);
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });
});
