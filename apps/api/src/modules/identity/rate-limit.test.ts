import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { randomPhone } from "../../test/factories";

// Low budgets so a test can spend them; the global budget stays off.
const t = useTestApp({ AUTH_RATE_LIMIT_OTP: "2", AUTH_RATE_LIMIT_SIGNIN: "3" });
const from = (ip: string) => ({ "x-forwarded-for": ip });
const askCode = (headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone: randomPhone() }, headers });
const trySignin = (headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/v1/auth/signin", payload: { phone: randomPhone(), otp: "123456", signature: "A".repeat(43) }, headers });

describe("per-IP limits on sign-in", () => {
  it("limits code requests per forwarded client IP with 429 and Retry-After", async () => {
    expect((await askCode(from("203.0.113.7"))).statusCode).toBe(200);
    expect((await askCode(from("203.0.113.7"))).statusCode).toBe(200);
    const limited = await askCode(from("203.0.113.7"));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().errors[0].code).toBe("too_many_requests");
    // Another shopper's address has its own budget.
    expect((await askCode(from("203.0.113.8"))).statusCode).toBe(200);
  });

  it("limits sign-in attempts per IP, including wrong ones", async () => {
    for (let i = 0; i < 3; i++) expect((await trySignin(from("198.51.100.4"))).statusCode).toBe(422);
    expect((await trySignin(from("198.51.100.4"))).statusCode).toBe(429);
  });

  it("counts a caller reaching us directly from a public address", async () => {
    const direct = () =>
      t.app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone: randomPhone() }, remoteAddress: "192.0.2.50" });
    expect((await direct()).statusCode).toBe(200);
    expect((await direct()).statusCode).toBe(200);
    expect((await direct()).statusCode).toBe(429);
  });

  it("exempts the web app's own server (loopback without X-Forwarded-For)", async () => {
    for (let i = 0; i < 4; i++) expect((await askCode({})).statusCode).toBe(200);
  });
});
