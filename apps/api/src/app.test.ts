import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { buildApp } from "./app";
import { AppError } from "./lib/app-error";
import { testEnv, useTestApp } from "./test/app";

const t = useTestApp();

describe("plumbing", () => {
  it("answers /health once the database is reachable", async () => {
    const res = await t.app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers an unknown route with the 404 envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Route not found", errors: [{ message: "Route not found", code: "not_found" }] });
  });

  it("echoes a sane X-Request-Id and replaces an unsafe one", async () => {
    const kept = await t.app.inject({ method: "GET", url: "/health", headers: { "x-request-id": "abc-123" } });
    expect(kept.headers["x-request-id"]).toBe("abc-123");
    const replaced = await t.app.inject({ method: "GET", url: "/health", headers: { "x-request-id": "bad id\u0001" } });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await t.app.inject({ method: "GET", url: "/v1/nope" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the security headers OWASP asks of a JSON API, and none that only act on an HTML document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/health" });
    expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-site");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    for (const documentOnly of [
      "cross-origin-opener-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-xss-protection",
      "x-permitted-cross-domain-policies",
    ]) {
      expect(res.headers[documentOnly], documentOnly).toBeUndefined();
    }
  });

  it("serves an OpenAPI document generated from the route schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/health",
      "/v1/main-menus",
      "/v1/categories",
      "/v1/products",
      "/v1/products/{slug}",
      "/v1/brands",
      "/v1/brands/{slug}",
      "/v1/media/{key}",
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    const params = doc.paths["/v1/products"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(["category", "brand", "sort", "page", "per_page", "min_price"]));
    const item = doc.paths["/v1/products"].get.responses["200"].content["application/json"].schema;
    expect(JSON.stringify(item)).toContain("has_discount_price");
    expect(doc.paths["/openapi.json"]).toBeUndefined();
  });
});

describe("error handler", () => {
  async function appWithTestRoutes() {
    const app = await buildApp({ db: t.db, env: testEnv(), logger: false });
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post("/t/echo", { schema: { body: z.object({ name: z.string().min(2, "name is too short") }) } }, async (req) => ({ name: req.body.name }));
    r.get("/t/app-error", async () => {
      throw new AppError("conflict", "Already there", { field: "email" });
    });
    r.get("/t/boom", async () => {
      throw new Error("database password is hunter2");
    });
    await app.ready();
    return app;
  }

  it("answers malformed JSON with 400 in the envelope", async () => {
    const app = await appWithTestRoutes();
    const res = await app.inject({ method: "POST", url: "/t/echo", headers: { "content-type": "application/json" }, payload: "{nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: "bad_request" });
    await app.close();
  });

  it("answers a validation failure with 422, one item per issue, messages capitalised", async () => {
    const app = await appWithTestRoutes();
    const res = await app.inject({ method: "POST", url: "/t/echo", payload: { name: "x" } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Name is too short",
      errors: [{ field: "name", message: "Name is too short", code: "validation_failed" }],
    });
    await app.close();
  });

  it("maps an AppError code to its status", async () => {
    const app = await appWithTestRoutes();
    const res = await app.inject({ method: "GET", url: "/t/app-error" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Already there", errors: [{ field: "email", message: "Already there", code: "conflict" }] });
    await app.close();
  });

  it("answers anything unexpected with a bare 500 that leaks nothing", async () => {
    const app = await appWithTestRoutes();
    const res = await app.inject({ method: "GET", url: "/t/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Something went wrong", errors: [{ message: "Something went wrong", code: "internal_error" }] });
    expect(res.body).not.toContain("hunter2");
    await app.close();
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After in the envelope once a client IP spends its budget", async () => {
    const app = await buildApp({ db: t.db, env: testEnv({ RATE_LIMIT_MAX: "2" }), logger: false });
    await app.ready();
    const call = () => app.inject({ method: "GET", url: "/v1/nope", remoteAddress: "203.0.113.7" });
    expect((await call()).statusCode).toBe(404);
    expect((await call()).statusCode).toBe(404);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().errors[0].code).toBe("too_many_requests");
    expect(limited.json().message).toMatch(/try again in \d+ seconds/);
    // Another client has its own budget.
    expect((await app.inject({ method: "GET", url: "/v1/nope", remoteAddress: "203.0.113.8" })).statusCode).toBe(404);
    // A spoofed X-Forwarded-For changes nothing: the socket's address is the key.
    const spoofed = (ip: string) => app.inject({ method: "GET", url: "/v1/nope", remoteAddress: "203.0.113.7", headers: { "x-forwarded-for": ip } });
    expect((await spoofed("198.51.100.1")).statusCode).toBe(429);
    expect((await spoofed("198.51.100.2")).statusCode).toBe(429);
    await app.close();
  });
});
