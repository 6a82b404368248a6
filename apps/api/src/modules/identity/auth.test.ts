import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { IDENTITY_MESSAGES, OTP_MAX_ATTEMPTS, OTP_PER_PHONE_PER_HOUR } from "@shop/contracts";
import { authTokens, cartItems, carts, otpCodes, outbox, users } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, guestId, randomPhone } from "../../test/factories";
import { hashToken } from "../../plugins/identity";
import { lastCode, requestCode, signInByPhone } from "./testing";

const t = useTestApp();
const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload, headers });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
/** Moves a phone's codes back in time, as if the shopper had waited. */
const age = (phone: string, seconds: number) =>
  t.db.execute(sql`UPDATE otp_codes SET created_at = created_at - make_interval(secs => ${seconds}) WHERE phone = ${phone}`);

describe("POST /v1/auth/otp", () => {
  it("sends a 6-digit code and stores only hashes", async () => {
    const phone = randomPhone();
    const res = await post("/v1/auth/otp", { phone: `+88${phone}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.message).toBe(IDENTITY_MESSAGES.otpSent);
    expect(body.data).toMatchObject({ resend_in: 60, expires_in: 300 });
    expect(body.data.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const code = await lastCode(t.db, phone);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row.signatureHash).toBe(hashToken(body.data.signature));
    expect(row.codeHash).toBe(hashToken(`${body.data.signature}:${code}`));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(body.data.signature);
  });

  it.each([
    [{}, "Phone number can not be empty"],
    [{ phone: "" }, "Phone number can not be empty"],
    [{ phone: "01212345678" }, "Invalid phone number"],
    [{ phone: 1712345678 }, "Phone number can not be empty"],
  ])("answers 422 on the phone field for %j", async (payload, message) => {
    const res = await post("/v1/auth/otp", payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: "phone", message });
  });

  it("refuses a new code within 60 s with 429 and Retry-After", async () => {
    const phone = randomPhone();
    await requestCode(t.app, phone);
    const res = await post("/v1/auth/otp", { phone: `0088${phone}` });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: IDENTITY_MESSAGES.otpTooSoon, errors: [{ field: "phone", code: "otp_too_soon" }] });
    const retry = Number(res.headers["retry-after"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);

    await age(phone, 61);
    expect((await post("/v1/auth/otp", { phone })).statusCode).toBe(200);
  });

  it("sends one code when several requests for a phone arrive together", async () => {
    const phone = randomPhone();
    const results = await Promise.all(Array.from({ length: 5 }, () => post("/v1/auth/otp", { phone })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).toHaveLength(1);
  });

  it(`allows ${OTP_PER_PHONE_PER_HOUR} codes per phone per hour`, async () => {
    const phone = randomPhone();
    for (let i = 0; i < OTP_PER_PHONE_PER_HOUR; i++) {
      await requestCode(t.app, phone);
      await age(phone, 61);
    }
    const res = await post("/v1/auth/otp", { phone });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: IDENTITY_MESSAGES.otpTooMany, errors: [{ code: "otp_too_many" }] });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(3600 - OTP_PER_PHONE_PER_HOUR * 61 - 5);

    // An hour after the first code, one more is allowed.
    await age(phone, 3600 - OTP_PER_PHONE_PER_HOUR * 61 + 1);
    expect((await post("/v1/auth/otp", { phone })).statusCode).toBe(200);
  });
});

describe("POST /v1/auth/signin", () => {
  it("signs a new shopper in, creating the user once and reusing it next time", async () => {
    const phone = randomPhone();
    const signature = await requestCode(t.app, phone);
    const res = await post("/v1/auth/signin", { phone: `88${phone}`, otp: await lastCode(t.db, phone), signature });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(IDENTITY_MESSAGES.signedIn);
    expect(body.data.user).toEqual({ name: null, email: null, phone });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = new Date(body.data.expires_at).getTime();
    expect(body.data.expires_at).toMatch(/\+06:00$/);
    expect(expires).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const [token] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(body.data.token)));
    expect(token).toBeDefined();
    const profile = await t.app.inject({ method: "GET", url: "/v1/profile", headers: { authorization: `Bearer ${body.data.token}` } });
    expect(profile.json().data.customer.phone).toBe(phone);

    await t.db.update(users).set({ fullName: "Rahim Uddin" }).where(eq(users.phone, phone));
    await t.db.execute(sql`UPDATE otp_codes SET created_at = created_at - interval '61 seconds' WHERE phone = ${phone}`);
    const again = await signInByPhone(t.app, t.db, phone);
    expect(again.user.name).toBe("Rahim Uddin");
    expect(again.token).not.toBe(body.data.token);
    const rows = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, rows[0].id))).toHaveLength(2);
  });

  it("answers 422 for a wrong code and still accepts the right one", async () => {
    const phone = randomPhone();
    const signature = await requestCode(t.app, phone);
    const code = await lastCode(t.db, phone);
    const wrong = await post("/v1/auth/signin", { phone, otp: wrongOf(code), signature });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: IDENTITY_MESSAGES.otpWrong,
      errors: [{ field: "otp", message: IDENTITY_MESSAGES.otpWrong, code: "otp_wrong" }],
    });
    expect((await post("/v1/auth/signin", { phone, otp: code, signature })).statusCode).toBe(200);
  });

  it("refuses a code that was already used", async () => {
    const phone = randomPhone();
    const signature = await requestCode(t.app, phone);
    const code = await lastCode(t.db, phone);
    expect((await post("/v1/auth/signin", { phone, otp: code, signature })).statusCode).toBe(200);
    const reused = await post("/v1/auth/signin", { phone, otp: code, signature });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toMatchObject({ field: "otp", message: IDENTITY_MESSAGES.otpExpired });
  });

  it("refuses an expired code", async () => {
    const phone = randomPhone();
    const signature = await requestCode(t.app, phone);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, phone));
    const res = await post("/v1/auth/signin", { phone, otp: await lastCode(t.db, phone), signature });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: "otp", message: IDENTITY_MESSAGES.otpExpired, code: "otp_expired" });
  });

  it("refuses a signature sent for another phone, and an unknown one", async () => {
    const phone = randomPhone();
    const signature = await requestCode(t.app, phone);
    const code = await lastCode(t.db, phone);
    const other = await post("/v1/auth/signin", { phone: randomPhone(), otp: code, signature });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].message).toBe(IDENTITY_MESSAGES.otpExpired);
    const unknown = await post("/v1/auth/signin", { phone, otp: code, signature: "A".repeat(43) });
    expect(unknown.statusCode).toBe(422);
    // Neither spent a try on the real code.
    expect((await post("/v1/auth/signin", { phone, otp: code, signature })).statusCode).toBe(200);
  });

  it(`kills the code after ${OTP_MAX_ATTEMPTS} tries, even for the right code`, async () => {
    const phone = randomPhone();
    const signature = await requestCode(t.app, phone);
    const code = await lastCode(t.db, phone);
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      expect((await post("/v1/auth/signin", { phone, otp: wrongOf(code), signature })).statusCode).toBe(422);
    }
    const last = await post("/v1/auth/signin", { phone, otp: wrongOf(code), signature });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ message: IDENTITY_MESSAGES.otpTooManyTries, errors: [{ field: "otp", code: "otp_too_many_tries" }] });
    expect(last.headers["retry-after"]).toBeDefined();
    const right = await post("/v1/auth/signin", { phone, otp: code, signature });
    expect(right.statusCode).toBe(429);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);

    // A new code may be asked for once the resend delay has passed.
    await age(phone, 61);
    const fresh = await signInByPhone(t.app, t.db, phone);
    expect(fresh.user.phone).toBe(phone);
  });

  it.each([
    [{ otp: "12345" }, "otp", IDENTITY_MESSAGES.otpEmpty],
    [{ otp: "12a456" }, "otp", IDENTITY_MESSAGES.otpEmpty],
    [{ signature: "short" }, "signature", "Invalid signature"],
    [{ phone: "12345" }, "phone", "Invalid phone number"],
  ])("answers 422 for a malformed body %j", async (patch, field, message) => {
    const res = await post("/v1/auth/signin", { phone: randomPhone(), otp: "123456", signature: "A".repeat(43), ...patch });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it("merges the guest cart into the shopper's, capped at stock, and removes the guest cart", async () => {
    const category = await createCategory(t.db);
    const both = await createProduct(t.db, { categoryId: category.id, stock: 5 });
    const guestOnly = await createProduct(t.db, { categoryId: category.id, stock: 10 });
    const phone = randomPhone();
    const [user] = await t.db.insert(users).values({ phone }).returning();
    const [userCart] = await t.db.insert(carts).values({ userId: user.id }).returning();
    await t.db.insert(cartItems).values({ cartId: userCart.id, productId: both.id, quantity: 3 });
    const guest = guestId();
    const [guestCart] = await t.db.insert(carts).values({ guestId: guest }).returning();
    await t.db.insert(cartItems).values([
      { cartId: guestCart.id, productId: both.id, quantity: 4 },
      { cartId: guestCart.id, productId: guestOnly.id, quantity: 2 },
    ]);

    await signInByPhone(t.app, t.db, phone, { "x-unique-number": guest });

    const items = await t.db.select().from(cartItems).where(eq(cartItems.cartId, userCart.id));
    expect(Object.fromEntries(items.map((i) => [i.productId, i.quantity]))).toEqual({ [both.id]: 5, [guestOnly.id]: 2 });
    expect(await t.db.select().from(carts).where(eq(carts.guestId, guest))).toHaveLength(0);
  });

  it("lets only one of two simultaneous sign-ins use a code", async () => {
    const phone = randomPhone();
    const signature = await requestCode(t.app, phone);
    const payload = { phone, otp: await lastCode(t.db, phone), signature };
    const results = await Promise.all([post("/v1/auth/signin", payload), post("/v1/auth/signin", payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toHaveLength(1);
  });

  it("answers 400 for a malformed guest id and signs nobody in", async () => {
    const phone = randomPhone();
    const signature = await requestCode(t.app, phone);
    const res = await post("/v1/auth/signin", { phone, otp: await lastCode(t.db, phone), signature }, { "x-unique-number": "bad" });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });
});

describe("sessions", () => {
  it("signs out: the token is revoked and the next call is 401; other sessions stay", async () => {
    const phone = randomPhone();
    const first = await signInByPhone(t.app, t.db, phone);
    await t.db.execute(sql`UPDATE otp_codes SET created_at = created_at - interval '61 seconds' WHERE phone = ${phone}`);
    const second = await signInByPhone(t.app, t.db, phone);
    const res = await post("/v1/auth/signout", undefined, first.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: IDENTITY_MESSAGES.signedOut, data: null });
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(first.token)));
    expect(row.revokedAt).not.toBeNull();
    expect((await t.app.inject({ method: "GET", url: "/v1/profile", headers: first.headers })).statusCode).toBe(401);
    expect((await post("/v1/auth/signout", undefined, first.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/v1/profile", headers: second.headers })).statusCode).toBe(200);
  });

  it("answers 401 to sign-out without a token", async () => {
    const res = await post("/v1/auth/signout", undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe("unauthorized");
  });

  it("answers 401 for an expired token", async () => {
    const { headers } = await createSignedInUser(t.db, { expiresAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({ method: "GET", url: "/v1/profile", headers });
    expect(res.statusCode).toBe(401);
  });

  it("sends each code through the outbox, delivered in-process", async () => {
    const phone = randomPhone();
    await requestCode(t.app, phone);
    await t.app.outbox.idle();
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, phone), eq(outbox.channel, "sms")));
    expect(row.status).toBe("sent");
    expect(row.sentAt).not.toBeNull();
  });
});
