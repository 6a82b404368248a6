import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, type DbHandle } from "@shop/db";
import { ADMIN_MESSAGES, SMS_FAILURES_LIMIT, adminAlertsResponse, adminSmsResponse, type AdminSms } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createTestDb } from "../../test/db";
import { createSignedInUser } from "../../test/factories";
import { toDhakaIso } from "../../lib/time";
import { SMS_QUERIES, smsAlertOf } from "./sms";
import { signInStaff, type Staff } from "./shop-test-helpers";

/**
 * The back office's SMS page and the owner's alert (issue 41), over outbox rows inserted
 * as the delivery code leaves them: the rows are the data being reported. Staff sign in
 * through a real code, so the file's own sign-in SMS are in the counts of today: today's
 * figures are checked against what the page said before the rows were added.
 */
const t = useTestApp();
let owner: Staff;
let staff: Staff;
let shopper: { headers: { authorization: string } };
beforeAll(async () => {
  owner = await signInStaff(t.app, t.db, "owner", "Nadia Owner");
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
  shopper = await createSignedInUser(t.db);
  // The sign-in codes are delivered (and their rows final) before any row is added here.
  await t.app.outbox.idle();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Today's Dhaka date, and a Dhaka wall time `daysAgo` days before it (e.g. "00:30"). */
const dhakaToday = () => toDhakaIso(new Date()).slice(0, 10);
const dhakaAt = (daysAgo: number, time: string) => new Date(new Date(`${dhakaToday()}T${time}:00+06:00`).getTime() - daysAgo * DAY);
const dayOf = (at: Date) => toDhakaIso(at).slice(0, 10);

type Row = Partial<typeof outbox.$inferInsert>;
let phoneSeq = 0;
/**
 * An SMS row as the outbox leaves it. Waiting rows are put where no delivery run takes
 * them during the test (a back-off far ahead, or a fresh claim).
 */
async function sms(status: "sent" | "failed" | "expired" | "pending" | "sending", row: Row = {}) {
  const createdAt = row.createdAt ?? new Date();
  const [inserted] = await t.db
    .insert(outbox)
    .values({
      channel: "sms",
      to: `0171${String(++phoneSeq).padStart(7, "0")}`,
      body: "Your sign-in code is 482913",
      secret: "482913",
      status,
      attempts: status === "pending" ? 0 : 1,
      createdAt,
      lastAttemptAt: status === "pending" ? null : createdAt,
      sentAt: status === "sent" ? createdAt : null,
      nextAttemptAt: status === "pending" ? new Date(Date.now() + DAY) : null,
      claimedAt: status === "sending" ? new Date() : null,
      ...row,
    })
    .returning();
  return inserted;
}

async function page(query = "", headers = owner.headers): Promise<AdminSms> {
  const res = await call(t.app, "GET", `/v1/admin/sms${query}`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminSmsResponse.parse(res.body).data;
}
async function alerts() {
  const res = await call(t.app, "GET", "/v1/admin/alerts", owner.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminAlertsResponse.parse(res.body).data.sms;
}
const rowsOf = (report: AdminSms, day: string) => report.days.filter((d) => d.day === day);

describe("access", () => {
  it("answers 401 without a session and 403 to a shopper on both routes", async () => {
    for (const url of ["/v1/admin/sms", "/v1/admin/alerts"]) {
      expect((await call(t.app, "GET", url)).status, url).toBe(401);
      const refused = await call(t.app, "GET", url, shopper.headers);
      expect(refused.status, url).toBe(403);
      expect(refused.body.message).toBe(ADMIN_MESSAGES.staffOnly);
    }
  });

  it("keeps the alerts to owners (403 to staff), and lets staff read the SMS page", async () => {
    const refused = await call(t.app, "GET", "/v1/admin/alerts", staff.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.ownerOnly);
    const read = await page("", staff.headers);
    expect(read.provider).toBe(t.env.SMS_PROVIDER);
  });

  it("answers 422 in the house style for days out of 1..90", async () => {
    for (const [days, message] of [
      ["0", "Days must be at least 1"],
      ["91", "Days must be at most 90"],
      ["-3", "Days must be at least 1"],
      ["abc", "Days must be a number"],
      ["1.5", "Days must be an integer"],
    ]) {
      const res = await call(t.app, "GET", `/v1/admin/sms?days=${days}`, owner.headers);
      expect(res.status, days).toBe(422);
      expect(res.body.errors[0], days).toMatchObject({ field: "days", code: "validation_failed" });
      expect(res.body.message, days).toMatch(/^Days must/);
      if (days !== "abc" && days !== "1.5") expect(res.body.message).toBe(message);
    }
    expect((await page("?days=1")).totals.sent).toBeGreaterThan(0);
    expect((await call(t.app, "GET", "/v1/admin/sms?days=90", owner.headers)).status).toBe(200);
  });
});

describe("GET /v1/admin/sms", () => {
  it("counts sent, failed, waiting and expired per Dhaka day and gateway, newest day first, leaving mail and older days out", async () => {
    const before = await page();
    const today = dhakaToday();

    // Two days ago, Dhaka time: the first minutes of the day belong to it (18:30 UTC the day before)...
    const early = dhakaAt(2, "00:30");
    await sms("sent", { createdAt: early, provider: "sslwireless" });
    await sms("sent", { createdAt: dhakaAt(2, "12:00"), provider: "sslwireless" });
    await sms("failed", { createdAt: dhakaAt(2, "13:00"), provider: "sslwireless", errorKind: "number", errorCode: "1011", errorMessage: "Invalid MSISDN" });
    await sms("sent", { createdAt: dhakaAt(2, "14:00"), provider: "bulksmsbd" });
    await sms("expired", { createdAt: dhakaAt(2, "15:00"), provider: null, priority: 0, attempts: 0, lastAttemptAt: null });
    await sms("pending", { createdAt: dhakaAt(2, "16:00"), provider: "bulksmsbd", errorKind: "transient", errorCode: "timeout", errorMessage: "No answer" });
    // ...and the last minutes of the day before belong to that one (three days ago).
    await sms("sent", { createdAt: dhakaAt(2, "23:59"), provider: "sslwireless" });
    await sms("failed", { createdAt: dhakaAt(3, "23:30"), provider: "sslwireless", errorKind: "content", errorCode: "1013", errorMessage: "Blocked content" });
    // Outside a 14-day window, and mail, counted nowhere.
    await sms("sent", { createdAt: dhakaAt(20, "12:00"), provider: "sslwireless" });
    await t.db.insert(outbox).values({ channel: "email", to: "a@b.test", body: "Hello", status: "sent", createdAt: dhakaAt(2, "12:00"), sentAt: new Date() });
    // Today: one waiting on a claim and one never tried.
    await sms("sending", { provider: "sslwireless" });
    await sms("pending", { provider: null, priority: 0, expiresAt: new Date(Date.now() + DAY) });

    const after = await page();
    const twoAgo = dayOf(early);
    expect(twoAgo).toBe(dayOf(dhakaAt(2, "23:59")));
    expect(rowsOf(after, twoAgo)).toEqual([
      { day: twoAgo, provider: "bulksmsbd", sent: 1, failed: 0, waiting: 1, expired: 0 },
      { day: twoAgo, provider: "sslwireless", sent: 3, failed: 1, waiting: 0, expired: 0 },
      { day: twoAgo, provider: null, sent: 0, failed: 0, waiting: 0, expired: 1 },
    ]);
    const threeAgo = dayOf(dhakaAt(3, "23:30"));
    expect(rowsOf(after, threeAgo)).toEqual([{ day: threeAgo, provider: "sslwireless", sent: 0, failed: 1, waiting: 0, expired: 0 }]);
    expect(after.days.some((d) => d.day === dayOf(dhakaAt(20, "12:00")))).toBe(false);

    // Today: what the sign-ins left, plus the two waiting.
    const waitingToday = (report: AdminSms, provider: string | null) => rowsOf(report, today).find((d) => d.provider === provider)?.waiting ?? 0;
    expect(waitingToday(after, "sslwireless")).toBe(waitingToday(before, "sslwireless") + 1);
    expect(waitingToday(after, null)).toBe(waitingToday(before, null) + 1);

    expect(after.days.map((d) => d.day)).toEqual([...after.days.map((d) => d.day)].sort().reverse());
    expect(after.totals).toEqual({
      sent: before.totals.sent + 4,
      failed: before.totals.failed + 2,
      waiting: before.totals.waiting + 3,
      expired: before.totals.expired + 1,
    });
    const sum = (key: "sent" | "failed" | "waiting" | "expired") => after.days.reduce((n, d) => n + d[key], 0);
    expect(after.totals).toEqual({ sent: sum("sent"), failed: sum("failed"), waiting: sum("waiting"), expired: sum("expired") });

    // days=3 is today and the two days before it: three days ago is out.
    const three = await page("?days=3");
    expect(three.days.some((d) => d.day === twoAgo)).toBe(true);
    expect(three.days.some((d) => d.day === threeAgo)).toBe(false);
  });

  it("lists the latest failed and expired messages with the gateway's words, whether each was a code, and never a body", async () => {
    const base = Date.now() + 10 * MINUTE;
    const number = await sms("failed", {
      createdAt: new Date(base - 5 * MINUTE),
      lastAttemptAt: new Date(base),
      provider: "sslwireless",
      priority: 0,
      errorKind: "number",
      errorCode: "4025",
      errorMessage: "Invalid mobile number",
      to: "01799999991",
      body: "Your code is 771122",
      secret: "771122",
    });
    const expired = await sms("expired", {
      createdAt: new Date(base - MINUTE),
      provider: null,
      priority: 0,
      attempts: 0,
      lastAttemptAt: null,
      to: "01799999992",
    });
    const transient = await sms("failed", {
      createdAt: new Date(base - 10 * MINUTE),
      lastAttemptAt: new Date(base - 2 * MINUTE),
      provider: "bulksmsbd",
      attempts: 5,
      errorKind: "transient",
      errorCode: "http_502",
      errorMessage: "Bad gateway",
      body: "Your order SHOP-1 has shipped",
    });

    const res = await call(t.app, "GET", "/v1/admin/sms", staff.headers);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    for (const secret of ["771122", "482913", "has shipped", "Your code"]) expect(text).not.toContain(secret);
    const { failures } = adminSmsResponse.parse(res.body).data;
    expect(failures.slice(0, 3)).toEqual([
      {
        id: number.id,
        to: "01799999991",
        is_code: true,
        status: "failed",
        provider: "sslwireless",
        kind: "number",
        code: "4025",
        words: "Invalid mobile number",
        attempts: 1,
        at: toDhakaIso(new Date(base)),
      },
      {
        id: expired.id,
        to: "01799999992",
        is_code: true,
        status: "expired",
        provider: null,
        kind: null,
        code: null,
        words: null,
        attempts: 0,
        at: toDhakaIso(expired.createdAt),
      },
      {
        id: transient.id,
        to: transient.to,
        is_code: false,
        status: "failed",
        provider: "bulksmsbd",
        kind: "transient",
        code: "http_502",
        words: "Bad gateway",
        attempts: 5,
        at: toDhakaIso(new Date(base - 2 * MINUTE)),
      },
    ]);
    // Only failed and expired messages, newest first.
    expect(failures.every((f) => f.status === "failed" || f.status === "expired")).toBe(true);
    const times = failures.map((f) => Date.parse(f.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it(`keeps the failures to the latest ${SMS_FAILURES_LIMIT}`, async () => {
    await t.db.execute(sql`
      insert into outbox (channel, "to", body, status, attempts, provider, error_kind, error_code, error_message, created_at, last_attempt_at)
      select 'sms', '0181' || lpad(i::text, 7, '0'), 'Order update', 'failed', 1, 'sslwireless', 'number', '4025', 'Invalid mobile number',
        now() - i * interval '1 minute', now() - i * interval '1 minute'
      from generate_series(1, ${SMS_FAILURES_LIMIT + 5}) i`);
    const report = await page();
    expect(report.failures).toHaveLength(SMS_FAILURES_LIMIT);
    expect(report.totals.failed).toBeGreaterThan(SMS_FAILURES_LIMIT);
  });
});

describe("the owner's alert", () => {
  it("appears for a balance or credentials refusal no accepted SMS has followed, not for a number or a passing failure, and goes once one is accepted", async () => {
    expect(await alerts()).toBeNull();
    // Every row below is later than the sign-in codes sent at the start and the rows above.
    const start = Date.now() + 60 * MINUTE;
    const at = (minutes: number) => new Date(start + minutes * MINUTE);

    await sms("failed", { createdAt: at(0), provider: "sslwireless", errorKind: "number", errorCode: "4025", errorMessage: "Invalid mobile number" });
    await sms("pending", {
      createdAt: at(1),
      lastAttemptAt: at(1),
      attempts: 1,
      provider: "sslwireless",
      errorKind: "transient",
      errorCode: "timeout",
      errorMessage: "No answer",
    });
    expect(await alerts()).toBeNull();
    expect((await page()).alert).toBeNull();

    await sms("failed", {
      createdAt: at(2),
      provider: "sslwireless",
      priority: 0,
      errorKind: "balance",
      errorCode: "4003",
      errorMessage: "Insufficient balance",
    });
    const balance = { kind: "balance", provider: "sslwireless", code: "4003", words: "Insufficient balance", at: toDhakaIso(at(2)) };
    expect(await alerts()).toEqual(balance);
    expect((await page("", staff.headers)).alert).toEqual(balance);

    // The owner tops up; the next message goes out: no alert.
    await sms("sent", { createdAt: at(3), provider: "sslwireless" });
    expect(await alerts()).toBeNull();
    expect((await page()).alert).toBeNull();

    // A refusal whose last try is older than that accepted message does not bring it back.
    await sms("expired", {
      createdAt: at(1),
      lastAttemptAt: at(2.5),
      provider: "sslwireless",
      priority: 0,
      errorKind: "balance",
      errorCode: "4003",
      errorMessage: "Insufficient balance",
    });
    expect(await alerts()).toBeNull();

    // The key is changed and refused: the credentials alert, with the gateway's words.
    await sms("failed", { createdAt: at(4), provider: "alpha", errorKind: "credentials", errorCode: "405", errorMessage: "Authorization required" });
    expect(await alerts()).toEqual({ kind: "credentials", provider: "alpha", code: "405", words: "Authorization required", at: toDhakaIso(at(4)) });
    // A message accepted before the refusal's try does not clear it.
    await sms("sent", { createdAt: at(3.5), provider: "alpha" });
    expect((await alerts())?.kind).toBe("credentials");
    await sms("sent", { createdAt: at(5), provider: "alpha" });
    expect(await alerts()).toBeNull();
  });
});

describe("on a shop with two years of SMS", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });
  const plan = async (query: SQL) =>
    (await handle.db.execute<{ "QUERY PLAN": string }>(sql`explain (costs off) ${query}`)).rows.map((row) => row["QUERY PLAN"]).join("\n");

  it("alerts when no SMS was ever accepted", async () => {
    expect(await smsAlertOf(handle.db, "log")).toBeNull();
    await handle.db.insert(outbox).values({
      channel: "sms",
      to: "01711111111",
      body: "x",
      status: "failed",
      attempts: 1,
      provider: "bulksmsbd",
      errorKind: "balance",
      errorCode: "1007",
      lastAttemptAt: new Date(),
    });
    expect(await smsAlertOf(handle.db, "log")).toMatchObject({ kind: "balance", provider: "bulksmsbd", code: "1007", words: null });
  });

  it("reads the page and the alert off outbox_sms_day_idx, not every message", async () => {
    // 6,000 messages, one every 3 hours, mostly sent; a mail for every other one.
    await handle.db.execute(sql`
      insert into outbox (channel, "to", body, status, attempts, provider, created_at, sent_at, last_attempt_at)
      select (case when i % 2 = 0 then 'sms' else 'email' end)::outbox_channel, '01700000000', 'x',
        (case when i % 20 = 0 then 'failed' else 'sent' end), 1, 'sslwireless', now() - i * interval '3 hours', now() - i * interval '3 hours', now() - i * interval '3 hours'
      from generate_series(1, 6000) i`);
    await handle.db.execute(sql`vacuum (analyze) outbox`);
    for (const query of [SMS_QUERIES.page(14, "log"), SMS_QUERIES.alert("log")]) {
      const text = await plan(query);
      expect(text).toMatch(/outbox_sms_day_idx/);
      expect(text).not.toMatch(/Seq Scan on outbox/);
    }
  });
});
