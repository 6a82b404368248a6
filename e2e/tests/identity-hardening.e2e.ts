import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOtp, signIn, typeOtp, uniquePhone } from "../support/auth";
import { apiUrl, baseUrl, DESKTOP, launch, openPage, PHONE, waitForHydration } from "../support/browser";
import { expectAccountName, expectGuestHeader } from "../support/identity-journey";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("sign-in pages in the shop's words (issue 9)", () => {
  it("answers next-auth's own routes and error codes with the shop's pages", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const callback = await page.goto("/api/auth/callback/otp");
    expect(callback?.status()).toBeLessThan(400);
    await page.waitForURL((url) => url.pathname === "/signin");
    await expect.poll(() => page.getByText("Sign-in did not work. Please try again.").isVisible()).toBe(true);

    await page.goto("/api/auth/signout");
    await page.waitForURL((url) => url.pathname === "/signout");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Sign Out" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("You are not signed in.").isVisible()).toBe(true);

    for (const [code, words] of [
      ["Configuration", "Sign-in is not available right now. Please try again in a few minutes."],
      ["undefined", "Sign-in did not work. Please try again."],
      ["SessionRequired", "Please sign in to continue"],
    ]) {
      await page.goto(`/signin?error=${code}`);
      await expect.poll(() => page.getByText(words).isVisible(), { message: code }).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signing in reaches the other open tabs, as signing out does", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const other = await context.newPage();
    await other.goto("/");
    await expectGuestHeader(other, "desktop");
    const phone = uniquePhone();
    await page.goto("/signin");
    await signIn(page, baseUrl(), apiUrl(), phone);
    await expectAccountName(other, "desktop", phone);
    await context.close();
  });

  it("after 5 wrong codes offers a new code at once, as its message says", async () => {
    const { context, page } = await openPage(browser, PHONE);
    const phone = uniquePhone();
    await page.goto("/signin");
    await waitForHydration(page.getByRole("textbox", { name: "Phone Number" }));
    await page.getByRole("textbox", { name: "Phone Number" }).fill(phone);
    await page.getByRole("button", { name: "Send Code" }).click();
    const code = await readOtp(apiUrl(), phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) {
      await typeOtp(page, wrong);
      await page.locator("main form").getByRole("button", { name: "Sign In" }).click();
      await expect
        .poll(() =>
          page
            .getByText(/The code is not correct|Too many wrong codes/)
            .first()
            .isVisible(),
        )
        .toBe(true);
    }
    await expect.poll(() => page.getByText("Too many wrong codes, please ask for a new one").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Resend OTP!" }).isVisible()).toBe(true);
    // And the API agrees: the new code comes now, not after the 60 s wait.
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/otp") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Resend OTP!" }).click();
    expect((await answer).status()).toBe(200);
    await context.close();
  });

  it("opened at 127.0.0.1, moves to the public address and lands on the callbackUrl after sign-in", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const other = new URL(baseUrl());
    other.hostname = "127.0.0.1";
    await page.goto(`${other.origin}/my-account`);
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === "/signin");
    expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe("/my-account");
    await signIn(page, baseUrl(), apiUrl(), uniquePhone());
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === "/my-account");
    await context.close();
  });
});
