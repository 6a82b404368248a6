import { describe, expect, it } from "vitest";
import { activeFilterCount, listingHref, pageItems, parseBrands, parseListingParams, resultRange, toProductQuery } from "./listing-query";

describe("parseListingParams", () => {
  it("reads every choice from the URL", () => {
    const state = parseListingParams({
      sort: "price_asc",
      page: "3",
      brand: "arduino,espressif",
      min_price: "100",
      max_price: "2500",
      in_stock: "1",
      on_sale: "1",
    });
    expect(state).toEqual({
      sort: "price_asc",
      page: 3,
      brands: ["arduino", "espressif"],
      minPrice: 100,
      maxPrice: 2500,
      inStock: true,
      onSale: true,
    });
  });

  it("drops what the API would refuse instead of failing the page", () => {
    const state = parseListingParams({ sort: "cheapest", page: "-2", min_price: "abc", max_price: "-5", brand: "<b>,ok" });
    expect(state).toEqual({ sort: undefined, page: 1, brands: ["ok"], minPrice: undefined, maxPrice: undefined, inStock: false, onSale: false });
  });

  it("rejects fractional and huge pages", () => {
    expect(parseListingParams({ page: "2.5" }).page).toBe(1);
    expect(parseListingParams({ page: "999999" }).page).toBe(10_000);
  });

  it("swaps a min price above the max price", () => {
    const state = parseListingParams({ min_price: "900", max_price: "100" });
    expect([state.minPrice, state.maxPrice]).toEqual([100, 900]);
  });

  it("takes the first value of a repeated scalar parameter", () => {
    expect(parseListingParams({ sort: ["popular", "newest"] }).sort).toBe("popular");
  });
});

describe("parseBrands", () => {
  it("accepts comma lists and repeated checkbox values, once each", () => {
    expect(parseBrands(["arduino", "espressif,Arduino"])).toEqual(["arduino", "espressif"]);
  });
  it("caps the list at 20 brands", () => {
    expect(parseBrands(Array.from({ length: 30 }, (_, i) => `b${i}`))).toHaveLength(20);
  });
});

describe("listingHref", () => {
  const state = parseListingParams({ brand: "arduino", sort: "popular", page: "4", in_stock: "1" });

  it("keeps the filters and sort when moving to another page", () => {
    expect(listingHref("/category/sensors", state, { page: 5 })).toBe("/category/sensors?brand=arduino&in_stock=1&sort=popular&page=5");
  });

  it("leaves page 1 and unset choices out of the URL", () => {
    expect(listingHref("/offers", state, { page: 1, brands: [], inStock: false, sort: undefined })).toBe("/offers");
  });

  it("joins brands with a readable comma", () => {
    expect(listingHref("/brands", { ...state, page: 1, brands: ["a", "b"] })).toBe("/brands?brand=a,b&in_stock=1&sort=popular");
  });
});

describe("toProductQuery", () => {
  it("adds the route's own scope and default sort", () => {
    const state = parseListingParams({ page: "2" });
    expect(toProductQuery(state, { tag: "featured", onSale: true, defaultSort: "discount" }, 24)).toEqual({
      category: undefined,
      brand: undefined,
      tag: "featured",
      min_price: undefined,
      max_price: undefined,
      in_stock: undefined,
      on_sale: true,
      sort: "discount",
      page: 2,
      per_page: 24,
    });
  });

  it("lets the shopper's sort win over the route default", () => {
    expect(toProductQuery(parseListingParams({ sort: "name_asc" }), { defaultSort: "popular" }).sort).toBe("name_asc");
  });

  it("falls back to newest", () => {
    expect(toProductQuery(parseListingParams({})).sort).toBe("newest");
  });
});

describe("activeFilterCount", () => {
  it("counts brands, one price range and the toggles, not the sort", () => {
    expect(activeFilterCount(parseListingParams({ brand: "a,b", min_price: "1", max_price: "9", in_stock: "1", sort: "popular" }))).toBe(4);
  });
});

describe("pageItems", () => {
  it("shows nothing for a single page", () => {
    expect(pageItems(1, 1)).toEqual([]);
  });
  it("lists every page when there are few", () => {
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("puts gaps around a window in the middle", () => {
    expect(pageItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
  });
  it("fills a gap of exactly one page with that page", () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
  });
});

describe("resultRange", () => {
  it("gives the shown range", () => {
    expect(resultRange({ page: 2, per_page: 24, total: 30 })).toEqual({ from: 25, to: 30, total: 30 });
  });
  it("is empty past the last page", () => {
    expect(resultRange({ page: 9, per_page: 24, total: 30 })).toEqual({ from: 0, to: 0, total: 30 });
  });
});
