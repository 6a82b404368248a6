import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { contactMessages, sql } from "@shop/db";
import { adminContactMessagesResponse, adminContactReplyResponse, CONTACT_MESSAGES, CONTACT_REPLY_MAX } from "@shop/contracts";
import { testEnv, useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createSignedInUser } from "../../test/factories";
import { createProviders } from "../outbox/providers";
import { deliverPending } from "../outbox/service";
import { startSmtpCatcher, type SmtpCatcher } from "../outbox/smtp-catcher";
import { auditOf, signInStaff, type Staff } from "./shop-test-helpers";

// Staff replies to contact messages (issue 46) through the real HTTP stack and database;
// the mail goes through the outbox to a local SMTP server, as in production.
const SHOP = { SHOP_NAME: "RoboDoc", SHOP_EMAIL: "hello@robodoc.test" };
const t = useTestApp(SHOP);
let catcher: SmtpCatcher;
let staff: Staff;
beforeAll(async () => {
  catcher = await startSmtpCatcher({ port: 0 });
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
});
afterAll(() => catcher?.close());

let n = 0;
async function message(overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  n += 1;
  const [row] = await t.db
    .insert(contactMessages)
    .values({
      name: "Nusrat Jahan",
      email: `nusrat${n}@example.com`,
      title: "Bulk price for ESP32 boards",
      comment: "Could you quote 40 ESP32 boards?\nDelivered to Chattogram, <b>soon</b>.",
      ip: "203.0.113.9",
      createdAt: new Date("2026-11-30T08:05:00Z"),
      ...overrides,
    })
    .returning();
  return row;
}
const reply = (id: number | string, body: unknown, headers: Record<string, string> = staff.headers) =>
  call(t.app, "POST", `/v1/admin/messages/${id}/replies`, headers, body);
const mailsTo = async (email: string) =>
  (
    await t.db.execute<{ subject: string; body: string; headers: Record<string, string> | null }>(
      sql`select subject, body, headers from outbox where "to" = ${email} and channel = 'email' order by id`,
    )
  ).rows;
const repliesOf = async (id: number) => (await t.db.execute(sql`select 1 from contact_replies where message_id = ${id}`)).rows.length;

describe("POST /v1/admin/messages/{id}/replies", () => {
  it("mails the reply from the shop's address to the sender with their message quoted, and keeps it under the message with the staff name", async () => {
    const msg = await message();
    const text = "Dear Nusrat,\n40 boards are ৳52,000 with delivery. <script>x</script> stays text.";
    const res = await reply(msg.id, { body: `  ${text}  ` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const answered = adminContactReplyResponse.parse(res.body);
    expect(answered.message).toBe(CONTACT_MESSAGES.replySent);
    expect(answered.data.replies).toEqual([{ id: expect.any(Number), body: text, staff_name: "Karim Staff", created_at: expect.stringMatching(/\+06:00$/) }]);

    const [mail] = await mailsTo(msg.email);
    expect(mail.subject).toBe("Re: Bulk price for ESP32 boards");
    expect(mail.headers).toEqual({ "Reply-To": "hello@robodoc.test" });
    expect(mail.body).toBe(
      [
        "Hello Nusrat Jahan,",
        "",
        text,
        "",
        "Karim Staff\nRoboDoc",
        "",
        "On 2026-11-30 at 14:05 you wrote:",
        "> Title: Bulk price for ESP32 boards",
        "> Could you quote 40 ESP32 boards?",
        "> Delivered to Chattogram, <b>soon</b>.",
      ].join("\n"),
    );

    // Delivered by the outbox over SMTP: From the shop, plain text (nothing typed is markup).
    const providers = createProviders(testEnv({ MAIL_PROVIDER: "smtp", SMTP_URL: `smtp://127.0.0.1:${catcher.port}`, ...SHOP }), pino({ level: "silent" }));
    await deliverPending(t.db, providers);
    const caught = catcher.messages.find((m) => m.envelope.to.includes(msg.email));
    expect(caught?.envelope).toEqual({ from: "hello@robodoc.test", to: [msg.email] });
    expect(caught?.headers).toMatchObject({
      from: "RoboDoc <hello@robodoc.test>",
      to: msg.email,
      subject: "Re: Bulk price for ESP32 boards",
      "reply-to": "hello@robodoc.test",
    });
    expect(caught?.headers["content-type"]).toMatch(/^text\/plain/);
    expect(caught?.body).toContain("<script>x</script> stays text.");

    // A second reply; the list shows both under the message, oldest first.
    expect((await reply(msg.id, { body: "Sent today by Steadfast." })).status).toBe(201);
    const list = adminContactMessagesResponse.parse((await call(t.app, "GET", "/v1/admin/messages", staff.headers)).body);
    const listed = list.data.find((m) => m.id === msg.id);
    expect(listed?.replies.map((r) => [r.body, r.staff_name])).toEqual([
      [text, "Karim Staff"],
      ["Sent today by Steadfast.", "Karim Staff"],
    ]);
    expect(await mailsTo(msg.email)).toHaveLength(2);
    const audit = await auditOf(t.db, "contact_message", msg.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ["contact.reply", staff.id],
      ["contact.reply", staff.id],
    ]);
  });

  it("keeps the subject one line whatever the title holds", async () => {
    const msg = await message({ title: "Bulk price\r\nBcc: victim@example.com" });
    expect((await reply(msg.id, { body: "Thanks." })).status).toBe(201);
    expect((await mailsTo(msg.email))[0].subject).toBe("Re: Bulk price Bcc: victim@example.com");
  });

  it("keeps and mails a double-pressed reply once; different words are a second reply", async () => {
    const msg = await message();
    const [a, b] = await Promise.all([reply(msg.id, { body: "40 boards: ৳52,000." }), reply(msg.id, { body: "40 boards: ৳52,000." })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(adminContactReplyResponse.parse(b.body).data.replies).toHaveLength(1);
    expect([await repliesOf(msg.id), (await mailsTo(msg.email)).length]).toEqual([1, 1]);
    expect((await reply(msg.id, { body: "And 10 more by Friday." })).status).toBe(201);
    expect([await repliesOf(msg.id), (await mailsTo(msg.email)).length]).toEqual([2, 2]);
  });

  it("refuses an empty or too long reply in its words, and an unknown message, sending and keeping nothing", async () => {
    const msg = await message();
    for (const [body, words] of [
      [{ body: "" }, CONTACT_MESSAGES.replyRequired],
      [{ body: "  \n " }, CONTACT_MESSAGES.replyRequired],
      [{}, CONTACT_MESSAGES.replyRequired],
      [{ body: "x".repeat(CONTACT_REPLY_MAX + 1) }, CONTACT_MESSAGES.replyMax],
    ] as const) {
      const res = await reply(msg.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: "body", message: words })]);
    }
    const missing = await reply(2_000_000, { body: "Hello" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(CONTACT_MESSAGES.messageNotFound);
    expect((await reply("abc", { body: "Hello" })).status).toBe(404);
    expect(await repliesOf(msg.id)).toBe(0);
    expect(await mailsTo(msg.email)).toEqual([]);
    expect((await reply(msg.id, { body: "x".repeat(CONTACT_REPLY_MAX) })).status).toBe(201);
  });

  it("is staff only: 403 for a shopper, 401 without a session", async () => {
    const msg = await message();
    const shopper = await createSignedInUser(t.db);
    expect((await reply(msg.id, { body: "Hello" }, shopper.headers)).status).toBe(403);
    expect((await reply(msg.id, { body: "Hello" }, {})).status).toBe(401);
    expect((await call(t.app, "GET", "/v1/admin/messages", shopper.headers)).status).toBe(403);
    expect(await repliesOf(msg.id)).toBe(0);
    expect(await mailsTo(msg.email)).toEqual([]);
  });
});
