import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Database, DbHandle } from "@shop/db";
import { buildApp } from "../../app";
import { DATABASE_RETRY_AFTER_S } from "../../plugins/errors";
import { testEnv } from "../../test/app";
import { createTestDb } from "../../test/db";
import { sampleValue, scrape } from "../../test/metrics-text";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";
// Redis runs wherever these tests do (here and in CI); REDIS_URL points elsewhere if needed.
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const ready = (app: FastifyInstance) => app.inject({ method: "GET", url: "/health/ready" });

/** An app over `db` with `env`, closed after the describe block. */
function appOver(db: () => Database, env: Record<string, string>) {
  const ctx = {} as { app: FastifyInstance };
  beforeAll(async () => {
    ctx.app = await buildApp({ db: db(), env: testEnv(env), logger: false });
    await ctx.app.ready();
  });
  afterAll(async () => ctx.app?.close());
  return ctx;
}

describe("GET /health/ready", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => handle?.close());

  describe("with the database and Redis answering", () => {
    const t = appOver(() => handle.db, { REDIS_URL, REDIS_KEY_PREFIX: "test:ready:" });

    it("is 200 ready, and /health stays the liveness check", async () => {
      const res = await ready(t.app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ready" });
      expect((await t.app.inject({ method: "GET", url: "/health" })).json()).toEqual({ status: "ok" });
    });
  });

  describe("with REDIS_URL pointing at a Redis that does not answer", () => {
    const t = appOver(() => handle.db, { REDIS_URL: "redis://127.0.0.1:1", RATE_LIMIT_MAX: "100" });

    it("is 503 naming redis, while /health (the database) is still ok", async () => {
      const res = await ready(t.app);
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_S));
      expect(res.json()).toEqual({ status: "unavailable", down: ["redis"] });
      expect((await t.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
      // The shop itself keeps selling: limits are skipped while Redis is away (plugins/security.ts).
      expect((await t.app.inject({ method: "GET", url: "/v1/brands" })).statusCode).toBe(200);
    });
  });

  describe("while the database cannot be reached", () => {
    // Nothing listens on port 1: every connection is refused, as while PostgreSQL restarts.
    const pool = new pg.Pool({ host: "127.0.0.1", port: 1, user: "shop", database: "shop", connectionTimeoutMillis: 2000 });
    pool.on("error", () => {});
    afterAll(async () => pool.end());
    const t = appOver(() => drizzle(pool) as unknown as Database, { REDIS_URL: "redis://127.0.0.1:1", RATE_LIMIT_MAX: "100", METRICS_TOKEN: TOKEN });

    it("is 503 naming what is down", async () => {
      const res = await ready(t.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", down: ["database", "redis"] });
      expect((await t.app.inject({ method: "GET", url: "/health" })).json()).toEqual({ status: "unavailable" });
    });

    it("/metrics still answers, saying the database is down, with the token too (no token lookup in the database)", async () => {
      expect(sampleValue(await scrape(t.app), "shop_database_up")).toBe(0);
      const res = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.5", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(sampleValue(res.body, "shop_database_up")).toBe(0);
      expect(res.body).not.toContain("shop_outbox_backlog{");
    });
  });
});
