import { decode } from "next-auth/jwt";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { waitForHydration } from "./browser";

/** Sign-in helpers for the journeys: codes and links come from the API's dev outbox. */

type OutboxMessage = { to: string; channel: "sms" | "email"; subject: string | null; body: string; created_at: string };

let counter = 0;

/** A Bangladeshi mobile number no other test (or earlier run) uses: 019 + 8 digits. */
export function uniquePhone(): string {
  counter += 1;
  const digits = `${Date.now() % 1_000_000}`.padStart(6, "0") + `${(counter + process.pid) % 100}`.padStart(2, "0");
  return `019${digits.slice(-8)}`;
}

export function uniqueEmail(): string {
  counter += 1;
  return `shopper.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The outbox for one phone or email, newest first (needs DEV_OUTBOX=1). */
export async function outbox(apiUrl: string, to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${apiUrl}/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`dev outbox answered ${res.status}`);
  return ((await res.json()) as { data: { messages: OutboxMessage[] } }).data.messages;
}

async function poll<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The newest 6-digit code texted to `phone`. With `notIn`, waits for a code sent after
 * those messages (e.g. a resend): pass the count of messages seen before.
 */
export async function readOtp(apiUrl: string, phone: string, options: { after?: number } = {}): Promise<string> {
  return poll(async () => {
    const sms = (await outbox(apiUrl, phone)).filter((m) => m.channel === "sms");
    if (sms.length <= (options.after ?? 0)) return undefined;
    return /\b(\d{6})\b/.exec(sms[0].body)?.[1];
  }, `a code for ${phone}`);
}

/** How many texts `phone` has had so far (for readOtp's `after`). */
export async function smsCount(apiUrl: string, phone: string): Promise<number> {
  return (await outbox(apiUrl, phone)).filter((m) => m.channel === "sms").length;
}

/** The first link matching `link` in the newest mail to `email` (waits for one to arrive). */
export async function readMailLink(apiUrl: string, email: string, link: RegExp): Promise<string> {
  return poll(async () => {
    const mail = (await outbox(apiUrl, email)).filter((m) => m.channel === "email");
    return mail.length ? link.exec(mail[0].body)?.[0] : undefined;
  }, `a link for ${email}`);
}

/** The newest email verification link sent to `email`. */
export function readEmailLink(apiUrl: string, email: string): Promise<string> {
  return readMailLink(apiUrl, email, /https?:\/\/[^\s"'<>]*email_token=[^\s"'<>]+/);
}

/** Types a code into the OTP boxes (focus on the first box, then keystrokes). */
export async function typeOtp(page: Page, code: string): Promise<void> {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}

/**
 * Signs in through the real /signin page: phone, Send Code, the code from the outbox,
 * Sign In. Resolves once the page has left /signin.
 */
export async function signIn(page: Page, baseUrl: string, apiUrl: string, phone: string, options: { callbackUrl?: string } = {}): Promise<void> {
  const query = options.callbackUrl ? `?callbackUrl=${encodeURIComponent(options.callbackUrl)}` : "";
  if (!page.url().includes("/signin")) await page.goto(`${baseUrl}/signin${query}`);
  const before = await smsCount(apiUrl, phone);
  // The form is in the page's HTML: a press before hydration would send it natively.
  await waitForHydration(page.getByRole("textbox", { name: "Phone Number" }));
  await page.getByRole("textbox", { name: "Phone Number" }).fill(phone);
  await page.getByRole("button", { name: "Send Code" }).click();
  const code = await readOtp(apiUrl, phone, { after: before });
  await typeOtp(page, code);
  await page.locator("main form").getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/signin", { timeout: 15_000 });
}

/**
 * The API bearer token of the page's session. Page scripts cannot see it (it lives in
 * the httpOnly session cookie), so the journey decrypts the cookie with the secret the
 * test run gave the shop, as the web server does.
 */
export async function sessionToken(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  if (!cookie) return null;
  const jwt = await decode({ token: cookie.value, secret: inject("sessionSecret") });
  return typeof jwt?.token === "string" ? jwt.token : null;
}
