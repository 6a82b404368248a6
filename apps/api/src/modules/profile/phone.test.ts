import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { IDENTITY_MESSAGES, MESSAGES, OTP_MAX_ATTEMPTS } from "@shop/contracts";
import { otpCodes, users } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createSignedInUser, randomPhone } from "../../test/factories";
import { lastCode, requestCode } from "../identity/testing";

const t = useTestApp();
const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: "POST", url, headers, payload });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function askForCode(headers: Record<string, string>, phone: string) {
  const res = await post("/v1/phone-verification", headers, { phone });
  expect(res.statusCode).toBe(200);
  return { signature: res.json().data.signature as string, otp: await lastCode(t.db, phone) };
}

describe("phone change", () => {
  it("sends a code to the new phone and moves the account to it", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const phone = randomPhone();
    const res = await post("/v1/phone-verification", headers, { phone: `+88${phone}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.phoneVerified, data: { resend_in: 60, expires_in: 300 } });
    const [code] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(code).toMatchObject({ purpose: "phone_change", userId: user.id });

    const update = await post("/v1/phone-update", headers, { phone, otp: await lastCode(t.db, phone), signature: res.json().data.signature });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ message: MESSAGES.phoneUpdated, data: { phone_number: phone, customer: { phone } } });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.phone).toBe(phone);
    expect((await t.app.inject({ method: "GET", url: "/v1/profile", headers })).json().data.customer.phone).toBe(phone);
  });

  it("does not tell who holds a number: a taken phone gets its code like any other, and is refused only on confirming", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const free = await post("/v1/phone-verification", headers, { phone: randomPhone() });
    const taken = await post("/v1/phone-verification", headers, { phone: other.user.phone });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(free.json().data));
    expect(taken.json().message).toBe(free.json().message);
    // Only the phone's holder has the code, and only they learn that it is taken.
    const confirm = await post("/v1/phone-update", headers, {
      phone: other.user.phone,
      otp: await lastCode(t.db, other.user.phone),
      signature: taken.json().data.signature,
    });
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json().errors[0]).toMatchObject({ field: "phone", message: IDENTITY_MESSAGES.phoneTaken });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.phone).toBe(user.phone);
  });

  it("answers 422 on the phone field for the same phone and bad input", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const cases: [object, string][] = [
      [{ phone: user.phone }, IDENTITY_MESSAGES.phoneSame],
      [{ phone: `0088${user.phone}` }, IDENTITY_MESSAGES.phoneSame],
      [{ phone: "" }, "Phone number can not be empty"],
      [{ phone: "0171234" }, "Invalid phone number"],
    ];
    for (const [payload, message] of cases) {
      const res = await post("/v1/phone-verification", headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: "phone", message });
    }
    expect((await post("/v1/phone-verification", {}, { phone: randomPhone() })).statusCode).toBe(401);
  });

  it("refuses a wrong code, then answers 429 after too many tries", async () => {
    const { headers } = await createSignedInUser(t.db);
    const phone = randomPhone();
    const { signature, otp } = await askForCode(headers, phone);
    const wrong = await post("/v1/phone-update", headers, { phone, otp: wrongOf(otp), signature });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ field: "otp", message: IDENTITY_MESSAGES.otpWrong });
    for (let i = 2; i < OTP_MAX_ATTEMPTS; i++) await post("/v1/phone-update", headers, { phone, otp: wrongOf(otp), signature });
    expect((await post("/v1/phone-update", headers, { phone, otp: wrongOf(otp), signature })).statusCode).toBe(429);
    expect((await post("/v1/phone-update", headers, { phone, otp, signature })).statusCode).toBe(429);
  });

  it("refuses an expired code and a code for a different phone", async () => {
    const { headers } = await createSignedInUser(t.db);
    const phone = randomPhone();
    const { signature, otp } = await askForCode(headers, phone);
    const otherPhone = await post("/v1/phone-update", headers, { phone: randomPhone(), otp, signature });
    expect(otherPhone.statusCode).toBe(422);
    await t.db.execute(sql`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE phone = ${phone}`);
    const expired = await post("/v1/phone-update", headers, { phone, otp, signature });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors[0]).toMatchObject({ field: "otp", message: IDENTITY_MESSAGES.otpExpired });
  });

  it("never lets another shopper use a code: not B's signature, not a sign-in code", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    const phone = randomPhone();
    const { signature, otp } = await askForCode(a.headers, phone);
    const stolen = await post("/v1/phone-update", b.headers, { phone, otp, signature });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors[0].field).toBe("otp");
    const [rowB] = await t.db.select().from(users).where(eq(users.id, b.user.id));
    expect(rowB.phone).toBe(b.user.phone);
    // A's code still works for A (B's try did not spend it).
    expect((await post("/v1/phone-update", a.headers, { phone, otp, signature })).statusCode).toBe(200);

    const signinPhone = randomPhone();
    const signinSignature = await requestCode(t.app, signinPhone);
    const wrongPurpose = await post("/v1/phone-update", b.headers, { phone: signinPhone, otp: await lastCode(t.db, signinPhone), signature: signinSignature });
    expect(wrongPurpose.statusCode).toBe(422);
  });

  it("answers 422 phoneTaken when the phone was taken between code and confirm", async () => {
    const { headers } = await createSignedInUser(t.db);
    const phone = randomPhone();
    const { signature, otp } = await askForCode(headers, phone);
    await createSignedInUser(t.db, { phone });
    const res = await post("/v1/phone-update", headers, { phone, otp, signature });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: "phone", message: IDENTITY_MESSAGES.phoneTaken });
  });

  it("applies the 60 s resend limit to phone codes too", async () => {
    const { headers } = await createSignedInUser(t.db);
    const phone = randomPhone();
    await askForCode(headers, phone);
    const again = await post("/v1/phone-verification", headers, { phone });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
  });
});
