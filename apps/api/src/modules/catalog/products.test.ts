import { beforeAll, describe, expect, it } from "vitest";
import { productDetailResponse, productListResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { buildCatalogFixture, type CatalogFixture } from "../../test/catalog-fixture";
import { createProduct } from "../../test/factories";

const t = useTestApp();
let f: CatalogFixture;
beforeAll(async () => {
  f = await buildCatalogFixture(t.db);
});

async function list(qs = "") {
  const res = await t.app.inject({ method: "GET", url: `/v1/products${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse.parse(res.json());
}
const slugs = async (qs = "") => (await list(qs)).data.map((p) => p.slug);

describe("GET /v1/products", () => {
  it("lists active products, in stock first, then newest, with card fields in taka", async () => {
    const body = await list();
    // The Nano is newer than the probe and the Uno but out of stock: it comes last.
    expect(body.data.map((p) => p.slug)).toEqual(["esp32-devkit-v1", "ds18b20", "hc-sr04", "arduino-uno-r3", "arduino-nano"]);
    expect(body.meta).toEqual({ page: 1, per_page: 24, total: 5, last_page: 1, brands: expect.any(Array), attributes: [] });
    const uno = body.data.find((p) => p.slug === "arduino-uno-r3")!;
    expect(uno).toMatchObject({
      product_id: f.p.uno.id,
      name: "Arduino Uno R3",
      sku: "ARD-UNO-R3",
      part_number: "A000066",
      image: `/api/v1/media/${f.p.uno.mediaKey}`,
      main_picture: `/api/v1/media/${f.p.uno.mediaKey}`,
      price: 1250,
      has_discount_price: true,
      discount_price: 1100,
      discount_percent: 12,
      current_stock: 42,
      tags: ["hot", "popular"],
      brand: { name: "Arduino", slug: "arduino" },
      category: { name: "Microcontroller Boards", slug: "microcontroller-boards", full_path: "microcontroller-boards" },
      rating: { average: 0, count: 0 },
    });
    const ds = body.data.find((p) => p.slug === "ds18b20")!;
    expect([ds.price, ds.discount_price]).toEqual([180.5, 160.25]);
    const hc = body.data.find((p) => p.slug === "hc-sr04")!;
    expect(hc).toMatchObject({ brand: null, has_discount_price: false, discount_price: null, discount_percent: 0 });
    expect(hc.category.full_path).toBe("sensors-modules/ultrasonic-sensors");
  });

  it("pages with meta", async () => {
    const page1 = await list("?per_page=2");
    expect(page1.data.map((p) => p.slug)).toEqual(["esp32-devkit-v1", "ds18b20"]);
    expect(page1.meta).toMatchObject({ page: 1, per_page: 2, total: 5, last_page: 3 });
    const page3 = await list("?per_page=2&page=3");
    expect(page3.data.map((p) => p.slug)).toEqual(["arduino-nano"]);
    const beyond = await list("?per_page=2&page=9");
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ page: 9, per_page: 2, total: 5, last_page: 3 });
  });

  // Every sort puts what can be bought first: the out-of-stock Nano is last in each.
  it.each([
    ["popular", ["hc-sr04", "esp32-devkit-v1", "arduino-uno-r3", "ds18b20", "arduino-nano"]],
    ["price_asc", ["hc-sr04", "ds18b20", "esp32-devkit-v1", "arduino-uno-r3", "arduino-nano"]],
    ["price_desc", ["arduino-uno-r3", "esp32-devkit-v1", "ds18b20", "hc-sr04", "arduino-nano"]],
    ["name_asc", ["arduino-uno-r3", "ds18b20", "esp32-devkit-v1", "hc-sr04", "arduino-nano"]],
    ["discount", ["arduino-uno-r3", "ds18b20", "hc-sr04", "esp32-devkit-v1", "arduino-nano"]],
    ["newest", ["esp32-devkit-v1", "ds18b20", "hc-sr04", "arduino-uno-r3", "arduino-nano"]],
  ])("sorts by %s, in stock first", async (sort, expected) => {
    expect(await slugs(`?sort=${sort}`)).toEqual(expected);
  });

  it("filters by category; a main category includes its children's products", async () => {
    expect(await slugs("?category=sensors-modules")).toEqual(["ds18b20", "hc-sr04"]);
    expect(await slugs("?category=ultrasonic-sensors")).toEqual(["hc-sr04"]);
    expect(await slugs("?category=microcontroller-boards&sort=name_asc")).toEqual(["arduino-uno-r3", "esp32-devkit-v1", "arduino-nano"]);
    const unknown = await list("?category=no-such-category");
    expect(unknown.data).toEqual([]);
    expect(unknown.meta.total).toBe(0);
  });

  it("filters by one or more brands (comma-separated)", async () => {
    expect(await slugs("?brand=espressif")).toEqual(["esp32-devkit-v1"]);
    expect(await slugs("?brand=arduino&sort=name_asc")).toEqual(["arduino-uno-r3", "ds18b20", "arduino-nano"]);
    expect(await slugs("?brand=arduino,espressif&sort=name_asc")).toEqual(["arduino-uno-r3", "ds18b20", "esp32-devkit-v1", "arduino-nano"]);
    expect(await slugs("?brand=zeta-parts")).toEqual([]);
  });

  it("offers as brand choices only the brands in the listing, with counts, whatever brand is ticked", async () => {
    // Every product: Arduino 3 (Uno, Nano, probe), Espressif 1; Zeta Parts has none and the HC-SR04 no brand.
    expect((await list()).meta.brands).toEqual([
      { name: "Arduino", slug: "arduino", count: 3 },
      { name: "Espressif", slug: "espressif", count: 1 },
    ]);
    // The other filters narrow the choices; the brand filter itself does not, so a second brand can be ticked.
    expect((await list("?category=sensors-modules")).meta.brands).toEqual([{ name: "Arduino", slug: "arduino", count: 1 }]);
    expect((await list("?category=microcontroller-boards&in_stock=1&brand=arduino")).meta.brands).toEqual([
      { name: "Arduino", slug: "arduino", count: 1 },
      { name: "Espressif", slug: "espressif", count: 1 },
    ]);
    expect((await list("?query=esp32")).meta.brands).toEqual([{ name: "Espressif", slug: "espressif", count: 1 }]);
    // A ticked brand with nothing left stays offered (count 0), so it can be unticked.
    expect((await list("?category=sensors-modules&brand=zeta-parts")).meta.brands).toEqual([
      { name: "Arduino", slug: "arduino", count: 1 },
      { name: "Zeta Parts", slug: "zeta-parts", count: 0 },
    ]);
  });

  it("filters by tag", async () => {
    expect(await slugs("?tag=hot")).toEqual(["arduino-uno-r3"]);
    expect(await slugs("?tag=free_delivery")).toEqual(["esp32-devkit-v1"]);
  });

  it("matches every word of the query against name, part number, SKU, brand or category (search module)", async () => {
    expect(await slugs("?query=arduino&sort=name_asc")).toEqual(["arduino-uno-r3", "ds18b20", "arduino-nano"]);
    // By relevance when no sort is given: named Arduino (in stock first), then the Arduino-brand probe.
    expect(await slugs("?query=arduino")).toEqual(["arduino-uno-r3", "arduino-nano", "ds18b20"]);
    expect(await slugs("?query=ARDUINO%20uno")).toEqual(["arduino-uno-r3"]);
    expect(await slugs("?query=a000066")).toEqual(["arduino-uno-r3"]);
    expect(await slugs("?query=DS18B20%2B")).toEqual(["ds18b20"]);
    expect(await slugs("?query=uno%20esp32")).toEqual([]);
    // LIKE wildcards typed by a shopper match themselves.
    expect(await slugs("?query=%25")).toEqual([]);
    expect(await slugs("?query=_")).toEqual([]);
  });

  it("filters by effective price in taka, stock and sale", async () => {
    expect(await slugs("?min_price=450&max_price=650&sort=price_asc")).toEqual(["esp32-devkit-v1", "arduino-nano"]);
    expect(await slugs("?max_price=160.25")).toEqual(["ds18b20", "hc-sr04"]);
    expect(await slugs("?min_price=1100.01")).toEqual([]);
    expect(await slugs("?in_stock=true&sort=name_asc")).toEqual(["arduino-uno-r3", "ds18b20", "esp32-devkit-v1", "hc-sr04"]);
    expect(await slugs("?in_stock=1&category=microcontroller-boards&sort=name_asc")).toEqual(["arduino-uno-r3", "esp32-devkit-v1"]);
    expect(await slugs("?on_sale=true&sort=name_asc")).toEqual(["arduino-uno-r3", "ds18b20", "arduino-nano"]);
  });

  it.each([
    ["?sort=cheapest", "sort", /^Sort must be one of/],
    ["?per_page=61", "per_page", /^Per page must be at most 60/],
    ["?per_page=0", "per_page", /^Per page must be at least 1/],
    ["?page=abc", "page", /^Page must be a number/],
    ["?page=0", "page", /^Page must be at least 1/],
    ["?min_price=-1", "min_price", /^Min price must be at least 0/],
    ["?min_price=500&max_price=100", "min_price", /^Min price must not be above max price/],
    ["?tag=cheap", "tag", /^Tag must be one of/],
    ["?brand=Not%20A%20Slug", "brand", /^Invalid slug/],
  ])("answers %s with 422 in the envelope", async (qs, field, message) => {
    const res = await t.app.inject({ method: "GET", url: `/v1/products${qs}` });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors[0]).toMatchObject({ field, code: "validation_failed" });
    expect(body.errors[0].message).toMatch(message);
    expect(body.message).toBe(body.errors[0].message);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe("GET /v1/products/:slug", () => {
  it("answers everything the product page shows, and related products", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/products/arduino-uno-r3" });
    expect(res.statusCode).toBe(200);
    const { product, related_products } = productDetailResponse.parse(res.json()).data;
    expect(product).toMatchObject({
      product_id: f.p.uno.id,
      slug: "arduino-uno-r3",
      price: 1250,
      discount_price: 1100,
      specs: [{ key: "MCU", value: "ATmega328P" }],
      description: "The classic board.",
      short_description: null,
      datasheet_url: null,
      sold_count: 300,
      breadcrumbs: [{ name: "Microcontroller Boards", slug: "microcontroller-boards", full_path: "microcontroller-boards" }],
    });
    expect(product.images).toHaveLength(3);
    expect(product.images[0]).toEqual({ url: product.image, alt: "Arduino Uno R3 1" });
    expect(product.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+06:00$/);
    // Same category, in stock first; never the product itself.
    expect(related_products.map((p) => p.slug)).toEqual(["esp32-devkit-v1", "arduino-nano"]);
  });

  it("shows a child category's breadcrumbs from its main category", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/products/hc-sr04" });
    const { product } = productDetailResponse.parse(res.json()).data;
    expect(product.breadcrumbs.map((b) => b.full_path)).toEqual(["sensors-modules", "sensors-modules/ultrasonic-sensors"]);
  });

  it("caps related products at 8", async () => {
    for (let i = 0; i < 10; i++) await createProduct(t.db, { categoryId: f.temperature.id, stock: i % 2 ? 0 : 5, images: 0 });
    const res = await t.app.inject({ method: "GET", url: "/v1/products/ds18b20" });
    const { related_products } = productDetailResponse.parse(res.json()).data;
    expect(related_products).toHaveLength(8);
    expect(related_products.slice(0, 5).every((p) => p.current_stock > 0)).toBe(true);
    // A product without images points at the placeholder.
    expect(related_products[0].image).toBe("/api/v1/media/placeholder.svg");
  });

  it("answers 404 for an unknown or inactive product", async () => {
    for (const slug of ["no-such-product", "retired-sensor"]) {
      const res = await t.app.inject({ method: "GET", url: `/v1/products/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Product not found", errors: [{ message: "Product not found", code: "not_found" }] });
    }
  });
});
