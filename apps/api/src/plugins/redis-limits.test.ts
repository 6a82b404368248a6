import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@shop/db";
import { buildApp } from "../app";
import { testEnv } from "../test/app";
import { createTestDb } from "../test/db";
import { createMedia, randomPhone } from "../test/factories";

// Redis runs wherever these tests do (here and in CI); REDIS_URL points elsewhere if needed.
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
// The Redis is shared with everything else on the machine: this file's keys only.
const PREFIX = `test:limits:${randomBytes(6).toString("hex")}:`;

const askCode = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone: randomPhone() }, remoteAddress });
const image = (app: FastifyInstance, remoteAddress: string, key: string) => app.inject({ method: "GET", url: `/v1/media/${key}?w=128`, remoteAddress });

describe("with REDIS_URL, two API processes over one database share every limit", () => {
  let handle: DbHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    handle = await createTestDb();
    const env = testEnv({ REDIS_URL, REDIS_KEY_PREFIX: PREFIX, AUTH_RATE_LIMIT_OTP: "2", MEDIA_RENDERS_PER_MINUTE: "2" });
    a = await buildApp({ db: handle.db, env, logger: false });
    b = await buildApp({ db: handle.db, env, logger: false });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await handle?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("sign-in codes: two asked on one process, the third on the other is refused", async () => {
    expect((await askCode(a, "203.0.113.30")).statusCode).toBe(200);
    expect((await askCode(a, "203.0.113.30")).statusCode).toBe(200);
    const refused = await askCode(b, "203.0.113.30");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe("too_many_requests");
    // Another address still has its budget, on either process.
    expect((await askCode(b, "203.0.113.31")).statusCode).toBe(200);

    const redis = new Redis(REDIS_URL);
    expect(await redis.keys(`${PREFIX}rate-limit:*`)).not.toHaveLength(0);
    await redis.quit();
  });

  it("image renders: the budget spent on one process is spent on the other", async () => {
    const keys = await Promise.all(Array.from({ length: 3 }, (_, i) => createMedia(handle.db, { width: 300 + i, height: 200 })));
    expect((await image(a, "203.0.113.40", keys[0])).statusCode).toBe(200);
    expect((await image(b, "203.0.113.40", keys[1])).statusCode).toBe(200);
    const refused = await image(a, "203.0.113.40", keys[2]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("with REDIS_URL pointing at a Redis that does not answer", () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await createTestDb();
    const env = testEnv({
      REDIS_URL: "redis://127.0.0.1:1",
      RATE_LIMIT_MAX: "1",
      AUTH_RATE_LIMIT_OTP: "1",
      AUTH_RATE_LIMIT_SIGNIN: "1",
      TRACK_RATE_LIMIT: "1",
      MEDIA_RENDERS_PER_MINUTE: "1",
    });
    app = await buildApp({ db: handle.db, env, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it("keeps serving browsing and images, with their limits skipped until Redis is back", async () => {
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: "GET", url: "/v1/categories", remoteAddress: "203.0.113.50" })).statusCode).toBe(200);
    const keys = await Promise.all(Array.from({ length: 2 }, (_, i) => createMedia(handle.db, { width: 310 + i, height: 200 })));
    for (const key of keys) expect((await image(app, "203.0.113.50", key)).statusCode).toBe(200);
  });

  it("counts sign-in codes in this process's memory instead: the second is refused", async () => {
    expect((await askCode(app, "203.0.113.51")).statusCode).toBe(200);
    const refused = await askCode(app, "203.0.113.51");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe("too_many_requests");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Per address, as with Redis.
    expect((await askCode(app, "203.0.113.52")).statusCode).toBe(200);
  });

  it("and sign-in attempts", async () => {
    const signin = () =>
      app.inject({
        method: "POST",
        url: "/v1/auth/signin",
        payload: { phone: randomPhone(), otp: "123456", signature: "A".repeat(43) },
        remoteAddress: "203.0.113.53",
      });
    expect((await signin()).statusCode).toBe(422);
    expect((await signin()).statusCode).toBe(429);
  });

  it("and order tracking", async () => {
    const track = () => app.inject({ method: "POST", url: "/v1/orders/tracking", payload: { tracking_number: "0000000000" }, remoteAddress: "203.0.113.54" });
    // Unknown number: the spec's "No order found" (422), which still spends the budget.
    expect((await track()).statusCode).toBe(422);
    expect((await track()).statusCode).toBe(429);
  });
});
