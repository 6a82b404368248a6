import { beforeAll, describe, expect, it } from "vitest";
import { productListResponse, searchSuggestionResponse, SUGGESTIONS_MAX } from "@shop/contracts";
import { brands, categories, eq, products, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createBrand, createCategory, createProduct, type BrandRecord, type CategoryRecord } from "../../test/factories";

const t = useTestApp();

async function suggest(query: string) {
  const res = await t.app.inject({ method: "GET", url: `/v1/search-suggestion?query=${encodeURIComponent(query)}` });
  expect(res.statusCode, res.body).toBe(200);
  return searchSuggestionResponse.parse(res.json()).data.products;
}
const suggested = async (query: string) => (await suggest(query)).map((p) => p.slug);

async function list(qs: string) {
  const res = await t.app.inject({ method: "GET", url: `/v1/products${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse.parse(res.json());
}

let tools: CategoryRecord;
let sensors: CategoryRecord;
let acme: BrandRecord;

beforeAll(async () => {
  tools = await createCategory(t.db, { name: "Bench Tools", slug: "bench-tools" });
  sensors = await createCategory(t.db, { name: "Quux Sensors", slug: "quux-sensors" });
  acme = await createBrand(t.db, { name: "Acmetronics", slug: "acmetronics" });
  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 6));
  // Ranking: name beats description; in stock beats out of stock; then best sellers.
  await createProduct(t.db, { categoryId: tools.id, name: "Gizmo Crimper", slug: "gizmo-crimper", stock: 5, soldCount: 1, createdAt: day(1) });
  await createProduct(t.db, {
    categoryId: tools.id,
    name: "Wire Cutter",
    slug: "wire-cutter",
    stock: 50,
    soldCount: 900,
    createdAt: day(2),
    description: "Long text nobody searches.",
  });
  await t.db.update(products).set({ shortDescription: "Cuts the wire of any gizmo" }).where(eq(products.slug, "wire-cutter"));
  await createProduct(t.db, { categoryId: sensors.id, name: "Zorblax Probe Alpha", slug: "zorblax-alpha", stock: 0, soldCount: 999, createdAt: day(3) });
  await createProduct(t.db, { categoryId: sensors.id, name: "Zorblax Probe Beta", slug: "zorblax-beta", stock: 3, soldCount: 10, createdAt: day(4) });
  await createProduct(t.db, { categoryId: sensors.id, name: "Zorblax Probe Gamma", slug: "zorblax-gamma", stock: 7, soldCount: 100, createdAt: day(5) });
  // Brand and category matches, part numbers, SKUs.
  await createProduct(t.db, {
    categoryId: sensors.id,
    brandId: acme.id,
    name: "HC-SR04 Ultrasonic Distance Sensor",
    slug: "hc-sr04",
    sku: "QX-SEN-0042",
    partNumber: "HC-SR04",
    stock: 20,
    soldCount: 50,
    createdAt: day(6),
  });
  await createProduct(t.db, {
    categoryId: tools.id,
    name: "L7805CV Voltage Regulator",
    slug: "l7805cv",
    partNumber: "L7805CV",
    stock: 20,
    soldCount: 5,
    createdAt: day(7),
  });
  // A model number written three ways, and a trade name for a part number.
  await createProduct(t.db, { categoryId: sensors.id, name: "MQ-2 Smoke Gas Sensor Module", slug: "mq-2", partNumber: "MQ-2", createdAt: day(8) });
  await createProduct(t.db, {
    categoryId: tools.id,
    name: "Gas Leakage Alarm Project Kit",
    slug: "gas-alarm-kit",
    specs: [{ key: "Sensor", value: "MQ-2" }],
    createdAt: day(9),
  });
  await createProduct(t.db, { categoryId: tools.id, name: "WS2812B 8-LED RGB Stick", slug: "ws2812b-stick", partNumber: "WS2812B-8", createdAt: day(9) });
  // More than SUGGESTIONS_MAX matches.
  for (let i = 1; i <= 8; i++) {
    await createProduct(t.db, { categoryId: tools.id, name: `Flurbo Clamp ${i}`, slug: `flurbo-clamp-${i}`, stock: 10, soldCount: i, createdAt: day(10 + i) });
  }
  await createProduct(t.db, { categoryId: tools.id, name: "Flurbo Retired", slug: "flurbo-retired", isActive: false, createdAt: day(30) });
});

describe("GET /v1/search-suggestion", () => {
  it("answers the spec's search product fields in data.products", async () => {
    const [first] = await suggest("gizmo crimper");
    expect(Object.keys(first).sort()).toEqual(["discount_price", "has_discount_price", "image", "main_picture", "name", "price", "product_id", "slug"].sort());
    expect(first).toMatchObject({ name: "Gizmo Crimper", slug: "gizmo-crimper", has_discount_price: false, discount_price: null });
    expect(first.image).toMatch(/^\/api\/v1\/media\//);
    expect(first.main_picture).toBe(first.image);
  });

  it("ranks in-stock products before out-of-stock ones of equal relevance, then best sellers", async () => {
    expect(await suggested("zorblax")).toEqual(["zorblax-gamma", "zorblax-beta", "zorblax-alpha"]);
    expect(await suggested("zorblax probe")).toEqual(["zorblax-gamma", "zorblax-beta", "zorblax-alpha"]);
  });

  it("matches names, not descriptions", async () => {
    expect(await suggested("gizmo")).toEqual(["gizmo-crimper"]);
  });

  it("answers at most SUGGESTIONS_MAX products and never inactive ones", async () => {
    const slugs = await suggested("flurbo");
    expect(slugs).toHaveLength(SUGGESTIONS_MAX);
    expect(slugs).toEqual(["flurbo-clamp-8", "flurbo-clamp-7", "flurbo-clamp-6", "flurbo-clamp-5", "flurbo-clamp-4", "flurbo-clamp-3"]);
  });

  it.each([
    ["hc-sr04", "HC-SR04"],
    ["hc-sr04", "hc sr04"],
    ["hc-sr04", "hcsr04"],
    ["hc-sr04", "HC SR0"],
    ["hc-sr04", "ultrasonic sensr"],
    ["hc-sr04", "ultrasnoic"],
    ["hc-sr04", "acmetronics"],
    ["hc-sr04", "quux ultrasonic"],
    ["hc-sr04", "QX-SEN-0042"],
    ["hc-sr04", "qxsen0042"],
    ["l7805cv", "7805"],
    ["l7805cv", "l7805"],
    ["zorblax-gamma", "zorblaxprobe"],
    ["zorblax-gamma", "zorbalx"],
  ])("finds %s for %j", async (slug, query) => {
    expect((await suggested(query))[0]).toBe(slug);
  });

  it.each([
    "",
    "   ",
    "!!!",
    "%",
    "_",
    "'",
    "''",
    "\\",
    "\\'",
    "a & b | c",
    "foo:*",
    "!foo",
    "(foo",
    "foo <-> bar",
    "a:A",
    "&|!()<>:*",
    "🤖",
    "অর্ডুইনো",
    "x".repeat(200),
    "word ".repeat(40).trim(),
  ])("never fails for %j", async (query) => {
    const res = await t.app.inject({ method: "GET", url: `/v1/search-suggestion?query=${encodeURIComponent(query)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(searchSuggestionResponse.parse(res.json()).data.products.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
  });

  it("answers an empty list for empty, missing or punctuation-only text", async () => {
    expect(await suggest("")).toEqual([]);
    expect(await suggest("   ")).toEqual([]);
    expect(await suggest("!!! ---")).toEqual([]);
    const res = await t.app.inject({ method: "GET", url: "/v1/search-suggestion" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.products).toEqual([]);
  });

  it("answers 422 in the envelope for text longer than 200 characters", async () => {
    for (const url of [`/v1/search-suggestion?query=${"x".repeat(201)}`, `/v1/products?query=${"x".repeat(201)}`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: "Query must be at most 200 characters",
        errors: [{ field: "query", message: "Query must be at most 200 characters", code: "validation_failed" }],
      });
    }
  });

  it("is cacheable by catalog version like the catalog", async () => {
    const url = "/v1/search-suggestion?query=zorblax";
    const first = await t.app.inject({ method: "GET", url });
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe("search data follows catalog writes", () => {
  it("finds a product by its brand's and category's new names, and new words after a rename", async () => {
    const brand = await createBrand(t.db, { name: "Oldbrandco", slug: "oldbrandco" });
    const category = await createCategory(t.db, { name: "Oldkind Gadgets", slug: "oldkind-gadgets" });
    await createProduct(t.db, { categoryId: category.id, brandId: brand.id, name: "Frobnicator", slug: "frobnicator" });
    expect(await suggested("oldbrandco")).toEqual(["frobnicator"]);

    await t.db.update(brands).set({ name: "Newbrandco" }).where(eq(brands.id, brand.id));
    await t.db.update(categories).set({ name: "Newkind Gadgets" }).where(eq(categories.id, category.id));
    expect(await suggested("oldbrandco")).toEqual([]);
    expect(await suggested("newbrandco")).toEqual(["frobnicator"]);
    expect(await suggested("newkind")).toEqual(["frobnicator"]);

    await t.db.update(products).set({ name: "Quantizer Deluxe" }).where(eq(products.slug, "frobnicator"));
    // A typo of the new name is corrected through the refreshed vocabulary.
    expect(await suggested("quantizr")).toEqual(["frobnicator"]);
    expect(await suggested("frobnicator")).toEqual([]);
  });

  it("keeps the vocabulary equal to a rebuild from the products", async () => {
    const snapshot = sql`select coalesce(string_agg(term || ':' || products, ',' order by term), '') as v from search_terms`;
    const kept = (await t.db.execute<{ v: string }>(snapshot)).rows[0].v;
    await t.db.execute(sql`select search_terms_refresh()`);
    expect((await t.db.execute<{ v: string }>(snapshot)).rows[0].v).toBe(kept);
  });
});

describe("GET /v1/products?query=", () => {
  it("ranks by relevance by default: name matches before description matches", async () => {
    const body = await list("?query=gizmo");
    expect(body.data.map((p) => p.slug)).toEqual(["gizmo-crimper", "wire-cutter"]);
    expect(body.meta).toMatchObject({ total: 2, did_you_mean: null });
  });

  it("keeps an explicit sort", async () => {
    expect((await list("?query=gizmo&sort=popular")).data.map((p) => p.slug)).toEqual(["wire-cutter", "gizmo-crimper"]);
    // Alpha is out of stock: in stock first under every sort.
    expect((await list("?query=zorblax&sort=name_asc")).data.map((p) => p.slug)).toEqual(["zorblax-beta", "zorblax-gamma", "zorblax-alpha"]);
  });

  it("lists as newest without a query, with or without sort=relevance, and has no did_you_mean", async () => {
    const plain = await list("?per_page=5");
    const relevance = await list("?per_page=5&sort=relevance");
    expect(relevance.data.map((p) => p.slug)).toEqual(plain.data.map((p) => p.slug));
    expect(plain.meta).not.toHaveProperty("did_you_mean");
    expect((await list("?query=%20%20")).meta.total).toBe(plain.meta.total);
  });

  it("applies the filters to the matches", async () => {
    expect((await list("?query=zorblax&in_stock=1")).data.map((p) => p.slug)).toEqual(["zorblax-gamma", "zorblax-beta"]);
    expect((await list("?query=hc-sr04&category=bench-tools")).meta.total).toBe(0);
  });

  it("answers did_you_mean with the corrected query when only the correction matched", async () => {
    const body = await list("?query=zorbalx%20probe");
    expect(body.data[0].slug).toBe("zorblax-gamma");
    expect(body.meta.did_you_mean).toBe("zorblax probe");
  });

  it("answers did_you_mean for an empty result when a looser correction finds products", async () => {
    const body = await list("?query=zrobalx%20qwertyuiop");
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 0, did_you_mean: "zorblax" });
    expect((await list("?query=qwertyuiop")).meta.did_you_mean).toBeNull();
  });

  it("finds a model number however it is written: mq2, mq-2, MQ 2", async () => {
    const ways = await Promise.all(["mq2", "mq-2", "MQ%202", "MQ-2"].map(async (q) => (await list(`?query=${q}&sort=name_asc`)).data.map((p) => p.slug)));
    expect(ways[0]).toEqual(["gas-alarm-kit", "mq-2"]);
    for (const way of ways) expect(way).toEqual(ways[0]);
  });

  it("finds parts by a synonym: neopixel finds the WS2812 LEDs, without a did_you_mean", async () => {
    const body = await list("?query=neopixel");
    expect(body.data.map((p) => p.slug)).toEqual(["ws2812b-stick"]);
    expect(body.meta.did_you_mean).toBeNull();
    expect(await suggested("neopixel")).toEqual(["ws2812b-stick"]);
  });

  it("matches nothing for punctuation-only text", async () => {
    const body = await list("?query=%21%21%21");
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 0, did_you_mean: null });
  });
});
