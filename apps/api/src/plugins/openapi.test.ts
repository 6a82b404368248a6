import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole } from "@shop/db";
import { buildApp } from "../app";
import { testEnv, useTestApp } from "../test/app";
import { createCategory, createProduct, createSignedInUser, guestId } from "../test/factories";

/**
 * The OpenAPI document's statuses are worked out from the routes (openapi.ts): real
 * requests, the kinds a shop's callers and attackers send, against a sample of routes;
 * every status seen must be documented for its operation.
 */
const t = useTestApp();
type Doc = { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>> };
let doc: Doc;
let limited: FastifyInstance;
let shopper: Record<string, string>;
let staff: Record<string, string>;
let slug: string;

beforeAll(async () => {
  doc = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json();
  // The shop's global budget, tiny, for the 429s (the test app runs without it).
  limited = await buildApp({ db: t.db, env: testEnv({ RATE_LIMIT_MAX: "2" }), logger: false });
  await limited.ready();
  shopper = (await createSignedInUser(t.db)).headers;
  const member = await createSignedInUser(t.db);
  await grantStaffRole(t.db, member.user.phone, "staff");
  staff = member.headers;
  const category = await createCategory(t.db, { name: "Probe boards" });
  slug = (await createProduct(t.db, { categoryId: category.id, name: "OpenAPI probe board", price: 120, stock: 3 })).slug;
});
afterAll(() => limited?.close());

const documented = (method: string, path: string) => Object.keys(doc.paths[path]?.[method.toLowerCase()]?.responses ?? {}).map(Number);

type Probe = { op: [string, string]; request: InjectOptions; app?: () => FastifyInstance };

const long = "a".repeat(250);
const probes = (): Probe[] => [
  { op: ["GET", "/v1/products"], request: { url: "/v1/products" } },
  { op: ["GET", "/v1/products"], request: { url: "/v1/products?per_page=abc&sort=%00" } },
  { op: ["GET", "/v1/products"], request: { url: "/v1/products", headers: { "x-unique-number": "not a guest id" } } },
  { op: ["GET", "/v1/products/{slug}"], request: { url: `/v1/products/${slug}` } },
  { op: ["GET", "/v1/products/{slug}"], request: { url: "/v1/products/no-such-product" } },
  { op: ["GET", "/v1/products/{slug}"], request: { url: `/v1/products/${long}` } },
  { op: ["GET", "/v1/products/{slug}"], request: { url: "/v1/products/%E0%A4%A" } },
  { op: ["GET", "/v1/media/{key}"], request: { url: "/v1/media/nope.svg" } },
  { op: ["GET", "/v1/media/{key}"], request: { url: "/v1/media/placeholder.svg?w=abc" } },
  { op: ["GET", "/v1/profile"], request: { url: "/v1/profile" } },
  { op: ["GET", "/v1/profile"], request: { url: "/v1/profile", headers: { authorization: "Bearer revoked-or-made-up" } } },
  { op: ["GET", "/v1/profile"], request: { url: "/v1/profile", headers: shopper } },
  { op: ["GET", "/v1/wishlist"], request: { url: "/v1/wishlist" } },
  { op: ["POST", "/v1/auth/otp"], request: { method: "POST", url: "/v1/auth/otp", headers: { "content-type": "application/json" }, payload: "{not json" } },
  { op: ["POST", "/v1/auth/otp"], request: { method: "POST", url: "/v1/auth/otp", payload: { phone: "12" } } },
  {
    op: ["POST", "/v1/auth/otp"],
    request: { method: "POST", url: "/v1/auth/otp", headers: { "content-type": "application/xml" }, payload: "<phone>01700000000</phone>" },
  },
  {
    op: ["POST", "/v1/auth/otp"],
    request: {
      method: "POST",
      url: "/v1/auth/otp",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ phone: "1".repeat(2 * 1024 * 1024) }),
    },
  },
  { op: ["GET", "/v1/admin/products"], request: { url: "/v1/admin/products" } },
  { op: ["GET", "/v1/admin/products"], request: { url: "/v1/admin/products", headers: shopper } },
  { op: ["GET", "/v1/admin/products"], request: { url: "/v1/admin/products", headers: staff } },
  { op: ["GET", "/v1/admin/products/{id}"], request: { url: "/v1/admin/products/99999999", headers: staff } },
  { op: ["GET", "/v1/admin/products/{id}"], request: { url: "/v1/admin/products/abc", headers: staff } },
  { op: ["GET", "/v1/admin/products/{id}"], request: { url: `/v1/admin/products/${long}`, headers: staff } },
  { op: ["GET", "/v1/payments/{order_key}/start"], request: { url: "/v1/payments/some-order-key/start" } },
  { op: ["GET", "/v1/subscriptions/one-click"], request: { url: "/v1/subscriptions/one-click?token=abc" } },
  { op: ["GET", "/v2/carts"], request: { url: "/v2/carts", headers: { "x-unique-number": guestId() } } },
  // The global budget (2 a minute here) is spent by the third call.
  ...[1, 2, 3].map((): Probe => ({ op: ["GET", "/v1/brands"], request: { url: "/v1/brands" }, app: () => limited })),
  ...[1, 2, 3].map((): Probe => ({ op: ["GET", "/v1/products/{slug}"], request: { url: `/v1/products/${slug}` }, app: () => limited })),
];

describe("the OpenAPI document", () => {
  it("documents every status real requests get, for their operation", async () => {
    const seen = new Map<string, Set<number>>();
    const undocumented: string[] = [];
    for (const probe of probes()) {
      const res = await (probe.app?.() ?? t.app).inject({ method: "GET", ...probe.request });
      const key = probe.op.join(" ");
      seen.set(key, (seen.get(key) ?? new Set()).add(res.statusCode));
      if (!documented(...probe.op).includes(res.statusCode)) undocumented.push(`${key} answered ${res.statusCode} to ${probe.request.url}`);
    }
    expect(undocumented).toEqual([]);
    // The probes reached what they were meant to (not one status everywhere).
    for (const [key, statuses] of Object.entries({
      "GET /v1/products": [200, 400],
      "GET /v1/products/{slug}": [200, 400, 404, 414, 429],
      "GET /v1/profile": [200, 401],
      "POST /v1/auth/otp": [400, 413, 415, 422],
      "GET /v1/admin/products": [200, 401, 403],
      "GET /v1/admin/products/{id}": [404, 414],
      "GET /v1/payments/{order_key}/start": [302],
      "GET /v1/subscriptions/one-click": [303],
      "GET /v1/brands": [200, 429],
    })) {
      expect([...(seen.get(key) ?? [])].sort(), key).toEqual(expect.arrayContaining(statuses));
    }
  });

  it("documents only what a route can answer: no 401 or 403 on public reads, 403 only where staff are required", () => {
    expect(documented("GET", "/v1/products")).not.toContain(401);
    expect(documented("GET", "/v1/products")).not.toContain(403);
    expect(documented("GET", "/v1/products")).not.toContain(414);
    expect(documented("GET", "/v1/profile")).not.toContain(403);
    expect(documented("GET", "/v1/admin/products")).toEqual(expect.arrayContaining([401, 403]));
    expect(documented("GET", "/v1/media/{key}")).toContain(429);
    expect(documented("GET", "/health")).not.toContain(429);
    expect(documented("GET", "/v1/products")).toEqual(expect.arrayContaining([304, 503]));
  });

  it("names Retry-After on 429 and 503 and Location on redirects", () => {
    const start = doc.paths["/v1/payments/{order_key}/start"].get.responses;
    expect(start["302"].headers).toHaveProperty("Location");
    const brands = doc.paths["/v1/brands"].get.responses;
    expect(brands["429"].headers).toHaveProperty("Retry-After");
    expect(brands["503"].headers).toHaveProperty("Retry-After");
  });
});
