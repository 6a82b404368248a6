import { beforeAll, describe, expect, it } from "vitest";
import { categoriesResponse, mainMenuResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { buildCatalogFixture } from "../../test/catalog-fixture";

const t = useTestApp();
beforeAll(() => buildCatalogFixture(t.db));

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /v1/main-menus", () => {
  it("lists main categories in order, each with its children and counts", async () => {
    const res = await get("/v1/main-menus");
    expect(res.statusCode).toBe(200);
    const body = mainMenuResponse.parse(res.json());
    const menu = body.data.main_menu;
    expect(menu.map((m) => m.slug)).toEqual(["microcontroller-boards", "sensors-modules"]);
    const [boards, sensors] = menu;
    expect(boards).toMatchObject({ full_path: "microcontroller-boards", product_count: 3, children: [] });
    // Children ordered by sort_order; the inactive product is not counted.
    expect(sensors.children.map((c) => [c.slug, c.full_path, c.product_count])).toEqual([
      ["temperature-sensors", "sensors-modules/temperature-sensors", 1],
      ["ultrasonic-sensors", "sensors-modules/ultrasonic-sensors", 1],
    ]);
    expect(sensors.product_count).toBe(2);
    expect(sensors.logo).toBe("/api/v1/media/cat-logo.svg");
    expect(sensors).toHaveProperty("description", null);
    expect(sensors).toHaveProperty("banner", null);
  });
});

describe("GET /v1/categories", () => {
  it("without a slug answers the menu and every main category", async () => {
    const body = categoriesResponse.parse((await get("/v1/categories")).json());
    expect(body.data.category).toBeNull();
    expect(body.data.categories.map((c) => c.slug)).toEqual(["microcontroller-boards", "sensors-modules"]);
    expect(body.data.main_menu).toHaveLength(2);
  });

  it("for a main category answers it with its children", async () => {
    const body = categoriesResponse.parse((await get("/v1/categories?category_slug=sensors-modules")).json());
    expect(body.data.category).toMatchObject({ slug: "sensors-modules", parent: null, product_count: 2 });
    expect(body.data.categories.map((c) => c.slug)).toEqual(["temperature-sensors", "ultrasonic-sensors"]);
  });

  it("for a child category answers it with its parent", async () => {
    const body = categoriesResponse.parse((await get("/v1/categories?category_slug=ultrasonic-sensors")).json());
    expect(body.data.category).toMatchObject({
      slug: "ultrasonic-sensors",
      full_path: "sensors-modules/ultrasonic-sensors",
      parent: { slug: "sensors-modules", name: "Sensors & Modules", full_path: "sensors-modules" },
      children: [],
    });
    expect(body.data.categories).toEqual([]);
  });

  it("answers an unknown slug with 404 and a malformed one with 422", async () => {
    const unknown = await get("/v1/categories?category_slug=no-such-thing");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Category not found", errors: [{ message: "Category not found", code: "not_found" }] });
    const bad = await get("/v1/categories?category_slug=Bad%20Slug");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: "category_slug", code: "validation_failed" });
  });
});

describe("GET /v1/brands", () => {
  it("lists brands by name with active product counts", async () => {
    const res = await get("/v1/brands");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.brands.map((b: { slug: string; product_count: number }) => [b.slug, b.product_count])).toEqual([
      ["arduino", 3],
      ["espressif", 1],
      ["zeta-parts", 0],
    ]);
  });

  it("answers one brand, or 404", async () => {
    const res = await get("/v1/brands/espressif");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.brand).toMatchObject({ name: "Espressif", slug: "espressif", product_count: 1, logo: null });
    const missing = await get("/v1/brands/nobody");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Brand not found");
  });
});
