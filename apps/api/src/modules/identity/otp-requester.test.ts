import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { OTP_PER_PHONE_PER_HOUR, OTP_PHONE_CEILING_PER_HOUR } from "@shop/contracts";
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
    expect((await askFrom("198.51.100.71", phone)).statusCode).toBe(200);
  });

  it(`stops every requester at ${OTP_PHONE_CEILING_PER_HOUR} codes a phone an hour: the cap on SMS cost`, async () => {
    const phone = randomPhone();
    for (let i = 0; i < OTP_PHONE_CEILING_PER_HOUR; i++) expect((await askFrom(`10.20.0.${i + 1}`, phone)).statusCode).toBe(200);
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
