import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      API_PORT: 4000,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      MEDIA_BASE_URL: "/api/v1/media",
      RATE_LIMIT_MAX: 600,
      DEV_OUTBOX: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset and trims a trailing slash off MEDIA_BASE_URL", () => {
    const env = parseEnv({ DATABASE_URL: "", MEDIA_BASE_URL: "https://cdn.example.com/media/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MEDIA_BASE_URL).toBe("https://cdn.example.com/media");
  });

  it("lists every bad variable in one error", () => {
    let error: unknown;
    try {
      parseEnv({ API_PORT: "http", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", NODE_ENV: "production", DEV_OUTBOX: "1" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const text = (error as EnvError).message;
    expect(text).toContain("API_PORT");
    expect(text).toContain("DATABASE_URL");
    expect(text).toContain("LOG_LEVEL");
    expect(text).toContain("API_PORT: must be a port number");
    expect(text).toContain("DEV_OUTBOX");
  });

  it("gives the sign-in limits, mail link origin and providers their defaults", () => {
    expect(parseEnv({})).toMatchObject({
      AUTH_RATE_LIMIT_OTP: 10,
      AUTH_RATE_LIMIT_SIGNIN: 30,
      PUBLIC_WEB_URL: "http://localhost:3000",
      SMS_PROVIDER: "log",
      MAIL_PROVIDER: "log",
    });
    expect(parseEnv({ PUBLIC_WEB_URL: "https://shop.example.com/", AUTH_RATE_LIMIT_OTP: "0" })).toMatchObject({
      PUBLIC_WEB_URL: "https://shop.example.com",
      AUTH_RATE_LIMIT_OTP: 0,
    });
    expect(() => parseEnv({ PUBLIC_WEB_URL: "shop.example.com" })).toThrow(/PUBLIC_WEB_URL/);
    expect(() => parseEnv({ SMS_PROVIDER: "twilio" })).toThrow(/SMS_PROVIDER: must be one of "log", "sslwireless", "bulksmsbd", "alpha"/);
  });

  it("gives the SMS gateways their defaults and refuses a chosen one without its settings", () => {
    expect(parseEnv({})).toMatchObject({
      SMS_TIMEOUT_MS: 10_000,
      SSLWIRELESS_BASE_URL: "https://smsplus.sslwireless.com",
      BULKSMSBD_BASE_URL: "https://bulksmsbd.net",
      ALPHA_SMS_BASE_URL: "https://api.sms.net.bd",
    });
    expect(
      parseEnv({ SMS_PROVIDER: "bulksmsbd", BULKSMSBD_API_KEY: "k", BULKSMSBD_SENDER_ID: "8809601000000", BULKSMSBD_BASE_URL: "http://127.0.0.1:9/" }),
    ).toMatchObject({
      SMS_PROVIDER: "bulksmsbd",
      BULKSMSBD_BASE_URL: "http://127.0.0.1:9",
    });
    expect(() => parseEnv({ SMS_PROVIDER: "sslwireless", SSLWIRELESS_SID: "SHOP" })).toThrow(
      /SSLWIRELESS_API_TOKEN: must be set when SMS_PROVIDER=sslwireless/,
    );
    expect(() => parseEnv({ SMS_PROVIDER: "alpha", ALPHA_SMS_API_KEY: "" })).toThrow(/ALPHA_SMS_API_KEY: must be set when SMS_PROVIDER=alpha/);
    expect(() => parseEnv({ SMS_TIMEOUT_MS: "soon" })).toThrow(/SMS_TIMEOUT_MS: must be a number of milliseconds/);
  });

  it("refuses DEV_OUTBOX=1 in production and allows it elsewhere", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DEV_OUTBOX: "1" })).toThrow(/DEV_OUTBOX/);
    expect(parseEnv({ NODE_ENV: "development", DEV_OUTBOX: "1" }).DEV_OUTBOX).toBe(true);
  });

  it("needs SMTP_URL for MAIL_PROVIDER=smtp and NEWSLETTER_SECRET in production", () => {
    expect(() => parseEnv({ MAIL_PROVIDER: "smtp" })).toThrow(/SMTP_URL: must be set when MAIL_PROVIDER=smtp/);
    expect(() => parseEnv({ MAIL_PROVIDER: "smtp", SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL: must be an smtp/);
    expect(parseEnv({ MAIL_PROVIDER: "smtp", SMTP_URL: "smtps://u:p@mail.example.com:465" }).MAIL_PROVIDER).toBe("smtp");
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/NEWSLETTER_SECRET: must be set when NODE_ENV=production/);
    expect(() => parseEnv({ NEWSLETTER_SECRET: "short" })).toThrow(/NEWSLETTER_SECRET: must be at least 32 characters/);
    expect(parseEnv({ NODE_ENV: "production", NEWSLETTER_SECRET: "x".repeat(32), FORWARDER_SECRET: "f".repeat(32) }).NEWSLETTER_SECRET).toHaveLength(32);
  });

  it("needs FORWARDER_SECRET in production, and takes the public address from PUBLIC_URL when PUBLIC_WEB_URL is unset", () => {
    const production = { NODE_ENV: "production", NEWSLETTER_SECRET: "n".repeat(32) };
    expect(() => parseEnv(production)).toThrow(/FORWARDER_SECRET: must be set when NODE_ENV=production/);
    expect(() => parseEnv({ ...production, FORWARDER_SECRET: "" })).toThrow(/FORWARDER_SECRET: must be set when NODE_ENV=production/);
    expect(parseEnv({ ...production, FORWARDER_SECRET: "f".repeat(32) }).FORWARDER_SECRET).toHaveLength(32);
    expect(parseEnv({ FORWARDER_SECRET: undefined }).FORWARDER_SECRET).toBeUndefined();
    // A systemd unit gets the environment file's PUBLIC_URL alone (deploy/robodoc.env.example).
    expect(parseEnv({ PUBLIC_URL: "https://shop.example.com/" }).PUBLIC_WEB_URL).toBe("https://shop.example.com");
    expect(parseEnv({ PUBLIC_URL: "https://shop.example.com", PUBLIC_WEB_URL: "https://mail-links.example.com" }).PUBLIC_WEB_URL).toBe(
      "https://mail-links.example.com",
    );
    expect(() => parseEnv({ PUBLIC_URL: "shop.example.com" })).toThrow(/PUBLIC_WEB_URL: must be an http\(s\) URL/);
  });

  it("refuses a half-configured bKash and names what is missing", () => {
    expect(() => parseEnv({ BKASH_APP_KEY: "key", BKASH_APP_SECRET: "secret" })).toThrow(/bKash is half configured: set BKASH_USERNAME, BKASH_PASSWORD too/);
    const whole = parseEnv({ BKASH_APP_KEY: "k", BKASH_APP_SECRET: "s", BKASH_USERNAME: "u", BKASH_PASSWORD: "p", BKASH_BASE_URL: "http://127.0.0.1:9/" });
    expect(whole.BKASH_BASE_URL).toBe("http://127.0.0.1:9");
    expect(() => parseEnv({ SSLCOMMERZ_STORE_ID: "store" })).toThrow(/SSLCommerz is half configured: set SSLCOMMERZ_STORE_PASSWORD too/);
    expect(parseEnv({ SSLCOMMERZ_STORE_ID: "s", SSLCOMMERZ_STORE_PASSWORD: "p" }).SSLCOMMERZ_BASE_URL).toBe("https://sandbox.sslcommerz.com");
  });

  it("runs one API process on PGlite and one per core on PostgreSQL, and refuses several on PGlite", () => {
    const postgres = "postgres://postgres@127.0.0.1:5432/shop";
    expect(parseEnv({}).API_WORKERS).toBe(1);
    expect(parseEnv({ DATABASE_URL: postgres }).API_WORKERS).toBe(availableParallelism());
    expect(parseEnv({ DATABASE_URL: postgres, API_WORKERS: "3" }).API_WORKERS).toBe(3);
    expect(parseEnv({ API_WORKERS: "1" }).API_WORKERS).toBe(1);
    expect(() => parseEnv({ API_WORKERS: "2" })).toThrow(/API_WORKERS: PGlite .* belongs to one process: set DATABASE_URL to a PostgreSQL server/);
    expect(() => parseEnv({ DATABASE_URL: postgres, API_WORKERS: "0" })).toThrow(/API_WORKERS/);
    expect(parseEnv({}).REDIS_KEY_PREFIX).toBe("shop:");
  });
});
