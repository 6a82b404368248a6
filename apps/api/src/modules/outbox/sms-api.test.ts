// The API as it runs with SMS_PROVIDER=sslwireless, pointed at the local fake SSL Wireless:
// a shopper signs in with the code the gateway received (not the outbox's copy), and a
// code whose first try met a 500 is sent again by the API itself once its back-off passes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { normalizePhone } from "@shop/contracts";
import { outbox, type DbHandle } from "@shop/db";
import { buildApp } from "../../app";
import { testEnv } from "../../test/app";
import { createTestDb } from "../../test/db";
import { randomPhone } from "../../test/factories";
import { startFakeSslWireless, type FakeSslWireless } from "../../../fakes/sms/sslwireless/fake";

let fake: FakeSslWireless;
let handle: DbHandle;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeSslWireless();
  handle = await createTestDb();
  const env = testEnv({
    SMS_PROVIDER: "sslwireless",
    SSLWIRELESS_BASE_URL: fake.url,
    SSLWIRELESS_API_TOKEN: fake.credentials.apiToken,
    SSLWIRELESS_SID: fake.credentials.sid,
  });
  app = await buildApp({ db: handle.db, env, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  await fake?.close();
});

/** The code in the newest SMS the gateway took for this phone, waiting up to `ms` for it. */
async function codeAtGateway(phone: string, ms: number): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const taken = fake.received.filter((m) => normalizePhone(m.to) === phone);
    const code = /\b(\d{6})\b/.exec(taken.at(-1)?.body ?? "")?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS for ${phone} at the gateway within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const post = (url: string, payload: Record<string, string>) => app.inject({ method: "POST", url, payload });

describe("SMS_PROVIDER=sslwireless", () => {
  it("signs a shopper in with the code the gateway received", async () => {
    const phone = randomPhone();
    const asked = await post("/v1/auth/otp", { phone });
    expect(asked.statusCode).toBe(200);
    const code = await codeAtGateway(phone, 5_000);
    const signedIn = await post("/v1/auth/signin", { phone, otp: code, signature: asked.json().data.signature });
    expect(signedIn.statusCode).toBe(200);
    // The gateway records the message before the outbox has written down its answer.
    await app.outbox.idle();
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.to, phone));
    expect(row).toMatchObject({ status: "sent", provider: "sslwireless", priority: 0 });
    expect(row.providerMessageId).toEqual(expect.any(String));
  });

  it("sends a code again by itself after the gateway's 500, once its back-off has passed", async () => {
    const phone = randomPhone();
    fake.setMode({ down: 1 });
    const asked = await post("/v1/auth/otp", { phone });
    expect(asked.statusCode).toBe(200);
    // First try 500, the retry 5 s later (no request from anyone wakes the outbox meanwhile).
    const code = await codeAtGateway(phone, 20_000);
    expect(fake.received.filter((m) => normalizePhone(m.to) === phone)).toHaveLength(1);
    await app.outbox.idle();
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.to, phone));
    expect(row).toMatchObject({ status: "sent", attempts: 2, errorCode: "http_500" });
    expect((await post("/v1/auth/signin", { phone, otp: code, signature: asked.json().data.signature })).statusCode).toBe(200);
  });
});
