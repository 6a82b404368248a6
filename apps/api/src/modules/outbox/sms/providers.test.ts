// The three SMS gateways' clients against their local fakes, over real HTTP: what is
// taken, each refusal's kind, code and words, a hang, a 500, Bengali, and SSL Wireless's
// retry after a lost answer. Then the registry and env: each provider is built from the
// API's settings, and one without its key refuses to start. No database.
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "../../../plugins/env";
import { createAlphaSmsProvider } from "./alpha/client";
import { startFakeAlphaSms } from "../../../../fakes/sms/alpha/fake";
import { bulkSmsBdType, createBulkSmsBdProvider } from "./bulksmsbd/client";
import { startFakeBulkSmsBd } from "../../../../fakes/sms/bulksmsbd/fake";
import { FAKE_REFUSALS, type FakeSms, type FakeSmsRefusal } from "../../../../fakes/sms/fake-sms";
import { createSmsProvider } from "./registry";
import { SMS_PROVIDER_NAMES } from "./settings";
import { createSslWirelessProvider, sslCsmsId } from "./sslwireless/client";
import { startFakeSslWireless } from "../../../../fakes/sms/sslwireless/fake";
import { SmsRefused, type SmsProvider } from "./types";

const BENGALI = "আপনার কোড ১২৩৪৫৬";
const TIMEOUT_MS = 5_000;

/** A number no other test here uses. */
let serial = 0;
const phone = () => `0171${String(process.pid % 1000).padStart(3, "0")}${String(++serial).padStart(4, "0")}`;

type Started = { fake: FakeSms; provider: (options?: { timeoutMs?: number; wrong?: "key" | "sender"; baseUrl?: string }) => SmsProvider };

type Case = {
  name: "sslwireless" | "bulksmsbd" | "alpha";
  start(): Promise<Started & { sender: string | null }>;
  /** The number as this gateway is sent it. */
  wire(local: string): string;
  /** What the fake records as the reference for ours (null where the gateway takes none). */
  reference(ours: string): string | null;
  /** The gateway's own id for the message in its answer. */
  idIn(answer: unknown): string;
  /** Each documented refusal as the client must report it. */
  refusals: Record<FakeSmsRefusal, { code: string; words: string }>;
  /** A send straight to the gateway with the number `to` as given (the client would not send it). */
  rawSend(fake: FakeSms, to: string): Promise<unknown>;
};

const post = async (url: string, init: { json?: unknown; form?: Record<string, string> }) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": init.json !== undefined ? "application/json" : "application/x-www-form-urlencoded" },
    body: init.json !== undefined ? JSON.stringify(init.json) : new URLSearchParams(init.form),
  });
  return res.json();
};

const CASES: Case[] = [
  {
    name: "sslwireless",
    async start() {
      const fake = await startFakeSslWireless();
      const { apiToken, sid } = fake.credentials;
      return {
        fake,
        sender: sid,
        provider: ({ timeoutMs = TIMEOUT_MS, wrong, baseUrl = fake.url } = {}) =>
          createSslWirelessProvider({
            baseUrl,
            timeoutMs,
            apiToken: wrong === "key" ? "not-the-token" : apiToken,
            sid: wrong === "sender" ? "OTHERSHOP" : sid,
          }),
      };
    },
    wire: (local) => `88${local}`,
    reference: (ours) => sslCsmsId(ours),
    idIn: (answer) => (answer as { smsinfo: { reference_id: string }[] }).smsinfo[0].reference_id,
    refusals: {
      number: { code: "4025", words: "Invalid MSISDN" },
      balance: { code: "4030", words: "Account Limit Exceeded" },
      credentials: { code: "4003", words: "IP Blacklisted" },
      sender: { code: "4002", words: "SID Not Permitted" },
    },
    rawSend: (fake, to) =>
      post(`${fake.url}/api/v3/send-sms`, {
        json: { api_token: "fake-sslwireless-api-token", sid: "FAKESHOP", msisdn: to, sms: "hello", csms_id: randomUUID().slice(0, 8) },
      }),
  },
  {
    name: "bulksmsbd",
    async start() {
      const fake = await startFakeBulkSmsBd();
      const { apiKey, senderId } = fake.credentials;
      return {
        fake,
        sender: senderId,
        provider: ({ timeoutMs = TIMEOUT_MS, wrong, baseUrl = fake.url } = {}) =>
          createBulkSmsBdProvider({
            baseUrl,
            timeoutMs,
            apiKey: wrong === "key" ? "not-the-key" : apiKey,
            senderId: wrong === "sender" ? "8809600000009" : senderId,
          }),
      };
    },
    wire: (local) => `88${local}`,
    reference: () => null,
    idIn: (answer) => String((answer as { message_id: number }).message_id),
    refusals: {
      number: { code: "1001", words: "Invalid Number" },
      balance: { code: "1007", words: "Balance Insufficient" },
      credentials: { code: "1011", words: "User Id not found" },
      sender: { code: "1002", words: "sender id not correct/sender id is disabled" },
    },
    rawSend: (fake, to) =>
      post(`${fake.url}/api/smsapi`, { form: { api_key: "fake-bulksmsbd-api-key", senderid: "8809601000000", type: "text", number: to, message: "hello" } }),
  },
  {
    name: "alpha",
    async start() {
      const fake = await startFakeAlphaSms();
      const { apiKey, senderId } = fake.credentials;
      return {
        fake,
        sender: senderId,
        provider: ({ timeoutMs = TIMEOUT_MS, wrong, baseUrl = fake.url } = {}) =>
          createAlphaSmsProvider({
            baseUrl,
            timeoutMs,
            apiKey: wrong === "key" ? "not-the-key" : apiKey,
            senderId: wrong === "sender" ? "OTHERSHOP" : (senderId ?? undefined),
          }),
      };
    },
    wire: (local) => `88${local}`,
    reference: () => null,
    idIn: (answer) => String((answer as { data: { request_id: number } }).data.request_id),
    refusals: {
      number: { code: "416", words: "No valid number found" },
      balance: { code: "417", words: "Insufficient balance" },
      credentials: { code: "405", words: "Authorization required" },
      sender: { code: "413", words: "Invalid Sender ID" },
    },
    rawSend: (fake, to) => post(`${fake.url}/sendsms`, { form: { api_key: "fake-alpha-sms-api-key", msg: "hello", to } }),
  },
];

/** The SmsRefused a send ends in (fails the test when it was taken). */
async function refusal(send: Promise<unknown>): Promise<SmsRefused> {
  const error = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "the send was refused").toBeInstanceOf(SmsRefused);
  return error as SmsRefused;
}

describe.each(CASES)("$name against its fake", (c) => {
  let started: Started & { sender: string | null };
  let fake: FakeSms;
  beforeAll(async () => {
    started = await c.start();
    fake = started.fake;
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it("is taken: the gateway's message id, and the fake recorded exactly that text, number and reference", async () => {
    const to = phone();
    const reference = randomUUID();
    const body = "Your RoboDoc code is 123456. It expires in 5 minutes.";
    const accepted = await started.provider().send({ to, body, reference });
    expect(accepted.messageId).toBeTruthy();
    expect(accepted.messageId).toBe(c.idIn(accepted.answer));
    expect(fake.received).toEqual([{ to: c.wire(to), body, reference: c.reference(reference), sender: started.sender, at: expect.any(String) }]);
  });

  it.each(FAKE_REFUSALS)("a %s refusal is that kind, with the gateway's code and words", async (kind) => {
    fake.setMode({ refuse: kind });
    const error = await refusal(started.provider().send({ to: phone(), body: "hello", reference: randomUUID() }));
    expect({ kind: error.kind, code: error.code, words: error.words, permanent: error.permanent }).toEqual({ kind, ...c.refusals[kind], permanent: true });
    expect(fake.received).toEqual([]);
  });

  it("refuses a wrong key as credentials and a sender id the account lacks as sender, taking nothing", async () => {
    expect((await refusal(started.provider({ wrong: "key" }).send({ to: phone(), body: "hi", reference: randomUUID() }))).kind).toBe("credentials");
    expect((await refusal(started.provider({ wrong: "sender" }).send({ to: phone(), body: "hi", reference: randomUUID() }))).kind).toBe("sender");
    expect(fake.received).toEqual([]);
  });

  it("the fake refuses a number not in its gateway's form with its invalid-number answer", async () => {
    const answer = await c.rawSend(fake, "+8801711000000");
    expect(JSON.stringify(answer)).toContain(c.refusals.number.code);
    expect(fake.received).toEqual([]);
  });

  it("a number that is not a Bangladeshi mobile is refused before the gateway is asked", async () => {
    const error = await refusal(started.provider().send({ to: "0171234", body: "hi", reference: randomUUID() }));
    expect([error.kind, error.code]).toEqual(["number", "invalid_number"]);
    expect(fake.requests).toEqual([]);
  });

  it("a gateway that never answers is a transient timeout; the next send goes through", async () => {
    fake.setMode({ hang: 1 });
    const since = Date.now();
    const error = await refusal(started.provider({ timeoutMs: 300 }).send({ to: phone(), body: "hi", reference: randomUUID() }));
    expect([error.kind, error.code, error.permanent]).toEqual(["transient", "timeout", false]);
    expect(Date.now() - since).toBeLessThan(3_000);
    expect(fake.received).toEqual([]);
    await started.provider({ timeoutMs: 300 }).send({ to: phone(), body: "hi", reference: randomUUID() });
    expect(fake.received).toHaveLength(1);
  });

  it("HTTP 500 is transient, and so is a gateway that cannot be reached", async () => {
    fake.setMode({ down: 1 });
    const down = await refusal(started.provider().send({ to: phone(), body: "hi", reference: randomUUID() }));
    expect([down.kind, down.code]).toEqual(["transient", "http_500"]);
    const unreachable = await refusal(started.provider({ baseUrl: "http://127.0.0.1:9" }).send({ to: phone(), body: "hi", reference: randomUUID() }));
    expect([unreachable.kind, unreachable.code]).toEqual(["transient", "network"]);
    expect(fake.received).toEqual([]);
  });

  it("Bengali text arrives byte for byte", async () => {
    const to = phone();
    await started.provider().send({ to, body: BENGALI, reference: randomUUID() });
    expect(fake.received).toHaveLength(1);
    expect(Buffer.from(fake.received[0].body, "utf8").equals(Buffer.from(BENGALI, "utf8"))).toBe(true);
  });

  it("the switches and the record work over HTTP: /__fake/mode and /__fake/messages in either number form", async () => {
    const mode = await post(`${fake.url}/__fake/mode`, { json: { refuse: "balance" } });
    expect(mode).toEqual({ refuse: "balance", hang: 0, down: 0, lose: 0 });
    expect((await refusal(started.provider().send({ to: phone(), body: "hi", reference: randomUUID() }))).kind).toBe("balance");
    expect(await post(`${fake.url}/__fake/mode`, { json: { refuse: null } })).toMatchObject({ refuse: null });
    const bad = await fetch(`${fake.url}/__fake/mode`, { method: "POST", body: JSON.stringify({ refuse: "everything" }) });
    expect(bad.status).toBe(400);

    const to = phone();
    await started.provider().send({ to, body: "first", reference: randomUUID() });
    await started.provider().send({ to: phone(), body: "someone else", reference: randomUUID() });
    await started.provider().send({ to, body: "second", reference: randomUUID() });
    for (const form of [to, `88${to}`]) {
      const res = await fetch(`${fake.url}/__fake/messages?to=${form}`);
      const { messages } = (await res.json()) as { messages: { body: string; to: string }[] };
      expect(messages.map((m) => m.body)).toEqual(["first", "second"]);
    }
    const all = (await (await fetch(`${fake.url}/__fake/messages`)).json()) as { messages: unknown[] };
    expect(all.messages).toHaveLength(3);
  });
});

describe("BulkSMSBD's type", () => {
  it("is unicode for Bengali and text for GSM-7 text, as sent", async () => {
    expect([bulkSmsBdType(BENGALI), bulkSmsBdType("Order RD-1 shipped"), bulkSmsBdType("Price: 100৳")]).toEqual(["unicode", "text", "unicode"]);
    const fake = await startFakeBulkSmsBd();
    try {
      const provider = createBulkSmsBdProvider({
        baseUrl: fake.url,
        apiKey: fake.credentials.apiKey,
        senderId: fake.credentials.senderId,
        timeoutMs: TIMEOUT_MS,
      });
      await provider.send({ to: phone(), body: BENGALI, reference: randomUUID() });
      await provider.send({ to: phone(), body: "plain", reference: randomUUID() });
      expect(fake.requests.map((r) => r.fields.type)).toEqual(["unicode", "text"]);
    } finally {
      await fake.close();
    }
  });
});

describe("SSL Wireless's csms_id", () => {
  let fake: Awaited<ReturnType<typeof startFakeSslWireless>>;
  let provider: SmsProvider;
  beforeAll(async () => {
    fake = await startFakeSslWireless();
    provider = createSslWirelessProvider({ baseUrl: fake.url, apiToken: fake.credentials.apiToken, sid: fake.credentials.sid, timeoutMs: TIMEOUT_MS });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it("is our reference as 20 letters and digits, the same on every try", () => {
    const reference = "3f2c1a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c";
    expect(sslCsmsId(reference)).toBe("3f2c1a9e7b4d4c1e9a2b");
    expect(sslCsmsId(reference)).toBe(sslCsmsId(reference));
  });

  it("a retry with the same reference after a lost answer is taken and recorded once", async () => {
    const to = phone();
    const reference = randomUUID();
    fake.setMode({ lose: 1 });
    const lost = await refusal(provider.send({ to, body: "Your code is 654321", reference }));
    expect([lost.kind, lost.code]).toEqual(["transient", "network"]);
    expect(fake.received).toHaveLength(1);

    const retry = await provider.send({ to, body: "Your code is 654321", reference });
    expect(retry.messageId).toBeNull();
    expect(retry.answer).toMatchObject({ status: "FAILED", status_code: 4023 });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({ to: `88${to}`, reference: sslCsmsId(reference) });

    // Another message (another reference) to the same phone is sent.
    await provider.send({ to, body: "Your code is 111222", reference: randomUUID() });
    expect(fake.received).toHaveLength(2);
  });

  it("a per-message refusal inside a SUCCESS answer is refused with its sms_status", async () => {
    // The fakes answer a refusal on the top line; public clients describe this shape too. A one-off server gives it.
    const answer = {
      status: "SUCCESS",
      status_code: 200,
      error_message: "",
      smsinfo: [{ sms_status: "INVALID", status_message: "Invalid MSISDN", msisdn: "8801711000000" }],
    };
    const server = await import("node:http").then(({ createServer }) =>
      createServer((_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(answer));
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const address = server.address() as { port: number };
      const error = await refusal(
        createSslWirelessProvider({ baseUrl: `http://127.0.0.1:${address.port}`, apiToken: "t", sid: "s", timeoutMs: TIMEOUT_MS }).send({
          to: phone(),
          body: "hi",
          reference: randomUUID(),
        }),
      );
      expect([error.kind, error.code, error.words]).toEqual(["number", "INVALID", "Invalid MSISDN"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("createSmsProvider and the SMS settings", () => {
  const quiet = pino({ level: "silent" });

  it("refuses to start a gateway without its key, token or sender id, naming them", () => {
    expect(() => parseEnv({ SMS_PROVIDER: "sslwireless" })).toThrow(/SSLWIRELESS_API_TOKEN, SSLWIRELESS_SID: must be set when SMS_PROVIDER=sslwireless/);
    expect(() => parseEnv({ SMS_PROVIDER: "sslwireless", SSLWIRELESS_API_TOKEN: "t" })).toThrow(/SSLWIRELESS_SID: must be set when SMS_PROVIDER=sslwireless/);
    expect(() => parseEnv({ SMS_PROVIDER: "bulksmsbd", BULKSMSBD_API_KEY: "k", BULKSMSBD_SENDER_ID: "" })).toThrow(
      /BULKSMSBD_SENDER_ID: must be set when SMS_PROVIDER=bulksmsbd/,
    );
    expect(() => parseEnv({ SMS_PROVIDER: "alpha" })).toThrow(/ALPHA_SMS_API_KEY: must be set when SMS_PROVIDER=alpha/);
    // A key for a provider not chosen is no problem; Alpha's sender id is optional.
    expect(parseEnv({ SSLWIRELESS_API_TOKEN: "t" }).SMS_PROVIDER).toBe("log");
    expect(parseEnv({ SMS_PROVIDER: "alpha", ALPHA_SMS_API_KEY: "k" }).ALPHA_SMS_SENDER_ID).toBeUndefined();
  });

  it("builds each provider by name from the API's settings", () => {
    const env = parseEnv({
      SSLWIRELESS_API_TOKEN: "t",
      SSLWIRELESS_SID: "s",
      BULKSMSBD_API_KEY: "k",
      BULKSMSBD_SENDER_ID: "8809601000000",
      ALPHA_SMS_API_KEY: "a",
    });
    for (const name of SMS_PROVIDER_NAMES) expect(createSmsProvider({ ...env, SMS_PROVIDER: name }, quiet).name).toBe(name);
    expect(() => createSmsProvider({ ...env, SMS_PROVIDER: "alpha", ALPHA_SMS_API_KEY: undefined }, quiet)).toThrow(/ALPHA_SMS_API_KEY/);
  });

  it("sends through the chosen gateway with its settings and SMS_TIMEOUT_MS", async () => {
    const fake = await startFakeAlphaSms();
    try {
      const env = parseEnv({ SMS_PROVIDER: "alpha", ALPHA_SMS_BASE_URL: `${fake.url}/`, ALPHA_SMS_API_KEY: fake.credentials.apiKey, SMS_TIMEOUT_MS: "300" });
      expect(env.SMS_TIMEOUT_MS).toBe(300);
      const provider = createSmsProvider(env, quiet);
      const to = phone();
      expect((await provider.send({ to, body: "hello", reference: randomUUID() })).messageId).toMatch(/^\d+$/);
      expect(fake.received).toMatchObject([{ to: `88${to}`, body: "hello", sender: null }]);
      fake.setMode({ hang: 1 });
      expect((await refusal(provider.send({ to, body: "hello", reference: randomUUID() }))).code).toBe("timeout");
    } finally {
      await fake.close();
    }
  });

  it("log writes the text to the logger and gives no message id", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const provider = createSmsProvider(parseEnv({}), pino({ level: "info" }, stream));
    const reference = randomUUID();
    expect(await provider.send({ to: "01711000000", body: "Your code is 123456", reference })).toEqual({ messageId: null, answer: null });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ channel: "sms", to: "01711000000", body: "Your code is 123456", reference });
  });
});
