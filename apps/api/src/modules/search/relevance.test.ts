import { beforeAll, describe, expect, it } from "vitest";
import { productListResponse, searchSuggestionResponse } from "@shop/contracts";
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

describe("the thing asked for before its add-ons (issue 40)", () => {
  /** The demo catalog's Uno boards: "Arduino Uno R3/R4 ...", none a shield or a kit. */
  const unoBoard = (name: string) => /^Arduino Uno R\d/.test(name) && !/shield|kit/i.test(name);

  /** Every Uno board before any other product. */
  function expectBoardsFirst(names: string[]) {
    const boards = names.filter(unoBoard);
    expect(boards.length, names.join(" | ")).toBeGreaterThanOrEqual(3);
    expect(names.slice(0, boards.length), "the Uno boards come first").toEqual(boards);
  }

  it("suggests the Uno boards for 'arduino uno' before the Sensor Shield and the kits", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/search-suggestion?query=arduino%20uno" });
    expect(res.statusCode, res.body).toBe(200);
    const names = searchSuggestionResponse.parse(res.json()).data.products.map((p) => p.name);
    expectBoardsFirst(names);
  });

  it("lists the Uno boards first on the results page for 'arduino uno'", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/products?query=arduino%20uno&per_page=20" });
    expect(res.statusCode, res.body).toBe(200);
    const names = productListResponse.parse(res.json()).data.map((p) => p.name);
    expect(names).toContain("Arduino Uno Sensor Shield V5.0");
    expectBoardsFirst(names);
  });

  it("still puts the shield first when the shopper asks for a shield", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/search-suggestion?query=arduino%20uno%20sensor%20shield" });
    expect(searchSuggestionResponse.parse(res.json()).data.products[0]?.name).toBe("Arduino Uno Sensor Shield V5.0");
  });
});
