import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { randomPhone } from "../../test/factories";

const SECRET = "forwarder-secret-for-tests-0123456789";
// Low budgets so a test can spend them; the global budget stays off.
const t = useTestApp({ AUTH_RATE_LIMIT_OTP: "2", AUTH_RATE_LIMIT_SIGNIN: "3", FORWARDER_SECRET: SECRET });

type Call = { headers?: Record<string, string>; remoteAddress?: string };
/** Through the web app's forwarder: the secret and the shopper's address it read from the socket. */
const viaForwarder = (ip: string): Call => ({ headers: { "x-shop-forwarder": SECRET, "x-shop-client-ip": ip } });
const askCode = ({ headers = {}, remoteAddress = "127.0.0.1" }: Call) =>
  t.app.inject({ method: "POST", url: "/v1/auth/otp", payload: { phone: randomPhone() }, headers, remoteAddress });
const trySignin = ({ headers = {}, remoteAddress = "127.0.0.1" }: Call) =>
  t.app.inject({ method: "POST", url: "/v1/auth/signin", payload: { phone: randomPhone(), otp: "123456", signature: "A".repeat(43) }, headers, remoteAddress });

describe("per-IP limits on sign-in", () => {
  it("limits code requests per shopper address named by the forwarder, with 429 and Retry-After", async () => {
    expect((await askCode(viaForwarder("203.0.113.7"))).statusCode).toBe(200);
    expect((await askCode(viaForwarder("203.0.113.7"))).statusCode).toBe(200);
    const limited = await askCode(viaForwarder("203.0.113.7"));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().errors[0].code).toBe("too_many_requests");
    // Another shopper's address has its own budget.
    expect((await askCode(viaForwarder("203.0.113.8"))).statusCode).toBe(200);
  });

  it("limits sign-in attempts per address, including wrong ones", async () => {
    for (let i = 0; i < 3; i++) expect((await trySignin(viaForwarder("198.51.100.4"))).statusCode).toBe(422);
    expect((await trySignin(viaForwarder("198.51.100.4"))).statusCode).toBe(429);
  });

  it("ignores X-Forwarded-For from a direct caller: rotating it buys nothing", async () => {
    const spoof = (n: number): Call => ({ remoteAddress: "192.0.2.50", headers: { "x-forwarded-for": `10.0.0.${n}` } });
    expect((await askCode(spoof(1))).statusCode).toBe(200);
    expect((await askCode(spoof(2))).statusCode).toBe(200);
    expect((await askCode(spoof(3))).statusCode).toBe(429);
    expect((await askCode(spoof(4))).statusCode).toBe(429);
  });

  it("ignores a named client address without the forwarder's secret, or with a wrong one", async () => {
    const forged = (n: number, secret?: string): Call => ({
      remoteAddress: "192.0.2.60",
      headers: { "x-shop-client-ip": `10.1.0.${n}`, ...(secret ? { "x-shop-forwarder": secret } : {}) },
    });
    expect((await askCode(forged(1))).statusCode).toBe(200);
    expect((await askCode(forged(2, "not-the-secret-but-long-enough"))).statusCode).toBe(200);
    expect((await askCode(forged(3, `${SECRET}x`))).statusCode).toBe(429);
  });

  it("exempts no caller that lacks the secret, loopback included", async () => {
    expect((await askCode({ remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    expect((await askCode({ remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    expect((await askCode({ remoteAddress: "127.0.0.1" })).statusCode).toBe(429);
  });

  it("exempts only the web app's own server: the secret with no shopper address", async () => {
    for (let i = 0; i < 4; i++) expect((await askCode({ remoteAddress: "127.0.0.2", headers: { "x-shop-forwarder": SECRET } })).statusCode).toBe(200);
  });
});
