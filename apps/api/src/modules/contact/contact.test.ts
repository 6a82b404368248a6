import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { CLIENT_IP_HEADER, FORWARDER_HEADER } from "@shop/contracts";
import { contactMessages, outbox } from "@shop/db";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createSignedInUser } from "../../test/factories";

const FORWARDER = "forwarder-secret-for-contact-tests";
const t = useTestApp({ FORWARDER_SECRET: FORWARDER, SHOP_EMAIL: "inbox@shop.example" });
let n = 0;
/** Each test writes from its own client address, so the hourly limit of one does not touch another. */
const from = (ip: string, extra: Record<string, string> = {}) => ({ [FORWARDER_HEADER]: FORWARDER, [CLIENT_IP_HEADER]: ip, ...extra });
const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Nusrat Jahan",
  email: `Nusrat${n++}@Example.com`,
  title: "Bulk price for ESP32 boards",
  comment: "Could you quote 40 ESP32 DevKit boards delivered to Chattogram?",
  website: "",
  ...overrides,
});
const send = (headers: Record<string, string>, body: unknown) => call(t.app, "POST", "/v1/contact", headers, body);
const storedFrom = (ip: string) => t.db.select().from(contactMessages).where(eq(contactMessages.ip, ip));

describe("POST /v1/contact", () => {
  it("keeps the message and mails it to the shop with Reply-To the sender, answering 201 'Thank You for your message'", async () => {
    const body = message({ title: "Bulk price\r\nBcc: victim@example.com" });
    const res = await send(from("192.0.2.1"), body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: "Thank You for your message", data: {} });
    const [row] = await storedFrom("192.0.2.1");
    expect(row).toMatchObject({ name: "Nusrat Jahan", email: body.email.toLowerCase(), comment: body.comment, userId: null });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "inbox@shop.example"), eq(outbox.channel, "email")));
    expect(mail.subject).toBe("Contact form: Bulk price Bcc: victim@example.com");
    expect(mail.headers).toEqual({ "Reply-To": body.email.toLowerCase() });
    expect(mail.body).toContain(body.comment);
  });

  it("records the signed-in shopper who wrote", async () => {
    const shopper = await createSignedInUser(t.db);
    expect((await send(from("192.0.2.2", shopper.headers), message())).status).toBe(201);
    expect((await storedFrom("192.0.2.2"))[0].userId).toBe(shopper.user.id);
  });

  it("refuses each field outside its rule in its words and stores nothing", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: "Al" }, "name", "Name must be at least 3 characters"],
      [{ name: "N".repeat(31) }, "name", "Name must be at most 30 characters"],
      [{ name: "   " }, "name", "Name is a required field"],
      // Issue 40: a name is one line (it heads the shop's mail).
      [{ name: "Nusrat\nBcc: x@example.com" }, "name", "Name must be on one line"],
      [{ name: "Nusrat\r\nJahan" }, "name", "Name must be on one line"],
      [{ name: "Nusrat\u2028Jahan" }, "name", "Name must be on one line"],
      [{ email: "nusrat@" }, "email", "Invalid email address"],
      [{ email: "" }, "email", "Email address can not be empty"],
      [{ title: "Too short" }, "title", "Title must be at least 10 characters"],
      [{ title: "T".repeat(251) }, "title", "Title must be at most 250 characters"],
      [{ comment: "Nineteen characters" }, "comment", "Message must be at least 20 characters"],
      [{ comment: "x".repeat(1001) }, "comment", "Message must be at most 1000 characters"],
    ];
    for (const [override, field, words] of cases) {
      const res = await send(from("192.0.2.3"), message(override));
      expect(res.status, words).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ field, message: words });
    }
    expect((await send(from("192.0.2.3"), message({ name: "Nus", title: "T".repeat(250), comment: "x".repeat(1000) }))).status).toBe(201);
    expect(await storedFrom("192.0.2.3")).toHaveLength(1);
  });

  it("accepts a filled honeypot and drops it: nothing stored, nothing mailed", async () => {
    const before = await t.db.select().from(outbox);
    const res = await send(from("192.0.2.4"), message({ website: "http://spam.example" }));
    expect(res.status).toBe(201);
    expect(await storedFrom("192.0.2.4")).toEqual([]);
    expect(await t.db.select().from(outbox)).toHaveLength(before.length);
  });

  it("takes 5 messages an hour from one client address, then 429 with Retry-After and the limit's words; another address still writes", async () => {
    for (let i = 0; i < 5; i++) expect((await send(from("192.0.2.5"), message())).status).toBe(201);
    const limited = await send(from("192.0.2.5"), message());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("You can send at most 5 messages an hour. Please try again later.");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3000);
    expect(await storedFrom("192.0.2.5")).toHaveLength(5);
    // The address is the forwarder's proof, not a header a client sets: without the secret the socket's address counts.
    expect((await send({ [CLIENT_IP_HEADER]: "192.0.2.99" }, message())).status).toBe(201);
    expect(await storedFrom("192.0.2.99")).toEqual([]);
    expect((await send(from("192.0.2.6"), message())).status).toBe(201);
  });
});
