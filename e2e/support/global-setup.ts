import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

const root = path.resolve(import.meta.dirname, "../..");

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = new Error(`${url} answered ${res.status}`);
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Timed out waiting for ${url}: ${String(last)}`);
}

/** The demo seed's owner (packages/db/src/staff.ts), who signs in once per run to add the journeys' own owners. */
const DEMO_OWNER_PHONE = "01711000000";
/** 0-3: the back-office journeys; 4 and 5: the reviews journeys (desktop, phone); 6 and 7: the SMS page journey (1366, 375 px); 8: the returns journey; 9: the customers journey; 10: the shopper's returns journey; 11: the catalog bulk journey (admin-catalog-bulk); 12: the order edits journey (admin-edits); 13: the phone order journey (admin-phone-order); 14 and 15: the cash-on-delivery advance steps (orders-desktop, orders-phone); 16-19: issue 48 and 49 journeys (16 product attributes and documents, 17 price tiers, 18 search words report, 19 featured parts lists). */
const STAFF_PER_RUN = 20;

/**
 * Back-office journeys each sign in as their own owner: a phone may ask for one code a
 * minute, so journeys running side by side cannot share the demo owner. The demo owner
 * signs in once here, through the API as the back office's server does, and adds them.
 */
async function addJourneyOwners(apiUrl: string): Promise<string[]> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { data: Record<string, unknown> };
  };
  // A run started within a minute of the last one waits out the phone's resend time once.
  const sent = await post("/v1/auth/otp", { phone: DEMO_OWNER_PHONE }).catch(async () => {
    await new Promise((r) => setTimeout(r, 61_000));
    return post("/v1/auth/otp", { phone: DEMO_OWNER_PHONE });
  });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const res = await fetch(`${apiUrl}/v1/dev/outbox?to=${DEMO_OWNER_PHONE}`);
    const messages = ((await res.json()) as { data: { messages: { body: string }[] } }).data.messages;
    code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  const signedIn = await post("/v1/auth/signin", { phone: DEMO_OWNER_PHONE, otp: code, signature: sent.data.signature });
  const token = String(signedIn.data.token);
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, "0");
  // 018 + the stamp + a two-digit index: 11 digits, for up to 100 owners.
  const phones = Array.from({ length: STAFF_PER_RUN }, (_, i) => `018${stamp}${String(i).padStart(2, "0")}`);
  for (const phone of phones) await post("/v1/admin/staff", { phone, role: "owner" }, token);
  await post("/v1/auth/signout", {}, token);
  return phones;
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide("baseUrl", process.env.E2E_BASE_URL);
    project.provide("apiUrl", process.env.E2E_API_URL ?? "");
    project.provide("adminUrl", process.env.E2E_ADMIN_URL ?? "");
    project.provide("smsFakeUrl", process.env.E2E_SMS_FAKE_URL ?? "");
    project.provide("sessionSecret", process.env.NEXTAUTH_SECRET ?? "");
    project.provide("staffPhones", await addJourneyOwners(process.env.E2E_API_URL ?? ""));
    return;
  }
  const port = process.env.E2E_PORT ?? "3300";
  // Known to the journeys, which read the API token out of the httpOnly session cookie.
  const sessionSecret = process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64url");
  const apiPort = process.env.E2E_API_PORT ?? "4300";
  const adminPort = process.env.E2E_ADMIN_PORT ?? "3301";
  const smsPort = process.env.E2E_SMS_PORT ?? "4304";
  // A fresh embedded database per run, unless DATABASE_URL points at a server.
  const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
  const env = {
    ...process.env,
    PORT: port,
    API_PORT: apiPort,
    API_URL: `http://127.0.0.1:${apiPort}`,
    ADMIN_PORT: adminPort,
    NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
    RATE_LIMIT_MAX: "100000",
    // Every journey renders a fresh catalog's images from one address.
    MEDIA_RENDERS_PER_MINUTE: "0",
    // Journeys sign in many times from one address; 0 puts the per-IP code and
    // sign-in limits on the (raised) global budget. Per-phone limits still apply.
    AUTH_RATE_LIMIT_OTP: "0",
    AUTH_RATE_LIMIT_SIGNIN: "0",
    // With REDIS_URL (CI's PostgreSQL leg) limits live in a Redis other runs share: this run's own keys.
    REDIS_KEY_PREFIX: `e2e-${randomBytes(6).toString("hex")}:`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // This run's settings only, never a developer's .env (scripts/start.mjs).
    SHOP_DOTENV: "0",
    DEV_OUTBOX: "1",
    // The local fake bKash and SSLCommerz beside the shop (scripts/start.mjs): the bKash journeys pay on its page.
    DEMO_PAYMENTS: "1",
    DEMO_BKASH_PORT: process.env.E2E_BKASH_PORT ?? "4301",
    DEMO_SSLCOMMERZ_PORT: process.env.E2E_SSLCOMMERZ_PORT ?? "4302",
    // A local fake Steadfast courier: the back-office journey books a parcel through it.
    DEMO_COURIER: "1",
    DEMO_STEADFAST_PORT: process.env.E2E_STEADFAST_PORT ?? "4303",
    // …and a local fake Pathao (issue 47), on the journeys' own port rather than npm start's 4505.
    DEMO_PATHAO_PORT: process.env.E2E_PATHAO_PORT ?? "4305",
    // SMS leave the API through SSL Wireless's protocol to its local fake (scripts/start.mjs):
    // the SMS journey reads the sign-in code from the fake's record.
    SMS_PROVIDER: "sslwireless",
    DEMO_SMS: "1",
    DEMO_SMS_PORT: smsPort,
    NEXTAUTH_SECRET: sessionSecret,
    ...(dataDir ? { PGLITE_DIR: dataDir } : {}),
  };
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const baseUrl = `http://localhost:${port}`;
  await waitFor(`${baseUrl}/`, 600_000);
  await waitFor(`http://localhost:${adminPort}/`, 60_000);
  project.provide("baseUrl", baseUrl);
  project.provide("apiUrl", `http://127.0.0.1:${apiPort}`);
  project.provide("adminUrl", `http://localhost:${adminPort}`);
  project.provide("smsFakeUrl", `http://127.0.0.1:${smsPort}`);
  project.provide("staffPhones", await addJourneyOwners(`http://127.0.0.1:${apiPort}`));
  project.provide("sessionSecret", sessionSecret);

  return async () => {
    if (child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    /** The back office (apps/admin). */
    adminUrl: string;
    /** Owners the run added for the back-office journeys, one per journey. */
    staffPhones: string[];
    sessionSecret: string;
    /** The fake SMS gateway the shop sends through (SSL Wireless's protocol); "" against a shop given by E2E_BASE_URL without E2E_SMS_FAKE_URL. */
    smsFakeUrl: string;
  }
}
