import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "@shop/db";
import { useTestApp } from "../../test/app";
import { buildCatalogFixture, type CatalogFixture } from "../../test/catalog-fixture";

const t = useTestApp();
let f: CatalogFixture;
beforeAll(async () => {
  f = await buildCatalogFixture(t.db);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("catalog caching", () => {
  it.each(["/v1/main-menus", "/v1/categories", "/v1/products?per_page=2", "/v1/products/arduino-uno-r3", "/v1/brands", "/v1/brands/arduino"])(
    "%s carries a weak ETag and must be revalidated; a match answers 304 with no body",
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"\d+\.[0-9a-z]+-[\w-]+"$/);
      const again = await get(url, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      // Weak comparison, lists and a non-matching tag.
      expect((await get(url, { "if-none-match": `"x", ${etag.slice(2)}` })).statusCode).toBe(304);
      expect((await get(url, { "if-none-match": 'W/"0-nope"' })).statusCode).toBe(200);
    },
  );

  it("gives the same input one ETag and different input another", async () => {
    const a = (await get("/v1/products?per_page=2&sort=newest")).headers.etag;
    const b = (await get("/v1/products?sort=newest&per_page=2")).headers.etag;
    const c = (await get("/v1/products?per_page=3")).headers.etag;
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it("changes the ETag and the body after a catalog write", async () => {
    const url = "/v1/products/arduino-uno-r3";
    const before = await get(url);
    const etag = String(before.headers.etag);
    expect(before.json().data.product.current_stock).toBe(42);
    // Served again from the in-process body cache while nothing changed.
    const cached = await get(url);
    expect(cached.headers["x-cache"]).toBe("hit");
    expect(cached.body).toBe(before.body);

    await t.db.update(products).set({ stock: 7 }).where(eq(products.id, f.p.uno.id));

    const stale = await get(url, { "if-none-match": etag });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(etag);
    expect(stale.json().data.product.current_stock).toBe(7);
    const list = await get("/v1/products?query=uno");
    expect(list.json().data[0].current_stock).toBe(7);
  });

  it("never marks an error as cacheable", async () => {
    const res = await get("/v1/products/no-such-product");
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
