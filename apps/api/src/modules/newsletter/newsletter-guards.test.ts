import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { CLIENT_IP_HEADER, FORWARDER_HEADER } from "@shop/contracts";
import { newsletterSubscriptions, type DbHandle } from "@shop/db";
import { buildApp } from "../../app";
import { testEnv } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createTestDb } from "../../test/db";
import { startFakeRecaptcha, type FakeRecaptcha } from "./recaptcha-fake";

const CAPTCHA_SECRET = "fake-recaptcha-secret";
const FORWARDER = "forwarder-secret-for-newsletter-tests";
let handle: DbHandle;
let fake: FakeRecaptcha;
let app: FastifyInstance;
let n = 0;
const freshEmail = () => `guarded${Date.now()}${n++}@example.com`;
const from = (ip: string) => ({ [FORWARDER_HEADER]: FORWARDER, [CLIENT_IP_HEADER]: ip });

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startFakeRecaptcha(CAPTCHA_SECRET);
  const env = testEnv({ RECAPTCHA_SECRET: CAPTCHA_SECRET, RECAPTCHA_VERIFY_URL: fake.url, FORWARDER_SECRET: FORWARDER, NEWSLETTER_RATE_LIMIT: "3" });
  app = await buildApp({ db: handle.db, env, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
  await handle?.close();
});

async function stored(email: string) {
  return handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

describe("newsletter signup with RECAPTCHA_SECRET set", () => {
  it("takes a token the provider passes, sending the secret, the token and the shopper's address", async () => {
    const email = freshEmail();
    const res = await call(app, "POST", "/v1/subscriptions", from("203.0.113.10"), { email, gRecaptchaToken: "pass" });
    expect(res.status).toBe(201);
    expect(fake.calls.at(-1)).toEqual({ secret: CAPTCHA_SECRET, response: "pass", remoteip: "203.0.113.10" });
    expect(await stored(email)).toHaveLength(1);
  });

  it("refuses a refused token, a low score and a missing token with 422 unable_to_process, storing nothing", async () => {
    for (const [i, token] of ["wrong", "low-score", undefined].entries()) {
      const email = freshEmail();
      const res = await call(app, "POST", "/v1/subscriptions", from(`203.0.113.${20 + i}`), { email, ...(token ? { gRecaptchaToken: token } : {}) });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: "unable_to_process", message: "Unable to process." });
      expect(await stored(email)).toEqual([]);
    }
  });

  it("refuses when the provider cannot be reached", async () => {
    const unreachable = await buildApp({
      db: handle.db,
      env: testEnv({ RECAPTCHA_SECRET: CAPTCHA_SECRET, RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify" }),
      logger: false,
    });
    try {
      const res = await call(unreachable, "POST", "/v1/subscriptions", {}, { email: freshEmail(), gRecaptchaToken: "pass" });
      expect(res.status).toBe(422);
      expect(res.body.status).toBe("unable_to_process");
    } finally {
      await unreachable.close();
    }
  });

  it("limits signups per client address (NEWSLETTER_RATE_LIMIT per 10 minutes), not per address typed", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 3; i++) {
      expect((await call(app, "POST", "/v1/subscriptions", from(ip), { email: freshEmail(), gRecaptchaToken: "pass" })).status).toBe(201);
    }
    const limited = await call(app, "POST", "/v1/subscriptions", from(ip), { email: freshEmail(), gRecaptchaToken: "pass" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await call(app, "POST", "/v1/subscriptions", from("198.51.100.8"), { email: freshEmail(), gRecaptchaToken: "pass" })).status).toBe(201);
  });
});
