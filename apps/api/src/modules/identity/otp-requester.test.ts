import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { IDENTITY_MESSAGES, OTP_PER_PHONE_PER_HOUR, OTP_PHONE_CEILING_PER_HOUR } from "@shop/contracts";
import { outbox } from "@shop/db";
import { useTestApp } from "../../test/app";
import { randomPhone } from "../../test/factories";
import { lastCode } from "./testing";

const t = useTestApp();
const askFrom = (remoteAddress: string, phone: string) => t.app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone }, remoteAddress });
const age = (phone: string, seconds: number) =>
  t.db.execute(sql`UPDATE otp_codes SET created_at = created_at - make_interval(secs => ${seconds}) WHERE phone = ${phone}`);

describe("code limits hurt the requester, not the phone's owner (issue 9)", () => {
  it("someone flooding a phone's codes is held back, while its owner, elsewhere, still gets a code and signs in", async () => {
    const phone = randomPhone();
    const attacker = "198.51.100.66";
    for (let i = 0; i < OTP_PER_PHONE_PER_HOUR; i++) {
      expect((await askFrom(attacker, phone)).statusCode).toBe(200);
      await age(phone, 61);
    }
    const held = await askFrom(attacker, phone);
    expect(held.statusCode).toBe(429);
    expect(held.json().errors[0].code).toBe("otp_too_many");

    const owner = await askFrom("203.0.113.77", phone);
    expect(owner.statusCode).toBe(200);
    const signin = await t.app.inject({
      method: "POST",
      url: "/v1/auth/signin",
      payload: { phone, otp: await lastCode(t.db, phone), signature: owner.json().data.signature },
      remoteAddress: "203.0.113.77",
    });
    expect(signin.statusCode).toBe(200);
  });

  it("keeps the 60 s wait per requester", async () => {
    const phone = randomPhone();
    expect((await askFrom("198.51.100.70", phone)).statusCode).toBe(200);
    const again = await askFrom("198.51.100.70", phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().errors[0].code).toBe("otp_too_soon");
  });

  it(`stops every requester at ${OTP_PHONE_CEILING_PER_HOUR} codes a phone an hour: the cap on SMS cost`, async () => {
    const phone = randomPhone();
    for (let i = 0; i < OTP_PHONE_CEILING_PER_HOUR; i++) {
      expect((await askFrom(`10.20.0.${i + 1}`, phone)).statusCode).toBe(200);
      await age(phone, 61);
    }
    const capped = await askFrom("10.20.1.1", phone);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().errors[0].code).toBe("otp_too_many");
  });

  it("stores who asked only as a hash", async () => {
    const phone = randomPhone();
    await askFrom("192.0.2.99", phone);
    const { rows } = await t.db.execute<{ requester: string }>(sql`SELECT requester FROM otp_codes WHERE phone = ${phone}`);
    expect(rows[0].requester).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].requester).not.toContain("192.0.2.99");
  });
});

describe("one phone's wait holds whoever asks (issue 40)", () => {
  const signInFrom = async (remoteAddress: string, phone: string) => {
    const asked = await askFrom(remoteAddress, phone);
    expect(asked.statusCode).toBe(200);
    const payload = { phone, otp: await lastCode(t.db, phone), signature: asked.json().data.signature };
    return t.app.inject({ method: "POST", url: "/v1/auth/signin", payload, remoteAddress });
  };
  const smsTo = async (phone: string) => (await t.db.select().from(outbox).where(eq(outbox.to, phone))).length;

  it("twenty addresses asking for one phone at once send it one code; the others are held as a requester's own wait is", async () => {
    const phone = randomPhone();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => askFrom(`198.51.100.${i + 1}`, phone)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await smsTo(phone)).toBe(1);

    const held = answers.filter((a) => a.statusCode === 429);
    expect(held).toHaveLength(19);
    // The same answer as asking twice from one address: no word about anyone else.
    const sender = answers.findIndex((a) => a.statusCode === 200);
    const ownWait = await askFrom(`198.51.100.${sender + 1}`, phone);
    for (const answer of [...held, ownWait]) {
      expect(answer.json()).toEqual({
        message: IDENTITY_MESSAGES.otpTooSoon,
        errors: [{ field: "phone", message: IDENTITY_MESSAGES.otpTooSoon, code: "otp_too_soon" }],
      });
      const retry = Number(answer.headers["retry-after"]);
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(60);
    }
  });

  it("holds a stranger for a minute at most: after it, a new address gets a code and signs in", async () => {
    const phone = randomPhone();
    expect((await askFrom("198.51.100.120", phone)).statusCode).toBe(200);
    expect((await askFrom("203.0.113.120", phone)).statusCode).toBe(429);
    await age(phone, 61);
    expect((await signInFrom("203.0.113.120", phone)).statusCode).toBe(200);
  });

  it("the owner, asking from where they signed in before, is held neither by a stranger's minute nor by the phone's hourly cap", async () => {
    const phone = randomPhone();
    const owner = "203.0.113.130";
    expect((await signInFrom(owner, phone)).statusCode).toBe(200);
    await age(phone, 61);

    // A stranger with many addresses asks once a minute until the phone's cap (the owner's code included) is spent.
    for (let i = 0; i < OTP_PHONE_CEILING_PER_HOUR - 1; i++) {
      if (i > 0) await age(phone, 61);
      expect((await askFrom(`198.51.100.${130 + i}`, phone)).statusCode).toBe(200);
    }
    expect((await askFrom("198.51.100.200", phone)).json().errors[0].code).toBe("otp_too_many");
    // The stranger's last code is seconds old and the cap is spent; the owner still signs in.
    expect((await signInFrom(owner, phone)).statusCode).toBe(200);
    await age(phone, 61);
    // Their own limits still hold them: 60 s, then five an hour.
    expect((await askFrom(owner, phone)).statusCode).toBe(200);
    expect((await askFrom(owner, phone)).json().errors[0].code).toBe("otp_too_soon");
  });
});
