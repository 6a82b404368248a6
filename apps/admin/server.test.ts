import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@shop/contracts";
import { grantStaffRole, type DbHandle } from "@shop/db";
import type {} from "../api/src/test/global-setup";
import { buildApp } from "../api/src/app";
import { createTestDb } from "../api/src/test/db";
import { testEnv } from "../api/src/test/app";
import { lastCode } from "../api/src/modules/identity/testing";
import { buildAdminServer } from "./server";

const OWNER = "01711000001";
const SHOPPER = "01811000002";
const STAFF = "01911000003";
const FORWARDER_SECRET = "admin-test-forwarder-secret";
const XRW = { "x-requested-with": "shop-admin" };

let handle: DbHandle;
let api: FastifyInstance;
let admin: FastifyInstance;
let apiUrl: string;
let base: string;
let distDir: string;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  handle = await createTestDb();
  api = await buildApp({ db: handle.db, env: testEnv({ FORWARDER_SECRET }), logger: false });
  apiUrl = await listen(api);
  await grantStaffRole(handle.db, OWNER, "owner", "Test Owner");
  await grantStaffRole(handle.db, STAFF, "staff");

  distDir = mkdtempSync(path.join(os.tmpdir(), "shop-admin-dist-"));
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  writeFileSync(path.join(distDir, "assets", "app-abc123.js"), "console.log('admin');\n");

  admin = await buildAdminServer({ apiUrl, distDir, forwarderSecret: FORWARDER_SECRET, secureCookies: false });
  base = await listen(admin);
});

afterAll(async () => {
  await admin?.close();
  await api?.close();
  await handle?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

function post(url: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${url}`, {
    method: "POST",
    headers: { ...XRW, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Phone → code (read from the outbox, as the SMS would bring it) → POST /session. */
async function signIn(phone: string) {
  const codeResponse = await post("/session/code", { phone });
  expect(codeResponse.status).toBe(200);
  const sent = (await codeResponse.json()) as { data: { signature: string; resend_in: number; expires_in: number } };
  expect(sent.data.signature).toEqual(expect.any(String));
  expect(sent.data.resend_in).toBeGreaterThan(0);
  const otp = await lastCode(handle.db, phone);
  return post("/session", { phone, otp, signature: sent.data.signature });
}

function cookieOf(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0];
}

describe("admin server: static files and headers", () => {
  it("serves index.html without caching, with the security headers", async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/img-src 'self' data:/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
  });

  it("falls back to index.html for the SPA's routes, never for /v1 or missing assets", async () => {
    const page = await fetch(`${base}/orders/1234567890?status=pending`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${base}/v1/nothing-here`)).status).toBe(404);
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
  });

  it("caches hashed assets for a long time", async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toContain("javascript");
  });
});

describe("admin server: sessions through the real API", () => {
  it("refuses a shopper's phone with 403 and sets no cookie", async () => {
    const response = await signIn(SHOPPER);
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe(ADMIN_MESSAGES.notStaff);
  });

  it("signs staff in with an httpOnly, SameSite=Strict cookie the page never sees, and proxies /v1/admin/*", async () => {
    const response = await signIn(OWNER);
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^shop_admin=[A-Za-z0-9_-]+;/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toMatch(/Max-Age=\d{6,}/);
    expect(setCookie).not.toContain("Secure");
    const token = cookieOf(response).slice("shop_admin=".length);
    const text = await response.text();
    expect(text).not.toContain(token);
    const body = JSON.parse(text) as { data: { phone: string; role: string; full_name: string | null } };
    expect(body.data).toMatchObject({ phone: OWNER, role: "owner", full_name: "Test Owner" });

    const cookie = cookieOf(response);
    const session = await fetch(`${base}/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    const sessionText = await session.text();
    expect(sessionText).not.toContain(token);
    expect(JSON.parse(sessionText).data.role).toBe("owner");

    const me = await fetch(`${base}/v1/admin/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    const meText = await me.text();
    expect(meText).not.toContain(token);
    expect(JSON.parse(meText).data).toMatchObject({ phone: OWNER, role: "owner" });

    // CSRF: a state-changing call without the header is refused before reaching the API.
    const noHeader = await fetch(`${base}/v1/admin/orders/bulk-confirm`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ order_numbers: ["1"] }),
    });
    expect(noHeader.status).toBe(403);
    const noHeaderSignout = await fetch(`${base}/session/signout`, { method: "POST", headers: { cookie } });
    expect(noHeaderSignout.status).toBe(403);
    expect((await fetch(`${base}/v1/admin/me`, { headers: { cookie } })).status).toBe(200);

    // Sign out: the cookie is cleared and the API token revoked.
    const signout = await post("/session/signout", undefined, { cookie });
    expect(signout.status).toBe(200);
    expect(signout.headers.get("set-cookie")).toMatch(/^shop_admin=;.*Max-Age=0/);
    const direct = await fetch(`${apiUrl}/v1/admin/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(direct.status).toBe(401);
    const stale = await fetch(`${base}/v1/admin/me`, { headers: { cookie } });
    expect(stale.status).toBe(401);
    expect(stale.headers.get("set-cookie")).toMatch(/^shop_admin=;.*Max-Age=0/);
    expect((await fetch(`${base}/session`, { headers: { cookie } })).status).toBe(401);
  });

  it("answers 401 without a session and 403 to a POST without x-requested-with", async () => {
    expect((await fetch(`${base}/session`)).status).toBe(401);
    expect((await fetch(`${base}/v1/admin/me`)).status).toBe(401);
    const noHeader = await fetch(`${base}/session/code`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: OWNER }),
    });
    expect(noHeader.status).toBe(403);
  });

  it("passes the API's validation errors through", async () => {
    const response = await post("/session/code", { phone: "12345" });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { field?: string; message: string }[] };
    expect(body.errors[0]).toMatchObject({ field: "phone" });
  });

  it("sets Secure cookies when asked to, for a staff member too", async () => {
    const secure = await buildAdminServer({ apiUrl, distDir, forwarderSecret: FORWARDER_SECRET, secureCookies: true });
    const secureBase = await listen(secure);
    try {
      const codeResponse = await fetch(`${secureBase}/session/code`, {
        method: "POST",
        headers: { ...XRW, "content-type": "application/json" },
        body: JSON.stringify({ phone: STAFF }),
      });
      expect(codeResponse.status).toBe(200);
      const signature = ((await codeResponse.json()) as { data: { signature: string } }).data.signature;
      const otp = await lastCode(handle.db, STAFF);
      const response = await fetch(`${secureBase}/session`, {
        method: "POST",
        headers: { ...XRW, "content-type": "application/json" },
        body: JSON.stringify({ phone: STAFF, otp, signature }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toContain("; Secure");
      expect(((await response.json()) as { data: { role: string } }).data.role).toBe("staff");
    } finally {
      await secure.close();
    }
  });
});

describe("admin server: the forwarding, against a stand-in API", () => {
  let fake: FastifyInstance;
  let fakeUrl: string;
  let proxyServer: FastifyInstance;
  let proxyBase: string;
  const seen: { url: string; method: string; headers: Record<string, unknown>; bytes: number; body: string }[] = [];
  const cookie = "shop_admin=test-token_123";

  beforeAll(async () => {
    const Fastify = (await import("fastify")).default;
    fake = Fastify({ bodyLimit: 20 * 1024 * 1024 });
    fake.removeAllContentTypeParsers();
    fake.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    fake.all("/*", async (request, reply) => {
      const body = request.body as Buffer | undefined;
      seen.push({
        url: request.url,
        method: request.method,
        headers: request.headers,
        bytes: body?.length ?? 0,
        body: body?.toString("utf8").slice(0, 200) ?? "",
      });
      if (request.url.startsWith("/v1/admin/expired")) return reply.code(401).send({ message: "Please sign in to continue", errors: [] });
      if (request.url.startsWith("/v1/admin/orders/export.csv")) {
        return reply.header("content-disposition", 'attachment; filename="orders.csv"').type("text/csv; charset=utf-8").send("order_number,total\n1,100\n");
      }
      if (request.url.startsWith("/v1/media/"))
        return reply.header("cache-control", "public, max-age=31536000, immutable").type("image/webp").send(Buffer.from("RIFF"));
      return { message: "OK", data: { bytes: body?.length ?? 0 } };
    });
    fakeUrl = await listen(fake);
    proxyServer = await buildAdminServer({ apiUrl: fakeUrl, distDir, forwarderSecret: FORWARDER_SECRET });
    proxyBase = await listen(proxyServer);
  });

  afterAll(async () => {
    await proxyServer?.close();
    await fake?.close();
  });

  it("adds the bearer token and the forwarder headers, and passes the body and query", async () => {
    seen.length = 0;
    const response = await fetch(`${proxyBase}/v1/admin/products/7?x=1`, {
      method: "PATCH",
      headers: { ...XRW, cookie, "content-type": "application/json", "x-shop-client-ip": "6.6.6.6", "x-forwarded-for": "6.6.6.6" },
      body: JSON.stringify({ name: "Arduino Uno" }),
    });
    expect(response.status).toBe(200);
    const call = seen[0];
    expect(call).toMatchObject({ url: "/v1/admin/products/7?x=1", method: "PATCH", body: '{"name":"Arduino Uno"}' });
    expect(call.headers.authorization).toBe("Bearer test-token_123");
    expect(call.headers["content-type"]).toBe("application/json");
    expect(call.headers["x-shop-forwarder"]).toBe(FORWARDER_SECRET);
    expect(call.headers["x-shop-client-ip"]).toBe("127.0.0.1");
    expect(call.headers["x-forwarded-for"]).toBeUndefined();
    expect(call.headers.cookie).toBeUndefined();
  });

  it("behind a proxy of ours (trustedProxyHops), forwards the address that proxy appended, never one the client wrote", async () => {
    const behind = await buildAdminServer({ apiUrl: fakeUrl, distDir, forwarderSecret: FORWARDER_SECRET, trustedProxyHops: 1 });
    const behindBase = await listen(behind);
    try {
      seen.length = 0;
      // What Caddy sends: the client's own X-Forwarded-For claim, then the address it saw.
      const forwarded = { ...XRW, cookie, "x-forwarded-for": "6.6.6.6, 203.0.113.9", "x-forwarded-proto": "https" };
      expect((await fetch(`${behindBase}/v1/admin/orders`, { headers: forwarded })).status).toBe(200);
      expect(seen[0].headers["x-shop-client-ip"]).toBe("203.0.113.9");
      // The proxy said https: a sign-out's cookie is Secure without ADMIN_SECURE_COOKIES.
      const out = await fetch(`${behindBase}/session/signout`, { method: "POST", headers: forwarded });
      expect(out.headers.get("set-cookie")).toContain("; Secure");
      // Without the setting, the same headers count for nothing: the socket's address, plain http.
      seen.length = 0;
      await fetch(`${proxyBase}/v1/admin/orders`, { headers: forwarded });
      expect(seen[0].headers["x-shop-client-ip"]).toBe("127.0.0.1");
      expect((await fetch(`${proxyBase}/session/signout`, { method: "POST", headers: forwarded })).headers.get("set-cookie")).not.toContain("Secure");
    } finally {
      await behind.close();
    }
  });

  it("never lets a path leave /v1/admin/ with the token", async () => {
    seen.length = 0;
    expect((await fetch(`${proxyBase}/v1/admin/%2e%2e/auth/signout`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${proxyBase}/v1/admin/%2E%2E/%2e%2e/v1/profile`, { headers: { cookie } })).status).toBe(404);
    // An encoded slash is no separator: the call stays under /v1/admin/ at the API.
    await fetch(`${proxyBase}/v1/admin/..%2F..%2Fv1/profile`, { headers: { cookie } });
    expect(seen.filter((call) => !call.url.startsWith("/v1/admin/"))).toEqual([]);
  });

  it("sends a body-less POST without a content type", async () => {
    seen.length = 0;
    const response = await fetch(`${proxyBase}/v1/admin/reviews/3/hide`, { method: "POST", headers: { ...XRW, cookie } });
    expect(response.status).toBe(200);
    expect(seen[0].headers["content-type"]).toBeUndefined();
  });

  it("streams image uploads up to 8 MB and refuses larger bodies with 413", async () => {
    seen.length = 0;
    const image = new Uint8Array(3 * 1024 * 1024).fill(7);
    const ok = await fetch(`${proxyBase}/v1/admin/products/7/images?alt=Board`, {
      method: "POST",
      headers: { ...XRW, cookie, "content-type": "image/png" },
      body: image,
    });
    expect(ok.status).toBe(200);
    expect(seen[0]).toMatchObject({ url: "/v1/admin/products/7/images?alt=Board", bytes: image.length });
    expect(seen[0].headers["content-type"]).toBe("image/png");

    const tooBig = await fetch(`${proxyBase}/v1/admin/products/7/images`, {
      method: "POST",
      headers: { ...XRW, cookie, "content-type": "image/png" },
      body: new Uint8Array(9 * 1024 * 1024),
    });
    expect(tooBig.status).toBe(413);
    const jsonTooBig = await fetch(`${proxyBase}/v1/admin/products`, {
      method: "POST",
      headers: { ...XRW, cookie, "content-type": "application/json" },
      body: JSON.stringify({ description: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(jsonTooBig.status).toBe(413);
  });

  it("passes the CSV's content type and content disposition back", async () => {
    const response = await fetch(`${proxyBase}/v1/admin/orders/export.csv?from=2026-01-01&to=2026-01-31`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="orders.csv"');
    expect(await response.text()).toContain("order_number,total");
  });

  it("clears the cookie when the API answers 401", async () => {
    const response = await fetch(`${proxyBase}/v1/admin/expired`, { headers: { cookie } });
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toMatch(/^shop_admin=;.*Max-Age=0/);
  });

  it("proxies product images from both media paths without a session", async () => {
    seen.length = 0;
    for (const url of ["/v1/media/board.jpg?w=96", "/api/v1/media/board.jpg?w=96"]) {
      const response = await fetch(`${proxyBase}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toContain("immutable");
    }
    expect(seen.map((call) => call.url)).toEqual(["/v1/media/board.jpg?w=96", "/v1/media/board.jpg?w=96"]);
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it("answers 503 when the API cannot be reached", async () => {
    const orphan = await buildAdminServer({ apiUrl: "http://127.0.0.1:9", distDir });
    const orphanBase = await listen(orphan);
    try {
      const response = await fetch(`${orphanBase}/v1/admin/me`, { headers: { cookie } });
      expect(response.status).toBe(503);
    } finally {
      await orphan.close();
    }
  });
});
