import { describe, expect, it } from "vitest";
import { highlightParts } from "./highlight";
import { createLruCache } from "./lru-cache";
import { moveActive, normalizeQuery, popularCategories, resultCountText, searchHref, searchSorts, suggestionsAnnouncement } from "./search-query";

describe("normalizeQuery / searchHref", () => {
  it("trims, collapses spaces and drops control characters", () => {
    expect(normalizeQuery("  hc \t sr04\n ")).toBe("hc sr04");
    expect(normalizeQuery("a\u0000b")).toBe("a b");
    expect(normalizeQuery(undefined)).toBe("");
  });

  it("cuts at 200 characters", () => {
    expect(normalizeQuery("x".repeat(300))).toHaveLength(200);
  });

  it("links to the results page with the query encoded", () => {
    expect(searchHref("arduino uno")).toBe("/search?query=arduino+uno");
    expect(searchHref(" L298N ")).toBe("/search?query=L298N");
    expect(searchHref("a&b=c#d")).toBe("/search?query=a%26b%3Dc%23d");
    expect(searchHref("   ")).toBe("/search");
  });
});

describe("searchSorts", () => {
  it("offers relevance first, as the default, when the API has it", () => {
    expect(searchSorts(["newest", "popular", "relevance", "price_asc"])).toEqual({
      sorts: ["relevance", "newest", "popular", "price_asc"],
      defaultSort: "relevance",
    });
  });

  it("falls back to popularity without relevance", () => {
    const { sorts, defaultSort } = searchSorts(["newest", "popular"]);
    expect(sorts).toEqual(["newest", "popular"]);
    expect(defaultSort).toBe("popular");
  });
});

describe("moveActive", () => {
  it("moves down and up, wrapping at both ends", () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(2, 3, -1)).toBe(1);
  });

  it("has nothing to move to in an empty list, and recovers from a stale index", () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
    expect(moveActive(5, 0, -1)).toBe(-1);
    expect(moveActive(7, 3, 1)).toBe(0);
  });
});

describe("popularCategories", () => {
  it("lists the main categories with the most products first, skipping empty ones", () => {
    const menu = [
      { name: "Sensors", slug: "sensors", product_count: 80 },
      { name: "Empty", slug: "empty", product_count: 0 },
      { name: "Boards", slug: "boards", product_count: 120 },
      { name: "Motors", slug: "motors", product_count: 80 },
    ];
    expect(popularCategories(menu, 2).map((c) => c.slug)).toEqual(["boards", "motors"]);
    expect(popularCategories(menu).map((c) => c.slug)).toEqual(["boards", "motors", "sensors"]);
  });
});

describe("texts", () => {
  it("counts suggestions and results", () => {
    expect(suggestionsAnnouncement(0)).toBe("No products found");
    expect(suggestionsAnnouncement(1)).toBe("1 suggestion");
    expect(suggestionsAnnouncement(6)).toBe("6 suggestions");
    expect(resultCountText(1)).toBe("1 product found");
    expect(resultCountText(123456)).toBe("1,23,456 products found");
  });
});

describe("highlightParts", () => {
  it("marks the typed words, case-insensitively, longest first", () => {
    expect(highlightParts("ESP32 DevKit V1", "esp32 dev")).toEqual([
      { text: "ESP32", match: true },
      { text: " ", match: false },
      { text: "Dev", match: true },
      { text: "Kit V1", match: false },
    ]);
  });

  it("treats regular-expression characters as text", () => {
    expect(highlightParts("Wire (1m) x+y", "(1m) x+y")).toEqual([
      { text: "Wire ", match: false },
      { text: "(1m)", match: true },
      { text: " ", match: false },
      { text: "x+y", match: true },
    ]);
  });

  it("leaves the text alone without words worth marking", () => {
    expect(highlightParts("L298N Driver", "")).toEqual([{ text: "L298N Driver", match: false }]);
    expect(highlightParts("L298N Driver", "a")).toEqual([{ text: "L298N Driver", match: false }]);
  });
});

describe("createLruCache", () => {
  it("keeps the most recently used entries, and forgets old ones", () => {
    let now = 0;
    const cache = createLruCache<number>({ max: 2, maxAgeMs: 1_000, now: () => now });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // a is now the most recent
    cache.set("c", 3); // evicts b
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    now = 2_000;
    expect(cache.get("c")).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe("the listing state carries the query (catalog helpers, as /search uses them)", () => {
  it("reads ?query= and keeps it in every listing link and API query", async () => {
    const { listingHref, parseListingParams, toProductQuery, activeFilterCount } = await import("../../catalog/lib/listing-query");
    const state = parseListingParams({ query: "  arduino   uno ", sort: "price_asc", page: "2", in_stock: "1" });
    expect(state.query).toBe("arduino uno");
    expect(activeFilterCount(state)).toBe(1);
    expect(listingHref("/search", state, { page: 3 })).toBe("/search?query=arduino+uno&in_stock=1&sort=price_asc&page=3");
    expect(listingHref("/search", state, { sort: undefined, page: 1 })).toBe("/search?query=arduino+uno&in_stock=1");
    expect(toProductQuery(state, { defaultSort: "popular" })).toMatchObject({ query: "arduino uno", sort: "price_asc", page: 2 });
    expect(parseListingParams({ query: "   " }).query).toBeUndefined();
    expect("query" in toProductQuery(parseListingParams({}))).toBe(false);
  });
});

describe("suggestionsAnnouncement in Bangla (decision 051)", () => {
  it("uses the page's words and Bangla digits", () => {
    const words = { none: "কোনো পণ্য পাওয়া যায়নি", one: "১টি পরামর্শ", other: "{count}টি পরামর্শ" };
    expect(suggestionsAnnouncement(0, words, "bn")).toBe("কোনো পণ্য পাওয়া যায়নি");
    expect(suggestionsAnnouncement(12, words, "bn")).toBe("১২টি পরামর্শ");
  });
});
