import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, type DbHandle } from "@shop/db";
import { buildApp } from "../../app";
import { testEnv } from "../../test/app";
import { createTestDb } from "../../test/db";
import { buildCatalogFixture, type CatalogFixture } from "../../test/catalog-fixture";

// A URL answered before, in the same catalog version, is served from the catalog
// cache before its query is validated (plugins/catalog-cache.ts). These tests count
// the requests that reach validation, and check that the early answer keeps every
// guard that runs before it: the shopper's identity and the rate limit.
let handle: DbHandle;
let f: CatalogFixture;
let app: FastifyInstance;
let validated: string[];

async function appWith(env: Record<string, string>) {
  const built = await buildApp({ db: handle.db, env: testEnv(env), logger: false });
  built.addHook("preValidation", async (request) => {
    validated.push(request.url);
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  handle = await createTestDb();
  f = await buildCatalogFixture(handle.db);
  app = await appWith({});
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const get = (url: string, headers: Record<string, string> = {}, on = app) => on.inject({ method: "GET", url, headers, remoteAddress: "203.0.113.9" });

describe("the catalog cache's early answer", () => {
  it("serves a URL seen before without validating it again: same body, ETag and headers; 304 on a match", async () => {
    validated = [];
    const url = "/v1/products?per_page=2&sort=price_asc";
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(validated).toEqual([url]);

    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.headers["x-cache"]).toBe("hit");
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(again.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
    expect(again.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const notModified = await get(url, { "if-none-match": String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(validated).toEqual([url]);

    // The same input spelt differently is validated once, then answered from the same body.
    const reordered = "/v1/products?sort=price_asc&per_page=2";
    const other = await get(reordered);
    expect(other.headers["x-cache"]).toBe("hit");
    expect(other.body).toBe(first.body);
    expect(validated).toEqual([url, reordered]);
    await get(reordered);
    expect(validated).toEqual([url, reordered]);
  });

  it("answers a catalog write at once: the next request is validated and made again", async () => {
    validated = [];
    const url = "/v1/products/arduino-uno-r3";
    const before = await get(url);
    expect((await get(url)).headers["x-cache"]).toBe("hit");
    await handle.db.update(products).set({ name: "Arduino Uno R3 (2026)" }).where(eq(products.id, f.p.uno.id));
    const after = await get(url);
    expect(after.headers["x-cache"]).toBeUndefined();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(before.json().data.product.name).toBe("Arduino Uno R3");
    expect(after.json().data.product.name).toBe("Arduino Uno R3 (2026)");
    expect(validated).toEqual([url, url]);
  });

  it("never answers an error from the cache, nor a URL that failed validation", async () => {
    validated = [];
    for (let i = 0; i < 2; i++) {
      expect((await get("/v1/products/no-such-product")).statusCode).toBe(404);
      expect((await get("/v1/products?per_page=abc")).statusCode).toBe(422);
    }
    expect(validated).toHaveLength(4);
  });

  it("still rejects a malformed guest id on a cached URL", async () => {
    const url = "/v1/products?per_page=3";
    await get(url);
    expect((await get(url)).headers["x-cache"]).toBe("hit");
    const res = await get(url, { "x-unique-number": "not a guest id" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe("invalid_guest_id");
  });

  it("still counts a cached URL against the caller's rate limit", async () => {
    const limited = await appWith({ RATE_LIMIT_MAX: "3" });
    try {
      const url = "/v1/products?per_page=4";
      expect((await get(url, {}, limited)).statusCode).toBe(200);
      expect((await get(url, {}, limited)).headers["x-cache"]).toBe("hit");
      expect((await get(url, {}, limited)).headers["x-ratelimit-remaining"]).toBe("0");
      const over = await get(url, {}, limited);
      expect(over.statusCode).toBe(429);
      expect(over.json().errors[0].code).toBe("too_many_requests");
    } finally {
      await limited.close();
    }
  });
});
