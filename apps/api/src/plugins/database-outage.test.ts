import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql, type Database } from "@shop/db";
import { buildApp } from "../app";
import { testEnv } from "../test/app";
import { createTestDb } from "../test/db";
import { adminQuery } from "../test/pg-admin";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE } from "./errors";

const postgresUrl = process.env.DATABASE_URL;

function expectOutageAnswer(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_S));
  expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE, errors: [{ message: DATABASE_UNAVAILABLE, code: "service_unavailable" }] });
}

describe("a database that cannot be reached", () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused, as while PostgreSQL restarts.
    pool = new pg.Pool({ host: "127.0.0.1", port: 1, user: "shop", database: "shop", connectionTimeoutMillis: 2000 });
    pool.on("error", () => {});
    app = await buildApp({ db: drizzle(pool) as unknown as Database, env: testEnv(), logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await pool?.end();
  });

  it("answers 503 with Retry-After and a clear message, not 500", async () => {
    for (const url of ["/v1/brands", "/v1/products?page=1"]) {
      const res = await app.inject({ method: "GET", url });
      expectOutageAnswer(res);
    }
  });

  it("the health check says unavailable, with the same Retry-After", async () => {
    const res = await app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(res.json()).toEqual({ status: "unavailable" });
  });
});

/**
 * A connection dropped while a request holds it (PostgreSQL restarted, a failover, an
 * administrator's pg_terminate_backend): that request fails with 503, the process lives
 * on and the next request is served. PGlite runs inside the process: PostgreSQL only.
 */
describe.skipIf(!postgresUrl)("a connection dropped under a request (PostgreSQL)", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let databaseName: string;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => void uncaught.push(error);
  let entered: () => void;
  let release: () => void;

  beforeAll(async () => {
    process.on("uncaughtException", record);
    const handle = await createTestDb();
    close = handle.close;
    const db = handle.db;
    databaseName = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0].name;
    app = await buildApp({ db, env: testEnv(), logger: false });
    // Two requests as the shop's writes run: a transaction holding its connection across awaits.
    app.get("/test/transaction-waits", async () => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise<void>((resolve) => {
          release = resolve;
          entered();
        });
        await tx.execute(sql`select 1`);
      });
      return { done: true };
    });
    app.get("/test/transaction-sleeps", async () => {
      await db.transaction(async (tx) => {
        entered();
        await tx.execute(sql`select pg_sleep(20)`);
      });
      return { done: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    process.off("uncaughtException", record);
    await app?.close();
    await close?.();
  });

  const terminateBackends = () =>
    adminQuery(postgresUrl!, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}' and pid <> pg_backend_pid()`);
  const waitUntilEntered = () => new Promise<void>((resolve) => (entered = resolve));

  it("fails a request whose transaction lost its connection between statements with 503, and serves the next", async () => {
    const holding = waitUntilEntered();
    const answer = app.inject({ method: "GET", url: "/test/transaction-waits" });
    await holding;
    await terminateBackends();
    // The client hears of it (its 'error' event) before the transaction goes on.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    expectOutageAnswer(await answer);
    expect(uncaught).toEqual([]);
    const next = await app.inject({ method: "GET", url: "/v1/brands" });
    expect(next.statusCode).toBe(200);
  });

  it("fails a request whose statement was running when its backend was terminated with 503, and serves the next", async () => {
    const running = waitUntilEntered();
    const answer = app.inject({ method: "GET", url: "/test/transaction-sleeps" });
    await running;
    // Until pg_sleep is under way on the server.
    for (let i = 0; i < 50; i += 1) {
      const probe = new pg.Client({ connectionString: postgresUrl });
      await probe.connect();
      const found = await probe.query("select 1 from pg_stat_activity where datname = $1 and query like '%pg_sleep%' and state = 'active'", [databaseName]);
      await probe.end();
      if (found.rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await terminateBackends();
    expectOutageAnswer(await answer);
    expect(uncaught).toEqual([]);
    expect((await app.inject({ method: "GET", url: "/v1/brands" })).statusCode).toBe(200);
  });

  it("serves the next request after its idle connections were terminated between requests", async () => {
    expect((await app.inject({ method: "GET", url: "/v1/brands" })).statusCode).toBe(200);
    await terminateBackends();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await app.inject({ method: "GET", url: "/v1/brands" })).statusCode).toBe(200);
    expect(uncaught).toEqual([]);
  });
});
