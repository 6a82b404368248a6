import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { newsletterSubscriptions, outbox } from "@shop/db";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createLinkSigner } from "./links";

const SECRET = "newsletter-test-secret-0123456789abcdef";
const t = useTestApp({ NEWSLETTER_SECRET: SECRET, PUBLIC_WEB_URL: "https://shop.example" });
const links = createLinkSigner(SECRET);
let n = 0;
const freshEmail = () => `reader${Date.now()}${n++}@example.com`;

const signup = (email: string) => call(t.app, "POST", "/v1/subscriptions", {}, { email, gRecaptchaToken: "" });
const confirm = (token: string) => call(t.app, "POST", "/v1/subscriptions/confirm", {}, { token });
const leave = (token: string) => call(t.app, "POST", "/v1/subscriptions/unsubscribe", {}, { token });
/**
 * The same text with its signature's third-from-last character changed. Not the last two
 * replaced with "AA": base64url's last character of a 32-byte MAC carries two padding bits
 * the decoder ignores, so that left the MAC unchanged about once in 1,024 runs (CI saw it).
 */
function forge(signed: string): string {
  const at = signed.length - 3;
  return `${signed.slice(0, at)}${signed[at] === "A" ? "B" : "A"}${signed.slice(at + 1)}`;
}

async function mailsTo(email: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.channel, "email")))
    .orderBy(outbox.id);
}
async function row(email: string) {
  const [found] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return found;
}
/** The token of the first link to `page` in a mail body. */
function tokenIn(body: string, page: "confirm" | "unsubscribe"): string {
  const match = body.match(new RegExp(`https://shop\\.example/newsletter/${page}\\?token=([\\w.-]+)`));
  if (!match) throw new Error(`no ${page} link in: ${body}`);
  return match[1];
}

describe("POST /v1/subscriptions (double opt-in)", () => {
  it("answers 201 created for a new address, keeps it pending and mails a signed confirmation link with the unsubscribe link and List-Unsubscribe", async () => {
    const email = freshEmail();
    const res = await signup(`  ${email.toUpperCase()} `);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: "created", message: "Thank you for your subscription!" });
    expect(await row(email)).toMatchObject({ status: "pending", confirmedAt: null });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toMatch(/^Confirm your subscription/);
    const confirmToken = tokenIn(mail.body, "confirm");
    const unsubscribeToken = tokenIn(mail.body, "unsubscribe");
    expect(links.check("confirm", confirmToken)).toEqual({ ok: true, email, expired: false });
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<https://shop.example/api/v1/subscriptions/one-click?token=${unsubscribeToken}>, <mailto:${t.env.SHOP_EMAIL}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("does not mail a pending address again within 10 minutes, then does; a confirmed one hears it is already subscribed", async () => {
    const email = freshEmail();
    await signup(email);
    const again = await signup(email);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: "confirmation_pending", message: "Please confirm your subscription from the link we sent to your email." });
    expect(await mailsTo(email)).toHaveLength(1);
    await t.db
      .update(newsletterSubscriptions)
      .set({ confirmSentAt: sql`now() - interval '11 minutes'` })
      .where(eq(newsletterSubscriptions.email, email));
    expect((await signup(email)).body.status).toBe("confirmation_pending");
    expect(await mailsTo(email)).toHaveLength(2);

    expect((await confirm(links.sign("confirm", email))).status).toBe(200);
    const subscribed = await signup(email);
    expect(subscribed.status).toBe(200);
    expect(subscribed.body).toEqual({ status: "email_already_subscribed", message: "You are already subscribed." });
  });

  it("refuses an empty or malformed address in the spec's words and stores nothing", async () => {
    const empty = await signup("   ");
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0]).toMatchObject({ field: "email", message: "Email is a required field" });
    const bad = await signup("not-an-address");
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: "email", message: "Invalid email address" });
    const { rows } = await t.db.execute<{ count: number }>(
      sql`select count(*)::int as count from newsletter_subscriptions where email in ('', 'not-an-address')`,
    );
    expect(rows[0].count).toBe(0);
  });

  it("makes one row and one mail when the same address signs up twice at once", async () => {
    const email = freshEmail();
    const answers = await Promise.all([signup(email), signup(email), signup(email)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe("POST /v1/subscriptions/confirm", () => {
  it("confirms once ('Thank you for your subscription!'), then answers 'You are already subscribed.'; the welcome mail carries the unsubscribe link", async () => {
    const email = freshEmail();
    await signup(email);
    const token = tokenIn((await mailsTo(email))[0].body, "confirm");
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: "subscribed", message: "Thank you for your subscription!" });
    const confirmed = await row(email);
    expect(confirmed.status).toBe("subscribed");
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    const second = await confirm(token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ status: "email_already_subscribed", message: "You are already subscribed." });
    const welcome = (await mailsTo(email))[1];
    expect(welcome.subject).toMatch(/^Welcome/);
    expect(welcome.headers?.["List-Unsubscribe"]).toContain(`/api/v1/subscriptions/one-click?token=${tokenIn(welcome.body, "unsubscribe")}>`);
  });

  it("answers url_expired for a link older than 7 days and changes nothing", async () => {
    const email = freshEmail();
    await signup(email);
    const old = links.sign("confirm", email, new Date(Date.now() - 8 * 24 * 3600_000));
    const res = await confirm(old);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ status: "url_expired", message: "URL has been expired." });
    expect((await row(email)).status).toBe("pending");
  });

  it("answers false_signature for a tampered link and unable_to_process for a broken or wrong-page one, changing nothing", async () => {
    const email = freshEmail();
    await signup(email);
    const token = links.sign("confirm", email);
    const [purpose, expiry, , signature] = token.split(".");
    const otherAddress = [purpose, expiry, Buffer.from(freshEmail()).toString("base64url"), signature].join(".");
    const longer = [purpose, String(Number(expiry) + 86_400 * 365), token.split(".")[2], signature].join(".");
    for (const tampered of [otherAddress, longer, forge(token)]) {
      const res = await confirm(tampered);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: "false_signature", message: "Unable to process." });
    }
    for (const broken of ["", "abc", "c.1.2", links.sign("unsubscribe", email)]) {
      const res = await confirm(broken);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: "unable_to_process", message: "Unable to process." });
    }
    expect((await row(email)).status).toBe("pending");
  });

  it("answers email_not_found for a signed link to an address that never signed up", async () => {
    const res = await confirm(links.sign("confirm", freshEmail()));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: "email_not_found", message: "Email not found." });
  });
});

describe("POST /v1/subscriptions/unsubscribe", () => {
  it("unsubscribes ('Successfully unsubscribed.'), then 'You are already unsubscribed.'; an old confirm link then says so; signing up again starts a new opt-in", async () => {
    const email = freshEmail();
    await signup(email);
    await confirm(links.sign("confirm", email));
    const token = tokenIn((await mailsTo(email))[1].body, "unsubscribe");
    const first = await leave(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: "unsubscribed", message: "Successfully unsubscribed." });
    expect(await row(email)).toMatchObject({ status: "unsubscribed" });
    const second = await leave(token);
    expect(second.body).toEqual({ status: "already_unsubscribed", message: "You are already unsubscribed." });
    const confirmAfter = await confirm(links.sign("confirm", email));
    expect(confirmAfter.body).toEqual({ status: "email_already_unsubscribed", message: "You are already unsubscribed." });
    const back = await signup(email);
    expect(back.status).toBe(201);
    expect(await row(email)).toMatchObject({ status: "pending", confirmedAt: null });
  });

  it("answers invalid_signature for a tampered link and unable_to_process for a broken one; an old but genuine link still works", async () => {
    const email = freshEmail();
    await signup(email);
    const token = links.sign("unsubscribe", email);
    const bad = await leave(forge(token));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: "invalid_signature", message: "Unable to process." });
    const broken = await leave("not.a.token");
    expect(broken.body).toMatchObject({ status: "unable_to_process", message: "Unable to process." });
    expect((await row(email)).status).toBe("pending");
    const old = await leave(links.sign("unsubscribe", email, new Date(Date.now() - 30 * 24 * 3600_000)));
    expect(old.body).toEqual({ status: "unsubscribed", message: "Successfully unsubscribed." });
    const unknown = await leave(links.sign("unsubscribe", freshEmail()));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: "email_not_found", message: "Email not found." });
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("unsubscribes on the mail client's form POST to the List-Unsubscribe address, and sends a browser that opens it to the page", async () => {
    const email = freshEmail();
    await signup(email);
    const header = (await mailsTo(email))[0].headers?.["List-Unsubscribe"] ?? "";
    const path = header.match(/<https:\/\/shop\.example\/api(\/v1\/subscriptions\/one-click\?token=[\w.-]+)>/)?.[1];
    expect(path).toBeDefined();
    const opened = await t.app.inject({ method: "GET", url: path! });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`https://shop.example/newsletter/unsubscribe?token=${path!.split("token=")[1]}`);
    expect((await row(email)).status).toBe("pending");
    const posted = await t.app.inject({
      method: "POST",
      url: path!,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ status: "unsubscribed", message: "Successfully unsubscribed." });
    expect((await row(email)).status).toBe("unsubscribed");
    const forged = await t.app.inject({
      method: "POST",
      url: forge(path!),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe("the newsletter mails in the language the address subscribed in (issue 50)", () => {
  const signupIn = (email: string, language: string) =>
    call(t.app, "POST", "/v1/subscriptions", { "accept-language": language }, { email, gRecaptchaToken: "" });
  const bnToken = (body: string, page: "confirm" | "unsubscribe") => {
    const match = body.match(new RegExp(`https://shop\\.example/bn/newsletter/${page}\\?token=([\\w.-]+)`));
    if (!match) throw new Error(`no Bangla ${page} link in: ${body}`);
    return match[1];
  };

  it("mails a Bangla subscriber the confirmation, footer and welcome in Bangla with the /bn pages; the one-click page too", async () => {
    const email = freshEmail();
    const res = await signupIn(email, "bn-BD,bn;q=0.9,en;q=0.5");
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("সাবস্ক্রাইব করার জন্য ধন্যবাদ!");
    expect(await row(email)).toMatchObject({ status: "pending", locale: "bn" });

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`${t.env.SHOP_NAME} নিউজলেটারের সাবস্ক্রিপশন নিশ্চিত করুন`);
    expect(mail.body).toContain("লিংকটির মেয়াদ ৭ দিন।");
    expect(mail.body).toContain("এই মেইলগুলো আর চান না? আনসাবস্ক্রাইব করুন: https://shop.example/bn/newsletter/unsubscribe?token=");
    expect(mail.body).not.toMatch(/Confirm|Unsubscribe:|https:\/\/shop\.example\/newsletter\//);
    const confirmToken = bnToken(mail.body, "confirm");
    expect(links.check("confirm", confirmToken)).toEqual({ ok: true, email, expired: false });
    expect(links.check("unsubscribe", bnToken(mail.body, "unsubscribe"))).toMatchObject({ ok: true, email });

    // The confirm page posts the token with the page's language or none: the welcome follows the row.
    expect((await confirm(confirmToken)).body.status).toBe("subscribed");
    const welcome = (await mailsTo(email))[1];
    expect(welcome.subject).toBe(`${t.env.SHOP_NAME} নিউজলেটারে স্বাগতম`);
    expect(welcome.body).toContain("শপ ঘুরে দেখুন: https://shop.example/bn\n");
    expect(welcome.body).toContain("https://shop.example/bn/newsletter/unsubscribe?token=");

    const oneClick = welcome.headers?.["List-Unsubscribe"]?.match(/<https:\/\/shop\.example\/api(\/v1\/subscriptions\/one-click\?token=[\w.-]+)>/)?.[1];
    const opened = await t.app.inject({ method: "GET", url: oneClick! });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`https://shop.example/bn/newsletter/unsubscribe?token=${oneClick!.split("token=")[1]}`);
  });

  it("keeps English for an English visitor (and for no header), and asking again in the other language moves a pending address to it, not a confirmed one", async () => {
    const email = freshEmail();
    expect((await signupIn(email, "en-US,en;q=0.9")).status).toBe(201);
    expect(await row(email)).toMatchObject({ locale: "en" });
    const [english] = await mailsTo(email);
    expect(english.subject).toBe(`Confirm your subscription to the ${t.env.SHOP_NAME} newsletter`);
    expect(english.body).toContain("The link expires in 7 days.");
    expect(english.body).toMatch(/No longer want these mails\? Unsubscribe: https:\/\/shop\.example\/newsletter\/unsubscribe\?token=/);
    expect(english.body).not.toMatch(/[\u0980-\u09FF]|\/bn\//);

    // Ten minutes later the visitor asks again on the Bangla page: the new link is Bangla.
    await t.db
      .update(newsletterSubscriptions)
      .set({ confirmSentAt: sql`now() - interval '11 minutes'` })
      .where(eq(newsletterSubscriptions.email, email));
    expect((await signupIn(email, "bn")).body.status).toBe("confirmation_pending");
    expect(await row(email)).toMatchObject({ locale: "bn" });
    const second = (await mailsTo(email))[1];
    expect(second.subject).toMatch(/নিউজলেটারের সাবস্ক্রিপশন নিশ্চিত করুন$/);
    expect((await confirm(bnToken(second.body, "confirm"))).body.status).toBe("subscribed");
    expect((await mailsTo(email))[2].subject).toMatch(/নিউজলেটারে স্বাগতম$/);

    // Someone typing the subscribed address in English (no header) changes nothing: its language is the subscriber's.
    expect((await signup(email)).body.status).toBe("email_already_subscribed");
    expect(await row(email)).toMatchObject({ locale: "bn" });
  });
});
