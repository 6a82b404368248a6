import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types (scripts run with node directly)
import { productionProblems, shopAddresses } from "./production.mjs";

type Problems = { refusals: string[]; warnings: string[] };
const problems = (env: Record<string, string | undefined>): Problems => productionProblems(env);

/** A production environment with nothing wrong in it (deploy/robodoc.env.example, filled in). */
const good = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://shop.example.com",
  NEXTAUTH_SECRET: "n".repeat(44),
  NEWSLETTER_SECRET: "l".repeat(44),
  FORWARDER_SECRET: "f".repeat(44),
  SMS_PROVIDER: "sslwireless",
  MAIL_PROVIDER: "smtp",
};

const here = path.dirname(new URL(import.meta.url).pathname);

/** `NODE_ENV=production npm start` with `env` and nothing else: what it prints and how it ends. */
function startInProduction(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(here, "start.mjs")], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", API_PORT: "1", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: result.status, lines: `${result.stdout}${result.stderr}`.split("\n").filter(Boolean) };
}

describe("production refusals (scripts/production.mjs)", () => {
  it("finds nothing wrong in a filled-in environment file", () => {
    expect(problems(good)).toEqual({ refusals: [], warnings: [] });
  });

  it("refuses each missing secret in one line that says how to make it, and never makes one up", () => {
    const { refusals } = problems({ ...good, NEXTAUTH_SECRET: undefined, NEWSLETTER_SECRET: "", FORWARDER_SECRET: undefined });
    expect(refusals).toEqual([
      "NEXTAUTH_SECRET is not set: it signs and encrypts the shoppers' session cookies; make one with `openssl rand -base64 32` and keep it in the environment file",
      "NEWSLETTER_SECRET is not set: it signs the links in newsletter mails; make one with `openssl rand -base64 32` and keep it in the environment file",
      "FORWARDER_SECRET is not set: it proves the web and back-office servers to the API; make one with `openssl rand -base64 32` and keep it in the environment file",
    ]);
  });

  it("refuses the dev outbox and every local fake, one line each", () => {
    const { refusals } = problems({ ...good, DEV_OUTBOX: "1", DEMO_PAYMENTS: "1", DEMO_COURIER: "1", DEMO_SMS: "1" });
    expect(refusals).toHaveLength(4);
    expect(refusals[0]).toBe("DEV_OUTBOX=1 serves every sign-in code over HTTP: never in production; remove it");
    expect(refusals[1]).toMatch(/^DEMO_PAYMENTS=1 runs fake bKash and SSLCommerz gateways that take no money: never in production/);
    expect(refusals[2]).toMatch(/^DEMO_COURIER=1 runs a fake Steadfast courier/);
    expect(refusals[3]).toMatch(/^DEMO_SMS=1 runs a fake SMS gateway that texts no one/);
    // "0" is off, as everywhere else.
    expect(problems({ ...good, DEV_OUTBOX: "0", DEMO_PAYMENTS: "0" }).refusals).toEqual([]);
  });

  it("needs the public address, over https, and one address for every setting that names it", () => {
    expect(problems({ ...good, PUBLIC_URL: undefined }).refusals).toEqual([
      "PUBLIC_URL is not set: production needs the shop's public https address (PUBLIC_URL=https://shop.example.com)",
    ]);
    expect(problems({ ...good, PUBLIC_URL: "http://shop.example.com" }).refusals[0]).toMatch(/^PUBLIC_URL must be an https:\/\/ origin in production/);
    expect(problems({ ...good, PUBLIC_URL: "https://shop.example.com/shop" }).refusals).toHaveLength(1);
    expect(problems({ ...good, PUBLIC_URL: "https://shop.example.com/" }).refusals).toEqual([]);
    expect(problems({ ...good, NEXTAUTH_URL: "https://shop.example.com", PUBLIC_WEB_URL: "https://www.shop.example.com" }).refusals).toEqual([
      "PUBLIC_WEB_URL is https://www.shop.example.com but PUBLIC_URL is https://shop.example.com: leave PUBLIC_WEB_URL unset, it follows PUBLIC_URL",
    ]);
  });

  it("warns, without refusing, about the log SMS and mail providers", () => {
    const { refusals, warnings } = problems({ ...good, SMS_PROVIDER: undefined, MAIL_PROVIDER: "log" });
    expect(refusals).toEqual([]);
    expect(warnings).toEqual([
      "SMS_PROVIDER=log: sign-in codes and order texts go to the API log, not to shoppers' phones; set SMS_PROVIDER (sslwireless, bulksmsbd or alpha) and its keys",
      "MAIL_PROVIDER=log: mails (links included) go to the API log, not to their addresses; set MAIL_PROVIDER=smtp and SMTP_URL",
    ]);
  });

  it("derives every address setting from PUBLIC_URL", () => {
    expect(shopAddresses({ PUBLIC_URL: "https://shop.example.com/", PORT: "3100" })).toEqual({
      PORT: "3100",
      API_PORT: "4000",
      API_URL: "http://127.0.0.1:4000",
      PUBLIC_URL: "https://shop.example.com",
      PUBLIC_WEB_URL: "https://shop.example.com",
      NEXTAUTH_URL: "https://shop.example.com",
      NEXT_PUBLIC_SITE_URL: "https://shop.example.com",
    });
    expect(shopAddresses({}).PUBLIC_URL).toBe("http://localhost:3000");
  });
});

describe("NODE_ENV=production npm start", () => {
  it("prints one line per refusal and the SMS warning, and starts nothing", () => {
    const { status, lines } = startInProduction({ DEV_OUTBOX: "1", DEMO_SMS: "1", PUBLIC_URL: "https://shop.example.com" });
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^\[start\] production: SMS_PROVIDER=log: sign-in codes and order texts go to the API log/),
      expect.stringMatching(/^\[start\] production: MAIL_PROVIDER=log/),
      expect.stringMatching(/^\[start\] refusing to start in production: NEXTAUTH_SECRET is not set/),
      expect.stringMatching(/^\[start\] refusing to start in production: NEWSLETTER_SECRET is not set/),
      expect.stringMatching(/^\[start\] refusing to start in production: FORWARDER_SECRET is not set/),
      "[start] refusing to start in production: DEV_OUTBOX=1 serves every sign-in code over HTTP: never in production; remove it",
      expect.stringMatching(/^\[start\] refusing to start in production: DEMO_SMS=1 runs a fake SMS gateway/),
    ]);
  });

  it("as a systemd unit's ExecStartPre: the same lines, exit 1 on a refusal and 0 without", () => {
    const check = (env: Record<string, string | undefined>) =>
      spawnSync(process.execPath, [path.join(here, "production.mjs")], {
        env: { PATH: process.env.PATH ?? "", ...env } as NodeJS.ProcessEnv,
        encoding: "utf8",
      });
    const refused = check({ ...good, DEMO_PAYMENTS: "1" });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^\[production\] refused: DEMO_PAYMENTS=1 runs fake bKash/);
    const fine = check({ ...good, SMS_PROVIDER: "log" });
    expect(fine.status).toBe(0);
    expect(fine.stderr).toMatch(/^\[production\] warning: SMS_PROVIDER=log/);
  });
});
