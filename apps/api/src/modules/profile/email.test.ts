import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { EMAIL_LINKS_PER_ADDRESS_PER_HOUR, IDENTITY_MESSAGES, MESSAGES } from "@shop/contracts";
import { emailVerifications, users } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createSignedInUser } from "../../test/factories";
import { lastMessage } from "../identity/testing";

const t = useTestApp({ PUBLIC_WEB_URL: "https://shop.example.com/" });
const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: "POST", url, headers, payload });
let counter = 0;
const newEmail = () => `shopper.${++counter}.${Date.now()}@example.com`;

/** The token in the link mailed to `email`. */
async function linkToken(email: string): Promise<string> {
  const mail = await lastMessage(t.db, email);
  const link = /https:\/\/shop\.example\.com\/my-account\?\S+/.exec(mail.body)?.[0];
  if (!link) throw new Error("no link in the mail");
  const url = new URL(link);
  expect(url.searchParams.get("email")).toBe(email);
  return url.searchParams.get("email_token") as string;
}

describe("email change", () => {
  it("mails a link and confirms the new address with it", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const email = newEmail();
    const res = await post("/v1/email-verification", headers, { email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: IDENTITY_MESSAGES.emailLinkSent, data: { email } });
    const mail = await lastMessage(t.db, email);
    expect(mail).toMatchObject({ channel: "email", subject: "Verify your email address" });
    const token = await linkToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.email, email));
    expect(stored.tokenHash).not.toBe(token);

    const update = await post("/v1/email-update", headers, { email, token });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ message: MESSAGES.emailVerified, data: { customer: { email, email_verified: true } } });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.email).toBe(email);
    expect(row.emailVerifiedAt).not.toBeNull();

    const reused = await post("/v1/email-update", headers, { email, token });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toMatchObject({ field: "token", message: IDENTITY_MESSAGES.emailLinkInvalid });
  });

  it("does not tell who holds an address: a taken one gets its link like any other, and is refused only on confirming", async () => {
    const taken = newEmail();
    const { headers } = await createSignedInUser(t.db);
    await createSignedInUser(t.db, { email: taken });
    const free = await post("/v1/email-verification", headers, { email: newEmail() });
    const res = await post("/v1/email-verification", headers, { email: taken });
    expect(res.statusCode).toBe(free.statusCode);
    expect(res.json().message).toBe(free.json().message);
    const confirm = await post("/v1/email-update", headers, { email: taken, token: await linkToken(taken) });
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json().errors[0]).toMatchObject({ field: "email", message: IDENTITY_MESSAGES.emailTaken });
  });

  it("limits the links one address gets an hour, whoever asks", async () => {
    const target = newEmail();
    for (let i = 0; i < EMAIL_LINKS_PER_ADDRESS_PER_HOUR; i++) {
      const { headers } = await createSignedInUser(t.db);
      expect((await post("/v1/email-verification", headers, { email: target })).statusCode).toBe(200);
    }
    const { headers } = await createSignedInUser(t.db);
    const refused = await post("/v1/email-verification", headers, { email: target.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toMatchObject({ field: "email", message: IDENTITY_MESSAGES.emailTooMany });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const [{ count }] = (await t.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM email_verifications WHERE email = ${target}`)).rows;
    expect(count).toBe(EMAIL_LINKS_PER_ADDRESS_PER_HOUR);
  });

  it("answers 422 on the email field for the same and a malformed address", async () => {
    const email = newEmail();
    const { headers } = await createSignedInUser(t.db, { email });
    const cases: [object, string][] = [
      [{ email }, IDENTITY_MESSAGES.emailSame],
      [{ email: email.toUpperCase() }, IDENTITY_MESSAGES.emailSame],
      [{ email: "" }, "Email address can not be empty"],
      [{}, "Email address can not be empty"],
      [{ email: "not-an-email" }, "Invalid email address"],
      [{ email: `a@${".".repeat(200_000)} ` }, "Invalid email address"],
    ];
    for (const [payload, message] of cases) {
      const res = await post("/v1/email-verification", headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: "email", message });
    }
    expect((await post("/v1/email-verification", {}, { email: newEmail() })).statusCode).toBe(401);
  });

  it("refuses a bad, expired, other shopper's or other address's token", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    const email = newEmail();
    await post("/v1/email-verification", a.headers, { email });
    const token = await linkToken(email);
    const invalid = async (headers: Record<string, string>, payload: object) => {
      const res = await post("/v1/email-update", headers, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].message).toBe(IDENTITY_MESSAGES.emailLinkInvalid);
    };
    await invalid(a.headers, { email, token: "A".repeat(43) });
    await invalid(a.headers, { email, token: "bad" });
    await invalid(a.headers, { email: newEmail(), token });
    await invalid(b.headers, { email, token });
    const [rowB] = await t.db.select().from(users).where(eq(users.id, b.user.id));
    expect(rowB.email).toBeNull();

    await t.db.execute(sql`UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE email = ${email}`);
    await invalid(a.headers, { email, token });
  });

  it("answers 422 emailTaken when another shopper verified the address first", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    const email = newEmail();
    await post("/v1/email-verification", a.headers, { email });
    const tokenA = await linkToken(email);
    await post("/v1/email-verification", b.headers, { email });
    const tokenB = await linkToken(email);
    expect((await post("/v1/email-update", b.headers, { email, token: tokenB })).statusCode).toBe(200);
    const res = await post("/v1/email-update", a.headers, { email, token: tokenA });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: "email", message: IDENTITY_MESSAGES.emailTaken });
    // The refused confirm left A's link unused (nothing half-written).
    const [row] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row.email).toBeNull();
  });
});
