import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { uniquePhone } from "../support/auth";
import { PHONE, apiUrl, launch, openPage } from "../support/browser";
import { adminUrl, horizontalOverflow, journeyOwner, staffSignIn } from "../support/admin-journey";

/**
 * The back office's SMS page and the owner's banner (issue 41), end to end: the shop
 * sends through SSL Wireless's protocol to its local fake (global-setup), the fake is
 * told to refuse for balance as the real gateway does when the credit is gone, a
 * shopper asks for a sign-in code, the outbox tries it and records the refusal, and the
 * owner sees the banner on every screen and the failure on the SMS page. The refusal
 * lasts only until the outbox has tried that one message (other journeys' codes go
 * through the same gateway), and is lifted in a finally.
 */
const LAPTOP = { width: 1366, height: 900 } as const;
/** 6 and 7 of global-setup's journey owners are this file's. */
const OWNERS = { laptop: 6, phone: 7 } as const;
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function fakeRefuses(refuse: "balance" | null): Promise<void> {
  const res = await fetch(`${inject("smsFakeUrl")}/__fake/mode`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refuse }),
  });
  expect(res.status, await res.text()).toBeLessThan(300);
}

type Failure = { to: string; is_code: boolean; status: string; provider: string | null; kind: string | null; code: string | null; words: string | null };

/** The SMS page's failures, as the back office reads them (the owner's session, through the back office's server). */
async function failuresFor(page: Page, phone: string): Promise<Failure[]> {
  const res = await page.request.get(`${adminUrl()}/v1/admin/sms?days=1`, { headers: { "x-requested-with": "shop-admin" } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { failures: Failure[] } }).data.failures.filter((f) => f.to === phone);
}

async function journey(viewport: { width: number; height: number }, owner: number, name: string) {
  expect(inject("smsFakeUrl"), "the fake SMS gateway's address (global-setup)").toBeTruthy();
  const { context, page, errors } = await openPage(browser, viewport);
  // The owner signs in (their own code goes out normally) before the gateway refuses.
  await staffSignIn(page, journeyOwner(owner));
  const phone = uniquePhone();
  try {
    await fakeRefuses("balance");
    const asked = await fetch(`${apiUrl()}/v1/auth/otp`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ phone }) });
    expect(asked.status, await asked.text()).toBe(200);
    // Until the outbox has tried the code and the gateway has refused it.
    await expect.poll(async () => (await failuresFor(page, phone)).length, { timeout: 20_000, interval: 250 }).toBe(1);
  } finally {
    await fakeRefuses(null);
  }
  expect((await failuresFor(page, phone))[0]).toMatchObject({ is_code: true, status: "failed", provider: "sslwireless", kind: "balance" });
  // The gateway took nothing for that phone: the code never went out.
  const taken = (await (await fetch(`${inject("smsFakeUrl")}/__fake/messages?to=${phone}`)).json()) as { messages: unknown[] };
  expect(taken.messages).toEqual([]);

  // The banner, on whatever screen the owner opens next.
  await page.goto(`${adminUrl()}/orders`);
  const banner = page.getByRole("alert").filter({ hasText: "SMS are not going out" });
  await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toContain("the SMS gateway (SSL Wireless) says the balance is used up");
  expect(await banner.textContent()).toContain("Nobody can get a sign-in code until it is topped up.");
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe("Orders");
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: path.join(SHOTS, `admin-sms-banner-${name}.png`) });

  // Its link leads to the SMS page, where the failure says why.
  await banner.getByRole("link", { name: "See the SMS page" }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe("SMS");
  const failures = page.locator("section", { has: page.getByRole("heading", { name: "Failed and expired" }) });
  const row = failures.locator("tr", { hasText: phone });
  await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain("Balance used up");
  expect(await row.textContent()).toContain("Sign-in code");
  expect(await row.textContent()).toContain("SSL Wireless");
  expect(await page.getByText("Sending through SSL Wireless").isVisible()).toBe(true);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: path.join(SHOTS, `admin-sms-page-${name}.png`), fullPage: true });

  expect(errors).toEqual([]);
  await context.close();
}

describe("the back office's SMS page and the owner's gateway banner", () => {
  it("at 1366 px: the gateway refuses a sign-in code for balance; the owner sees the banner and the failure", async () => {
    await journey(LAPTOP, OWNERS.laptop, "1366");
  });

  it("at 375 px: the same on a phone", async () => {
    await journey(PHONE, OWNERS.phone, "375");
  });
});
