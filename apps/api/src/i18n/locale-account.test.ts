import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { customerResponse } from "@shop/contracts";
import { outbox, sql, users } from "@shop/db";
import { useTestApp } from "../test/app";
import { call, seedDistricts } from "../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, randomPhone } from "../test/factories";
import { lastCode } from "../modules/identity/testing";
import { placeOrderCall, shopperReadyToOrder } from "../modules/orders/test-helpers";
import { smsSegments } from "../modules/outbox/sms/segments";
import { SMS_TEXTS, smsTextsFor } from "../modules/outbox/sms-texts";

const t = useTestApp();
const bn = { "accept-language": "bn-BD" };
let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
});

const smsTo = async (phone: string) =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, phone), eq(outbox.channel, "sms")))
      .orderBy(desc(outbox.id))
  )[0]?.body ?? "";
const localeOf = async (phone: string) => (await t.db.select({ locale: users.locale }).from(users).where(eq(users.phone, phone)))[0]?.locale;

async function signUp(phone: string, headers: Record<string, string>) {
  const otp = await t.app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone }, headers });
  expect(otp.statusCode).toBe(200);
  const signin = await t.app.inject({
    method: "POST",
    url: "/v1/auth/signin",
    payload: { phone, otp: await lastCode(t.db, phone), signature: otp.json().data.signature },
    headers,
  });
  expect(signin.statusCode).toBe(200);
  return { otp, signin, headers: { authorization: `Bearer ${signin.json().data.token as string}` } };
}

describe("the shopper's language on the account", () => {
  it("sends the sign-in code in Bangla, in one SMS, and keeps Bangla on an account made from a Bangla page", async () => {
    const phone = randomPhone();
    const { otp, signin, headers } = await signUp(phone, bn);
    expect(otp.json().message).toBe("আপনার ফোনে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে");
    expect(signin.json().message).toBe("সাইন ইন সফল হয়েছে");
    const sms = await smsTo(phone);
    expect(sms).toMatch(/^সাইন-ইন কোড \d{6}। ৫ মিনিট বৈধ। কাউকে বলবেন না।$/);
    expect(smsSegments(sms)).toMatchObject({ encoding: "ucs2", segments: 1 });
    expect(await localeOf(phone)).toBe("bn");
    const profile = customerResponse.parse((await call(t.app, "GET", "/v1/profile", headers)).body);
    expect(profile.data.customer.locale).toBe("bn");
  });

  it("keeps English for an English or unnamed language, and a later sign-in does not change the account's language", async () => {
    const phone = randomPhone();
    await signUp(phone, { "accept-language": "fr-FR" });
    expect(await smsTo(phone)).toMatch(/^Your sign-in code is \d{6}\./);
    expect(await localeOf(phone)).toBe("en");
    // As if the shopper had waited out the resend time.
    await t.db.execute(sql`update otp_codes set created_at = created_at - interval '2 minutes' where phone = ${phone}`);
    await signUp(phone, bn);
    expect(await localeOf(phone)).toBe("en");
  });

  it("sets the language from the switch and the profile form, and refuses any other", async () => {
    const shopper = await createSignedInUser(t.db);
    const set = await call(t.app, "PUT", "/v1/profile/locale", shopper.headers, { locale: "bn" });
    expect(set.status).toBe(200);
    expect(set.body.data.customer.locale).toBe("bn");
    const bad = await t.app.inject({ method: "PUT", url: "/v1/profile/locale", headers: { ...shopper.headers, ...bn }, payload: { locale: "fr" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: "locale", message: "ভাষা en বা bn হতে হবে" });
    const badEn = await call(t.app, "PUT", "/v1/profile/locale", shopper.headers, { locale: "fr" });
    expect(badEn.body.errors[0].message).toBe("Language must be en or bn");
    // The profile form without a language leaves it; with one, sets it.
    const kept = await call(t.app, "POST", "/v1/profile", shopper.headers, { full_name: "Rahim Uddin" });
    expect(kept.body.data.customer.locale).toBe("bn");
    const back = await call(t.app, "POST", "/v1/profile", shopper.headers, { full_name: "Rahim Uddin", locale: "en" });
    expect(back.body.data.customer.locale).toBe("en");
  });

  it("sends the order SMS in the account's language, whatever language the order was placed from", async () => {
    const product = await createProduct(t.db, { categoryId, price: 123456, stock: 5, name: "Arduino Mega 2560" });
    const bangla = await shopperReadyToOrder(t.app, t.db, [{ slug: product.slug }]);
    await t.db.update(users).set({ locale: "bn" }).where(eq(users.id, bangla.user.id));
    const placed = await placeOrderCall(t.app, bangla.headers);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const number = placed.body.data.order.order_number as string;
    const sms = await smsTo(bangla.user.phone);
    expect(sms).toContain(`অর্ডার ${number} নেওয়া হয়েছে।`);
    expect(sms).toContain("ক্যাশ অন ডেলিভারি");
    expect(sms).toMatch(/মোট ৳[০-৯,]+/);
    // Bangla costs more parts than the English one SMS; the count is in decision 050.
    expect(smsSegments(sms).segments).toBeLessThanOrEqual(2);

    const english = await shopperReadyToOrder(t.app, t.db, [{ slug: product.slug }]);
    const placedEn = await placeOrderCall(t.app, { ...english.headers, ...bn });
    expect(placedEn.status).toBe(201);
    expect(placedEn.body.message).toBe("অর্ডার সম্পন্ন হয়েছে");
    expect(await smsTo(english.user.phone)).toMatch(/^.*: order \d+ is placed\. Total Tk /);

    const cancelled = await call(t.app, "POST", `/v1/orders/cancel/${placed.body.data.order.order_key as string}`, bangla.headers, {
      reason: "change_of_mind",
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await smsTo(bangla.user.phone)).toBe(`${t.env.SHOP_NAME}: অর্ডার ${number} বাতিল হয়েছে।`);
    // The order page's timeline in the caller's language: the shop's notes in Bangla.
    const key = placed.body.data.order.order_key as string;
    const page = await t.app.inject({ method: "GET", url: `/v1/orders/${key}`, headers: { ...bangla.headers, ...bn } });
    const notes = (page.json().data.order.timeline as { note: string | null }[]).map((step) => step.note);
    expect(notes).toContain("অর্ডার দেওয়া হয়েছে");
    expect(notes).toContain("আপনি বাতিল করেছেন: মত বদলেছে");
    const pageEn = await call(t.app, "GET", `/v1/orders/${key}`, bangla.headers);
    expect(pageEn.body.data.order.timeline.map((step: { note: string | null }) => step.note)).toContain("Cancelled by you: Change of mind");
  });
});

describe("mails to the account", () => {
  it("sends the address check in the account's language", async () => {
    const shopper = await createSignedInUser(t.db);
    await t.db.update(users).set({ locale: "bn" }).where(eq(users.id, shopper.user.id));
    const email = `bn-${shopper.user.phone}@example.com`;
    const res = await call(t.app, "POST", "/v1/email-verification", shopper.headers, { email });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.channel, "email")));
    expect(mail.subject).toBe("আপনার ইমেইল ঠিকানা যাচাই করুন");
    expect(mail.body).toContain("২৪ ঘণ্টা");
    const english = await createSignedInUser(t.db);
    const englishEmail = `en-${english.user.phone}@example.com`;
    await call(t.app, "POST", "/v1/email-verification", english.headers, { email: englishEmail });
    const [englishMail] = await t.db.select().from(outbox).where(eq(outbox.to, englishEmail));
    expect(englishMail.subject).toBe("Verify your email address");
  });
});

describe("Bangla SMS texts", () => {
  it("has every English SMS, and keeps both codes to one UCS-2 SMS (70 places)", () => {
    const texts = smsTextsFor("bn");
    expect(Object.keys(texts).sort()).toEqual(Object.keys(SMS_TEXTS).sort());
    for (const code of [texts.signInCode("123456", 5), texts.phoneCode("123456", 5)]) {
      expect(smsSegments(code), code).toMatchObject({ encoding: "ucs2", segments: 1 });
      expect(code.length).toBeLessThanOrEqual(70);
    }
    expect(smsTextsFor("en")).toBe(SMS_TEXTS);
    expect(smsTextsFor(null)).toBe(SMS_TEXTS);
  });
});
