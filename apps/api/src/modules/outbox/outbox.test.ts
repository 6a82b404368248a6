import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { outbox } from "@shop/db";
import { useTestApp } from "../../test/app";
import { randomPhone } from "../../test/factories";
import { BLANKED, blankOldSecrets, deliverPending, enqueueMessage, MAX_SEND_ATTEMPTS, OUTBOX_SECRET_RETENTION_MS } from "./service";
import { createLogMailProvider } from "./mail";
import type { Providers } from "./providers";

const t = useTestApp({ DEV_OUTBOX: "1" });

function recordingProviders({ failSms = false } = {}) {
  const sent: string[] = [];
  const providers: Providers = {
    sms: {
      name: "recording",
      send: async ({ to, body }) => {
        if (failSms) throw new Error("provider down");
        sent.push(`sms:${to}:${body}`);
        return { messageId: null, answer: null };
      },
    },
    mail: { send: async ({ to, subject, body }) => void sent.push(`mail:${to}:${subject}:${body}`) },
  };
  return { sent, providers };
}

/** Sends whatever earlier tests left pending, so a test sees only its own messages. */
async function drain() {
  await t.app.outbox.idle();
  await deliverPending(t.db, recordingProviders().providers);
}

describe("GET /v1/dev/outbox (DEV_OUTBOX=1)", () => {
  it("answers the messages to a phone newest first, for any prefix form", async () => {
    const phone = randomPhone();
    await enqueueMessage(t.db, { channel: "sms", to: phone, body: "first" });
    await enqueueMessage(t.db, { channel: "sms", to: phone, body: "second" });
    await enqueueMessage(t.db, { channel: "sms", to: randomPhone(), body: "someone else" });
    for (const to of [phone, `+88${phone}`, `0088${phone}`]) {
      const res = await t.app.inject({ method: "GET", url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` });
      expect(res.statusCode).toBe(200);
      const messages = res.json().data.messages;
      expect(messages.map((m: { body: string }) => m.body)).toEqual(["second", "first"]);
      expect(messages[0]).toMatchObject({ to: phone, channel: "sms", subject: null });
      expect(messages[0].created_at).toMatch(/\+06:00$/);
    }
  });

  it("finds an email whatever its case, and shows the sign-in code sent through the API", async () => {
    await enqueueMessage(t.db, { channel: "email", to: "shopper@example.com", subject: "Hello", body: "mail body" });
    const mail = await t.app.inject({ method: "GET", url: "/v1/dev/outbox?to=Shopper@Example.com" });
    expect(mail.json().data.messages[0]).toMatchObject({ channel: "email", subject: "Hello", body: "mail body" });

    const phone = randomPhone();
    await t.app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone } });
    const res = await t.app.inject({ method: "GET", url: `/v1/dev/outbox?to=${phone}` });
    expect(res.json().data.messages[0].body).toMatch(/\b\d{6}\b/);
  });

  it("answers 422 without `to`", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/dev/outbox" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe("to");
  });
});

describe("deliverPending", () => {
  it("sends pending messages once and marks them sent", async () => {
    await drain();
    const phone = randomPhone();
    await enqueueMessage(t.db, { channel: "sms", to: phone, body: "code 123456" });
    await enqueueMessage(t.db, { channel: "email", to: "a@example.com", subject: "Verify", body: "link" });
    const { sent, providers } = recordingProviders();
    expect(await deliverPending(t.db, providers)).toBe(2);
    expect(sent).toEqual([`sms:${phone}:code 123456`, "mail:a@example.com:Verify:link"]);
    expect(await deliverPending(t.db, providers)).toBe(0);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, phone));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it(`keeps a failed message pending and gives up after ${MAX_SEND_ATTEMPTS} tries`, async () => {
    await drain();
    const phone = randomPhone();
    await enqueueMessage(t.db, { channel: "sms", to: phone, body: "code 654321" });
    await enqueueMessage(t.db, { channel: "email", to: "b@example.com", subject: "Verify", body: "link" });
    const { sent, providers } = recordingProviders({ failSms: true });
    const errors: unknown[] = [];
    for (let i = 0; i < MAX_SEND_ATTEMPTS; i++) await deliverPending(t.db, providers, { onError: (error) => errors.push(error), retryDelayMs: () => 0 });
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, phone));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_SEND_ATTEMPTS, sentAt: null });
    expect(errors).toHaveLength(MAX_SEND_ATTEMPTS);
    // The failure did not hold back the other message of its batch.
    expect(sent).toEqual(["mail:b@example.com:Verify:link"]);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, "b@example.com"));
    expect(mail.status).toBe("sent");
  });
});

describe("the log mail provider", () => {
  it("writes the mail's headers to the log with it", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    await createLogMailProvider(logger).send({ to: "a@example.com", subject: "Hi", body: "text", headers: { "Reply-To": "help@example.com" } });
    expect(JSON.parse(lines[0])).toMatchObject({
      channel: "email",
      to: "a@example.com",
      subject: "Hi",
      body: "text",
      headers: { "Reply-To": "help@example.com" },
    });
  });
});

describe("GET /v1/dev/outbox is for direct loopback callers only", () => {
  it("answers 404 to anything relayed or remote, even with DEV_OUTBOX=1", async () => {
    const phone = randomPhone();
    await enqueueMessage(t.db, { channel: "sms", to: phone, body: "Your sign-in code is 123456" });
    const url = `/v1/dev/outbox?to=${phone}`;
    expect((await t.app.inject({ method: "GET", url, remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    for (const call of [
      { remoteAddress: "203.0.113.9" },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.9" } },
      { remoteAddress: "127.0.0.1", headers: { "x-shop-client-ip": "203.0.113.9" } },
      { remoteAddress: "127.0.0.1", headers: { forwarded: "for=203.0.113.9" } },
    ]) {
      const res = await t.app.inject({ method: "GET", url, ...call });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("123456");
    }
  });
});

describe("codes and links do not stay in the outbox", () => {
  it("blanks the secret out of messages older than the retention, sent or not, and leaves fresh ones", async () => {
    const old = randomPhone();
    const fresh = randomPhone();
    await enqueueMessage(t.db, { channel: "sms", to: old, body: "Your sign-in code is 482913. It expires in 5 minutes.", secret: "482913" });
    await enqueueMessage(t.db, { channel: "sms", to: fresh, body: "Your sign-in code is 771204.", secret: "771204" });
    await t.db.execute(sql`UPDATE outbox SET created_at = created_at - make_interval(secs => ${OUTBOX_SECRET_RETENTION_MS / 1000 + 1}) WHERE "to" = ${old}`);
    expect(await blankOldSecrets(t.db)).toBeGreaterThanOrEqual(1);
    const [blanked] = await t.db.select().from(outbox).where(eq(outbox.to, old));
    expect(blanked.body).toBe(`Your sign-in code is ${BLANKED}. It expires in 5 minutes.`);
    expect(blanked.secret).toBeNull();
    const [kept] = await t.db.select().from(outbox).where(eq(outbox.to, fresh));
    expect(kept.body).toContain("771204");
  });

  it("keeps the sign-in code the API sent only until the retention passes", async () => {
    const phone = randomPhone();
    await t.app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone } });
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, phone));
    expect(row.secret).toMatch(/^\d{6}$/);
    await t.db.execute(sql`UPDATE outbox SET created_at = created_at - interval '1 hour' WHERE "to" = ${phone}`);
    await blankOldSecrets(t.db);
    const [after] = await t.db.select().from(outbox).where(eq(outbox.to, phone));
    expect(after.body).not.toMatch(/\d{6}/);
  });
});
