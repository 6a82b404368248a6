import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Database, DbHandle } from "@shop/db";
import { buildApp } from "../app";
import { parseEnv, type Env } from "../plugins/env";
import { createTestDb } from "./db";

export type TestContext = { app: FastifyInstance; db: Database; env: Env };

export function testEnv(overrides: Record<string, string> = {}): Env {
  // Per-IP sign-in limits off unless a test is about them: every inject() comes from one address.
  return parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "0",
    CATALOG_VERSION_TTL_MS: "0",
    CATALOG_STOCK_STALE_MS: "0",
    AUTH_RATE_LIMIT_OTP: "0",
    AUTH_RATE_LIMIT_SIGNIN: "0",
    TRACK_RATE_LIMIT: "0",
    NEWSLETTER_RATE_LIMIT: "0",
    // With REDIS_URL set (CI's PostgreSQL leg) every limit is counted in Redis, which
    // other test files and programs share: under keys of this app's own.
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `test:${randomBytes(6).toString("hex")}:` } : {}),
    ...overrides,
  });
}

/**
 * One database and one app per test file. The returned object is filled in
 * `beforeAll`, so read its fields inside tests and hooks.
 */
export function useTestApp(envOverrides: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    ctx.db = handle.db;
    ctx.env = testEnv(envOverrides);
    ctx.app = await buildApp({ db: handle.db, env: ctx.env, logger: false });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await handle?.close();
  });
  return ctx;
}
