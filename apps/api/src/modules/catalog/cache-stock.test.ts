import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogVersion, products } from "@shop/db";
import { useTestApp } from "../../test/app";
import { buildCatalogFixture, type CatalogFixture } from "../../test/catalog-fixture";

// Decision 020: stock is kept out of the catalog version; an answer made before a
// stock change is served for at most CATALOG_STOCK_STALE_MS, any other write shows at once.
const t = useTestApp({ CATALOG_STOCK_STALE_MS: "60000" });
let f: CatalogFixture;
beforeAll(async () => {
  f = await buildCatalogFixture(t.db);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("stock and the catalog cache", () => {
  it("a stock change neither moves the catalog version nor drops cached answers inside the window; a price change does", async () => {
    const url = "/v1/products/arduino-uno-r3";
    const first = await get(url);
    const stock = first.json().data.product.current_stock;
    const [version] = await t.db.select().from(catalogVersion);

    await t.db
      .update(products)
      .set({ stock: stock - 1 })
      .where(eq(products.id, f.p.uno.id));
    const [same] = await t.db.select().from(catalogVersion);
    expect(same.version).toBe(version.version);
    const [row] = await t.db.select().from(products).where(eq(products.id, f.p.uno.id));
    // The trigger stamped the change, whichever code wrote it.
    expect(Date.now() - row.stockChangedAt.getTime()).toBeLessThan(60_000);
    const within = await get(url);
    expect(within.headers["x-cache"]).toBe("hit");
    expect(within.json().data.product.current_stock).toBe(stock);
    expect((await get(url, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);

    await t.db
      .update(products)
      .set({ price: row.price + 100 })
      .where(eq(products.id, f.p.uno.id));
    const after = await get(url);
    expect(after.headers["x-cache"]).toBeUndefined();
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json().data.product.current_stock).toBe(stock - 1);
  });

  it("an answer made before the last stock change is made again once the window has passed", async () => {
    const url = "/v1/products/arduino-uno-r3";
    const made = await get(url);
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, f.p.uno.id));
    // Age the cached answer past the window instead of waiting a minute.
    const realNow = Date.now;
    Date.now = () => realNow() + 61_000;
    try {
      const fresh = await get(url);
      expect(fresh.headers["x-cache"]).toBeUndefined();
      expect(fresh.headers.etag).not.toBe(made.headers.etag);
      expect(fresh.json().data.product.current_stock).toBe(3);
    } finally {
      Date.now = realNow;
    }
  });

  it("GET /v1/products/{slug}/stock answers the stock this moment, never cached; unknown or hidden products are 404", async () => {
    await t.db.update(products).set({ stock: 11 }).where(eq(products.id, f.p.uno.id));
    const cachedPage = await get("/v1/products/arduino-uno-r3");
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, f.p.uno.id));
    // The cached answer may lag inside the window; the stock route never does.
    expect((await get("/v1/products/arduino-uno-r3")).json().data.product.current_stock).toBe(cachedPage.json().data.product.current_stock);
    const live = await get("/v1/products/arduino-uno-r3/stock");
    expect(live.statusCode).toBe(200);
    expect(live.headers["cache-control"]).toBe("no-store");
    expect(live.json().data).toEqual({ slug: "arduino-uno-r3", current_stock: 2 });
    expect((await get("/v1/products/no-such-thing/stock")).statusCode).toBe(404);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, f.p.uno.id));
    expect((await get("/v1/products/arduino-uno-r3/stock")).statusCode).toBe(404);
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, f.p.uno.id));
  });
});
