import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscriptions } from "@shop/db";
import { ADMIN_MESSAGES, ADMIN_MESSAGING_PER_PAGE, adminContactMessagesResponse, adminSubscribersResponse, type SubscriberStatus } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createSignedInUser } from "../../test/factories";
import { toDhakaIso } from "../../lib/time";
import { auditOf, signInStaff, type Staff } from "./shop-test-helpers";

const t = useTestApp();
let owner: Staff;
let staff: Staff;
beforeAll(async () => {
  owner = await signInStaff(t.app, t.db, "owner", "Nadia Owner");
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
});

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

/** A subscription as the signup and confirm flows leave it, inserted directly. */
async function subscriber(email: string, status: SubscriberStatus, at: { createdAt?: Date; confirmedAt?: Date } = {}) {
  const createdAt = at.createdAt ?? new Date();
  const confirmedAt = status === "pending" ? null : (at.confirmedAt ?? createdAt);
  const [row] = await t.db
    .insert(newsletterSubscriptions)
    .values({ email, status, createdAt, confirmSentAt: createdAt, confirmedAt, unsubscribedAt: status === "unsubscribed" ? new Date() : null })
    .returning();
  return row;
}

const subscribers = async (query: string, headers = owner.headers) => {
  const res = await call(t.app, "GET", `/v1/admin/subscribers${query}`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminSubscribersResponse.parse(res.body);
};

describe("access", () => {
  const ROUTES = ["/v1/admin/subscribers", "/v1/admin/subscribers/export", "/v1/admin/messages"];

  it("answers 401 without a session and 403 to a shopper on every route", async () => {
    const shopper = await createSignedInUser(t.db);
    for (const url of ROUTES) {
      expect((await call(t.app, "GET", url)).status, url).toBe(401);
      const refused = await call(t.app, "GET", url, shopper.headers);
      expect(refused.status, url).toBe(403);
      expect(refused.body.message).toBe(ADMIN_MESSAGES.staffOnly);
    }
  });

  it("keeps the subscribers (personal data) to owners: staff get 403 even for a malformed query, and read the messages", async () => {
    for (const url of ["/v1/admin/subscribers", "/v1/admin/subscribers/export", `/v1/admin/subscribers?q=${"x".repeat(300)}`]) {
      const refused = await call(t.app, "GET", url, staff.headers);
      expect(refused.status, url).toBe(403);
      expect(refused.body.message).toBe(ADMIN_MESSAGES.ownerOnly);
    }
    expect((await call(t.app, "GET", `/v1/admin/subscribers?q=${"x".repeat(300)}`, owner.headers)).status).toBe(422);
    expect(await auditOf(t.db, "subscriber", `subscribers-${toDhakaIso(new Date()).slice(0, 10)}.csv`)).toEqual([]);
    expect((await call(t.app, "GET", "/v1/admin/messages", staff.headers)).status).toBe(200);
    expect((await call(t.app, "GET", "/v1/admin/messages", owner.headers)).status).toBe(200);
  });
});

describe("GET /v1/admin/subscribers", () => {
  it("lists newest first with Dhaka times, filters by status and a literal part of the address, and counts per status under the search", async () => {
    const pending = await subscriber("pending@list.test", "pending", { createdAt: hoursAgo(4) });
    const confirmed = await subscriber("b_x@list.test", "subscribed", { createdAt: hoursAgo(3), confirmedAt: hoursAgo(2) });
    const lookalike = await subscriber("bax@list.test", "subscribed", { createdAt: hoursAgo(2) });
    const left = await subscriber("gone@list.test", "unsubscribed", { createdAt: hoursAgo(1) });
    await subscriber("someone@elsewhere.test", "subscribed");

    const all = await subscribers("?q=list.test");
    expect(all.data.map((s) => s.email)).toEqual([left.email, lookalike.email, confirmed.email, pending.email]);
    expect(all.meta).toEqual({ page: 1, per_page: ADMIN_MESSAGING_PER_PAGE, total: 4, last_page: 1, counts: { pending: 1, subscribed: 2, unsubscribed: 1 } });
    expect(all.data[2]).toEqual({
      id: confirmed.id,
      email: confirmed.email,
      status: "subscribed",
      created_at: toDhakaIso(confirmed.createdAt),
      confirmed_at: toDhakaIso(confirmed.confirmedAt as Date),
      unsubscribed_at: null,
    });
    expect(all.data[2].created_at).toMatch(/\+06:00$/);
    expect(all.data[3]).toMatchObject({ status: "pending", confirmed_at: null, unsubscribed_at: null });
    expect(all.data[0].unsubscribed_at).toMatch(/\+06:00$/);

    const onlyConfirmed = await subscribers("?q=LIST.test&status=subscribed");
    expect(onlyConfirmed.data.map((s) => s.email)).toEqual([lookalike.email, confirmed.email]);
    expect(onlyConfirmed.meta).toMatchObject({ total: 2, counts: all.meta.counts });

    // _ and % are the typed characters, not wildcards.
    expect((await subscribers("?q=b_x")).data.map((s) => s.email)).toEqual([confirmed.email]);
    const percent = await subscribers(`?q=${encodeURIComponent("%")}`);
    expect(percent.data).toEqual([]);
    expect(percent.meta.counts).toEqual({ pending: 0, subscribed: 0, unsubscribed: 0 });

    // No search: every address; an unknown status reads as all.
    const everyone = await subscribers("?status=bogus");
    expect(everyone.meta.total).toBeGreaterThanOrEqual(5);
    expect(everyone.meta.total).toBe(everyone.meta.counts.pending + everyone.meta.counts.subscribed + everyone.meta.counts.unsubscribed);
  });

  it("pages by 50", async () => {
    for (let i = 0; i < ADMIN_MESSAGING_PER_PAGE + 1; i++) await subscriber(`reader${i}@paged.test`, "pending", { createdAt: hoursAgo(100 - i) });
    const first = await subscribers("?q=paged.test");
    expect(first.data).toHaveLength(ADMIN_MESSAGING_PER_PAGE);
    expect(first.data[0].email).toBe(`reader${ADMIN_MESSAGING_PER_PAGE}@paged.test`);
    expect(first.meta).toMatchObject({ page: 1, total: ADMIN_MESSAGING_PER_PAGE + 1, last_page: 2 });
    const second = await subscribers("?q=paged.test&page=2");
    expect(second.data.map((s) => s.email)).toEqual(["reader0@paged.test"]);
  });
});

describe("GET /v1/admin/subscribers/export", () => {
  it("is a CSV of exactly the confirmed addresses, quoted and formula-safe, with a BOM, an attachment name and an audit entry", async () => {
    await t.db.delete(newsletterSubscriptions);
    await subscriber("plain@example.com", "subscribed", { createdAt: new Date("2026-01-04T10:00:00Z"), confirmedAt: new Date("2026-01-05T18:30:00Z") });
    await subscriber('odd,"name"@example.com', "subscribed", { createdAt: new Date("2026-01-06T00:00:00Z") });
    await subscriber('=HYPERLINK("http://evil.test")@example.com', "subscribed", { createdAt: new Date("2026-01-07T00:00:00Z") });
    await subscriber("+8801711@example.com", "subscribed", { createdAt: new Date("2026-01-08T00:00:00Z") });
    await subscriber("waiting@example.com", "pending");
    await subscriber("left@example.com", "unsubscribed");

    const res = await t.app.inject({ method: "GET", url: "/v1/admin/subscribers/export", headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const fileName = `subscribers-${toDhakaIso(new Date()).slice(0, 10)}.csv`;
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    expect(res.body.slice(1).split("\r\n")).toEqual([
      "email,confirmed_at,created_at",
      "plain@example.com,2026-01-06 00:30,2026-01-04 16:00",
      '"odd,""name""@example.com",2026-01-06 06:00,2026-01-06 06:00',
      `"'=HYPERLINK(""http://evil.test"")@example.com",2026-01-07 06:00,2026-01-07 06:00`,
      "'+8801711@example.com,2026-01-08 06:00,2026-01-08 06:00",
      "",
    ]);

    expect(await auditOf(t.db, "subscriber", fileName)).toEqual([
      { actor_id: owner.id, action: "subscriber.export", entity: "subscriber", entity_id: fileName, before: null, after: { rows: 4 } },
    ]);
  });
});

describe("GET /v1/admin/messages", () => {
  it("lists contact messages newest first (the later id first on a tie), 50 a page, comments as sent", async () => {
    const sender = await createSignedInUser(t.db);
    const base = Date.now() - 1000 * HOUR;
    const rows = Array.from({ length: ADMIN_MESSAGING_PER_PAGE + 2 }, (_, i) => ({
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      title: `Question number ${i} about an order`,
      comment: `Line one of message ${i}\nLine two, with "quotes"`,
      ip: "203.0.113.7",
      userId: i === 0 ? sender.user.id : null,
      // The last two share a time: the later id reads first.
      createdAt: new Date(base + Math.min(i, ADMIN_MESSAGING_PER_PAGE) * HOUR),
    }));
    await t.db.insert(contactMessages).values(rows);
    const inserted = await t.db.select({ id: contactMessages.id, name: contactMessages.name }).from(contactMessages);
    const idOf = (name: string) => inserted.find((row) => row.name === name)?.id;

    const first = await call(t.app, "GET", "/v1/admin/messages", staff.headers);
    expect(first.status).toBe(200);
    const page1 = adminContactMessagesResponse.parse(first.body);
    expect(page1.meta).toEqual({ page: 1, per_page: ADMIN_MESSAGING_PER_PAGE, total: ADMIN_MESSAGING_PER_PAGE + 2, last_page: 2 });
    expect(page1.data).toHaveLength(ADMIN_MESSAGING_PER_PAGE);
    expect(page1.data.slice(0, 3).map((m) => m.name)).toEqual([`Sender ${ADMIN_MESSAGING_PER_PAGE + 1}`, `Sender ${ADMIN_MESSAGING_PER_PAGE}`, "Sender 49"]);
    expect(page1.data[0]).toEqual({
      id: idOf(`Sender ${ADMIN_MESSAGING_PER_PAGE + 1}`),
      name: `Sender ${ADMIN_MESSAGING_PER_PAGE + 1}`,
      email: `sender${ADMIN_MESSAGING_PER_PAGE + 1}@example.com`,
      title: `Question number ${ADMIN_MESSAGING_PER_PAGE + 1} about an order`,
      comment: `Line one of message ${ADMIN_MESSAGING_PER_PAGE + 1}\nLine two, with "quotes"`,
      created_at: toDhakaIso(new Date(base + ADMIN_MESSAGING_PER_PAGE * HOUR)),
      replies: [],
    });

    const page2 = adminContactMessagesResponse.parse((await call(t.app, "GET", "/v1/admin/messages?page=2", owner.headers)).body);
    expect(page2.meta).toMatchObject({ page: 2, last_page: 2 });
    expect(page2.data.map((m) => m.name)).toEqual(["Sender 1", "Sender 0"]);
  });
});
