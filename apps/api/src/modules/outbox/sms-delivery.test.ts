// The outbox delivering SMS through each gateway's client to that gateway's local fake,
// on a real database: what is recorded when a gateway takes, refuses or fails a message,
// the retry of a passing failure, codes first and never late, and two API processes
// sending each message once. (The clients alone: sms/providers.test.ts.)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import pino from "pino";
import { eq, inArray, sql } from "drizzle-orm";
import { normalizePhone } from "@shop/contracts";
import { outbox, type DbHandle } from "@shop/db";
import { testEnv } from "../../test/app";
import { createTestDb, secondConnection } from "../../test/db";
import { randomPhone } from "../../test/factories";
import type { Providers } from "./providers";
import { deliverPending, enqueueMessage, MAX_SEND_ATTEMPTS } from "./service";
import { startFakeAlphaSms } from "../../../fakes/sms/alpha/fake";
import { startFakeBulkSmsBd } from "../../../fakes/sms/bulksmsbd/fake";
import type { FakeSms, FakeSmsRefusal } from "../../../fakes/sms/fake-sms";
import { createSmsProvider } from "./sms/registry";
import { startFakeSslWireless } from "../../../fakes/sms/sslwireless/fake";

const silent = pino({ level: "silent" });
const noMail: Providers["mail"] = { send: async () => undefined };
const now = { retryDelayMs: () => 0 };

type Gateway = { name: "sslwireless" | "bulksmsbd" | "alpha"; fake: FakeSms; providers: Providers; wire: (local: string) => string };

/** Each gateway's fake and the outbox's providers pointed at it, built from settings as the API builds them. */
async function startGateways(): Promise<Gateway[]> {
  const ssl = await startFakeSslWireless();
  const bulk = await startFakeBulkSmsBd();
  const alpha = await startFakeAlphaSms();
  const settings: [Gateway["name"], FakeSms, Record<string, string>][] = [
    ["sslwireless", ssl, { SSLWIRELESS_BASE_URL: ssl.url, SSLWIRELESS_API_TOKEN: ssl.credentials.apiToken, SSLWIRELESS_SID: ssl.credentials.sid }],
    ["bulksmsbd", bulk, { BULKSMSBD_BASE_URL: bulk.url, BULKSMSBD_API_KEY: bulk.credentials.apiKey, BULKSMSBD_SENDER_ID: bulk.credentials.senderId }],
    ["alpha", alpha, { ALPHA_SMS_BASE_URL: alpha.url, ALPHA_SMS_API_KEY: alpha.credentials.apiKey }],
  ];
  return settings.map(([name, fake, env]) => ({
    name,
    fake,
    providers: { sms: createSmsProvider(testEnv({ SMS_PROVIDER: name, SMS_TIMEOUT_MS: "500", ...env }), silent), mail: noMail },
    wire: (local: string) => `88${local}`,
  }));
}

let handle: DbHandle;
let gateways: Gateway[];
beforeAll(async () => {
  handle = await createTestDb();
  gateways = await startGateways();
});
afterAll(async () => {
  await Promise.all(gateways?.map((g) => g.fake.close()) ?? []);
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(outbox);
  for (const g of gateways) g.fake.reset();
});

const rowsTo = (to: string) => handle.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
const takenBy = (fake: FakeSms, to: string) => fake.received.filter((m) => normalizePhone(m.to) === to);

const REFUSALS: FakeSmsRefusal[] = ["number", "balance", "credentials", "sender"];

describe.each(["sslwireless", "bulksmsbd", "alpha"] as const)("the outbox through %s", (name) => {
  const gateway = () => gateways.find((g) => g.name === name)!;

  it("sends the message once, in the gateway's number format, and keeps its message id", async () => {
    const { fake, providers, wire } = gateway();
    const phone = randomPhone();
    await enqueueMessage(handle.db, { channel: "sms", to: phone, body: "RoboDoc: order 1234567890 is confirmed." });
    expect(await deliverPending(handle.db, providers)).toBe(1);
    expect(await deliverPending(handle.db, providers)).toBe(0);

    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({ to: wire(phone), body: "RoboDoc: order 1234567890 is confirmed." });
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({ status: "sent", attempts: 1, provider: name, errorKind: null });
    expect(row.sentAt).not.toBeNull();
    if (name !== "bulksmsbd") expect(row.providerMessageId).toEqual(expect.any(String));
  });

  it("delivers Bengali text byte for byte", async () => {
    const { fake, providers } = gateway();
    const phone = randomPhone();
    const body = "রোবোডক: আপনার অর্ডার ১২৩৪৫৬৭৮৯০ নিশ্চিত হয়েছে।";
    await enqueueMessage(handle.db, { channel: "sms", to: phone, body });
    await deliverPending(handle.db, providers);
    expect(takenBy(fake, phone).map((m) => m.body)).toEqual([body]);
  });

  it.each(REFUSALS)("records a %s refusal with the gateway's code and words and does not try again", async (refusal) => {
    const { fake, providers } = gateway();
    const phone = randomPhone();
    fake.setMode({ refuse: refusal });
    await enqueueMessage(handle.db, { channel: "sms", to: phone, body: "RoboDoc: order 1234567890 is delivered." });
    const errors: unknown[] = [];
    expect(await deliverPending(handle.db, providers, { ...now, onError: (e) => errors.push(e) })).toBe(0);
    fake.setMode({ refuse: null });
    expect(await deliverPending(handle.db, providers, now)).toBe(0);

    expect(errors).toHaveLength(1);
    expect(fake.received).toHaveLength(0);
    expect(fake.requests).toHaveLength(1);
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({ status: "failed", attempts: 1, provider: name, errorKind: refusal, sentAt: null });
    expect(row.errorCode).toMatch(/^\d+$/);
    expect(row.errorMessage!.length).toBeGreaterThan(3);
  });

  it.each([
    ["hangs", { hang: 1 }, "timeout"],
    ["answers 500", { down: 1 }, "http_500"],
  ] as const)("tries again after the gateway %s, and sends once", async (_what, mode, code) => {
    const { fake, providers } = gateway();
    const phone = randomPhone();
    fake.setMode(mode);
    await enqueueMessage(handle.db, { channel: "sms", to: phone, body: "RoboDoc: order 1234567890 is being packed." });

    expect(await deliverPending(handle.db, providers)).toBe(0);
    const [waiting] = await rowsTo(phone);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, errorKind: "transient", errorCode: code });
    // Not before its back-off (5 s after the first failure).
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 2_000);
    expect(await deliverPending(handle.db, providers)).toBe(0);

    await handle.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.to, phone));
    expect(await deliverPending(handle.db, providers)).toBe(1);
    expect(takenBy(fake, phone)).toHaveLength(1);
    const [sent] = await rowsTo(phone);
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("passing failures", () => {
  it(`give up after ${MAX_SEND_ATTEMPTS} tries, and hold back the rest of the batch untried`, async () => {
    const { fake, providers } = gateways[0];
    const first = randomPhone();
    const second = randomPhone();
    await enqueueMessage(handle.db, { channel: "sms", to: first, body: "one" });
    await enqueueMessage(handle.db, { channel: "sms", to: second, body: "two" });
    fake.setMode({ down: 1000 });
    for (let i = 0; i < MAX_SEND_ATTEMPTS; i++) await deliverPending(handle.db, providers, now);
    const [given] = await rowsTo(first);
    expect(given).toMatchObject({ status: "failed", attempts: MAX_SEND_ATTEMPTS, errorKind: "transient" });
    // The second waited behind the first while the gateway was down: it has not used up its tries.
    const [held] = await rowsTo(second);
    expect(held.status).toBe("pending");
    expect(held.attempts).toBe(0);
    expect(fake.requests).toHaveLength(MAX_SEND_ATTEMPTS);
  });

  it("a retry after a lost answer is one SMS at SSL Wireless (same csms_id)", async () => {
    const ssl = gateways.find((g) => g.name === "sslwireless")!;
    const phone = randomPhone();
    ssl.fake.setMode({ lose: 1 });
    await enqueueMessage(handle.db, { channel: "sms", to: phone, body: "lost answer" });
    await deliverPending(handle.db, ssl.providers, now);
    await deliverPending(handle.db, ssl.providers, now);
    expect(ssl.fake.requests).toHaveLength(2);
    expect(takenBy(ssl.fake, phone)).toHaveLength(1);
    const [row] = await rowsTo(phone);
    expect(row.status).toBe("sent");
  });
});

describe("sign-in codes", () => {
  it("go before 500 queued order messages", async () => {
    const { fake, providers } = gateways[1];
    const shopper = randomPhone();
    for (let i = 0; i < 500; i++) await enqueueMessage(handle.db, { channel: "sms", to: shopper, body: `RoboDoc: order ${1000000000 + i} is confirmed.` });
    const signingIn = randomPhone();
    await enqueueMessage(handle.db, { channel: "sms", to: signingIn, body: "Your sign-in code is 123456.", secret: "123456", expiresInSeconds: 300 });

    expect(await deliverPending(handle.db, providers)).toBe(501);
    expect(normalizePhone(fake.received[0].to)).toBe(signingIn);
    expect(fake.received).toHaveLength(501);
  });

  it("are never sent after their life, whatever held them up", async () => {
    const { fake, providers } = gateways[0];
    const late = randomPhone();
    const alive = randomPhone();
    await enqueueMessage(handle.db, { channel: "sms", to: late, body: "Your sign-in code is 111111.", expiresInSeconds: 300 });
    await enqueueMessage(handle.db, { channel: "sms", to: alive, body: "Your sign-in code is 222222.", expiresInSeconds: 300 });
    // The first sat out the gateway's outage past its five minutes (a crash left it claimed).
    await handle.db
      .update(outbox)
      .set({ expiresAt: sql`now() - interval '1 second'`, status: "sending", claimedAt: sql`now() - interval '10 minutes'` })
      .where(eq(outbox.to, late));

    expect(await deliverPending(handle.db, providers)).toBe(1);
    expect(fake.received.map((m) => normalizePhone(m.to))).toEqual([alive]);
    const [expired] = await rowsTo(late);
    expect(expired).toMatchObject({ status: "expired", sentAt: null });
  });
});

describe("two API processes", () => {
  let other: Awaited<ReturnType<typeof secondConnection>>;
  beforeAll(async () => {
    other = await secondConnection(handle.db);
  });
  afterAll(async () => {
    await other?.close();
  });

  it("send each message once", async () => {
    const { fake, providers } = gateways[0];
    const phones = Array.from({ length: 40 }, () => randomPhone());
    for (const phone of phones) await enqueueMessage(handle.db, { channel: "sms", to: phone, body: `for ${phone}` });

    await Promise.all([
      deliverPending(handle.db, providers),
      deliverPending(other.db, providers),
      deliverPending(handle.db, providers),
      deliverPending(other.db, providers),
    ]);

    expect(fake.received.map((m) => normalizePhone(m.to)).toSorted()).toEqual(phones.toSorted());
    const rows = await handle.db.select().from(outbox).where(inArray(outbox.to, phones));
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});
