import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, baseUrl, PHONE, launch, openPage } from "../support/browser";
import {
  changeEmail,
  changePhone,
  editProfile,
  guestSeesSignIn,
  revokedTokenBecomesGuest,
  signInFromProtectedPage,
  signOutFromHeader,
} from "../support/identity-journey";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("phone shopper (375 px) account", () => {
  it("guest gets a guest cookie and sees Sign In", async () => {
    await guestSeesSignIn(browser, PHONE, "phone");
  });

  it("signs in from /my-account, edits the profile, changes phone and email, signs out", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.clock.install();
    const phone = await signInFromProtectedPage(page, baseUrl(), apiUrl());
    // Signed in, the top bar keeps the account link (named after the phone until a name
    // is set); My Orders and Track Order live in the menu on a phone.
    await expect.poll(() => page.locator("header").getByRole("link", { name: phone, exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await editProfile(page, "phone", "Nusrat Jahan");
    await changePhone(page, apiUrl());
    await changeEmail(page, apiUrl());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await signOutFromHeader(page, "phone");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a signed-in visitor opening /signin goes to callbackUrl; a foreign callbackUrl goes home", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await signInFromProtectedPage(page, baseUrl(), apiUrl());
    await page.goto("/signin?callbackUrl=%2Fmy-account%3Ftab%3D1");
    await page.waitForURL((url) => url.pathname === "/my-account");
    await page.goto("/signin?callbackUrl=https%3A%2F%2Fevil.example%2F");
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("a revoked token turns the shopper into a fresh guest", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await revokedTokenBecomesGuest(page, context, baseUrl(), apiUrl(), "phone");
    await context.close();
  });
});
