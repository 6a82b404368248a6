// Sign-in with the code an SMS gateway received: the run's shop sends SMS through SSL
// Wireless's protocol to its local fake (global-setup: SMS_PROVIDER=sslwireless,
// DEMO_SMS=1), and the journey reads the code from the fake's record, not from the
// API's dev outbox: the text really left the shop, to the number in the gateway's form.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { typeOtp, uniquePhone } from "../support/auth";
import { launch, openPage, PHONE, waitForHydration } from "../support/browser";

type GatewayMessage = { to: string; body: string; reference: string | null; sender: string | null; at: string };

/** What the fake gateway took for `phone` (01XXXXXXXXX), oldest first. */
async function gatewayMessages(phone: string): Promise<GatewayMessage[]> {
  const res = await fetch(`${inject("smsFakeUrl")}/__fake/messages?to=${encodeURIComponent(phone)}`);
  if (!res.ok) throw new Error(`the fake gateway answered ${res.status}`);
  return ((await res.json()) as { messages: GatewayMessage[] }).messages;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!inject("smsFakeUrl"))("phone shopper (375 px) signs in by SMS", () => {
  it("gets the code through the gateway and signs in with it", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const phone = uniquePhone();
    await page.goto("/signin");
    const field = page.getByRole("textbox", { name: "Phone Number" });
    await waitForHydration(field);
    await field.fill(phone);
    await page.getByRole("button", { name: "Send Code" }).click();

    // The outbox hands the code to the gateway within a moment; exactly one message, to
    // 8801XXXXXXXXX, from the account's sender id, under a 20-character csms_id.
    await expect.poll(async () => (await gatewayMessages(phone)).length, { timeout: 15_000, message: `an SMS to ${phone} at the gateway` }).toBe(1);
    const [sms] = await gatewayMessages(phone);
    expect(sms).toMatchObject({ to: `88${phone}`, sender: "FAKESHOP", reference: expect.stringMatching(/^[A-Za-z0-9]{20}$/) });
    const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
    expect(code, sms.body).toBeDefined();

    await typeOtp(page, code!);
    await page.locator("main form").getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname !== "/signin", { timeout: 15_000 });
    await expect.poll(() => page.locator("header").getByRole("link", { name: phone, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // One code, one SMS: nothing was sent twice.
    expect(await gatewayMessages(phone)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
