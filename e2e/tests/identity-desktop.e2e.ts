import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniquePhone } from "../support/auth";
import { apiUrl, baseUrl, DESKTOP, launch, openPage, waitForHydration } from "../support/browser";
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

describe("desktop shopper (1280 px) account", () => {
  it("guest gets a guest cookie and sees Sign In", async () => {
    await guestSeesSignIn(browser, DESKTOP, "desktop");
  });

  it("signs in from /my-account, edits the profile, changes phone and email, signs out", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.clock.install();
    const phone = await signInFromProtectedPage(page, baseUrl(), apiUrl());
    // The session cookie is out of the page's reach (httpOnly) and not sent cross-site.
    const session = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // Signed in, the top bar shows My Orders, Track My Order and the account link (the phone until a name is set).
    const header = page.locator("header");
    await expect.poll(() => header.getByRole("link", { name: "My Orders" }).isVisible()).toBe(true);
    await expect.poll(() => header.getByRole("button", { name: "Track My Order" }).isVisible()).toBe(true);
    await expect.poll(() => header.getByRole("link", { name: phone, exact: true }).isVisible()).toBe(true);

    await editProfile(page, "desktop", "Nusrat Jahan");
    await changePhone(page, apiUrl());
    await changeEmail(page, apiUrl());
    await signOutFromHeader(page, "desktop");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sign-in form: phone rules, then the OTP boxes (digits only, paste, Backspace, Enter)", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto("/signin");
    await waitForHydration(page.getByRole("textbox", { name: "Phone Number" }));
    const send = page.getByRole("button", { name: "Send Code" });
    await send.click();
    await expect.poll(() => page.getByText("Phone number can not be empty").isVisible()).toBe(true);
    await page.getByRole("textbox", { name: "Phone Number" }).fill("01234567890");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("Invalid phone number").isVisible()).toBe(true);
    await page.getByRole("textbox", { name: "Phone Number" }).fill(uniquePhone());
    await send.click();

    const box = (n: number) => page.getByRole("textbox", { name: `Digit ${n} of 6` });
    await expect.poll(() => box(1).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await box(1).getAttribute("autocomplete")).toBe("one-time-code");
    expect(await box(1).getAttribute("inputmode")).toBe("numeric");
    const values = () => Promise.all([1, 2, 3, 4, 5, 6].map((n) => box(n).inputValue()));

    // Letters are refused; a digit moves on to the next box.
    await box(1).click();
    await page.keyboard.type("a5");
    expect(await values()).toEqual(["5", "", "", "", "", ""]);
    expect(await box(2).evaluate((el) => el === document.activeElement)).toBe(true);

    // A paste fills from the current box onward, digits only.
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData("text", "9-8 7");
      document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(values).toEqual(["5", "9", "8", "7", "", ""]);
    expect(await box(5).evaluate((el) => el === document.activeElement)).toBe(true);

    // Backspace on an empty box clears and goes back to the one before.
    await page.keyboard.press("Backspace");
    await expect.poll(values).toEqual(["5", "9", "8", "", "", ""]);
    expect(await box(4).evaluate((el) => el === document.activeElement)).toBe(true);

    // Enter submits: an incomplete code gets the spec's message.
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("Otp input can not be empty").isVisible()).toBe(true);

    // A wrong code comes back from the API under the boxes.
    await box(4).click();
    await page.keyboard.type("000");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("The code is not correct").isVisible(), { timeout: 10_000 }).toBe(true);
    expect(page.url()).toContain("/signin");

    // Change phone number goes back to the form.
    await page.getByRole("button", { name: "Change phone number" }).click();
    await expect.poll(() => page.getByRole("textbox", { name: "Phone Number" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a signed-in visitor opening /signin goes to callbackUrl; a foreign callbackUrl goes home", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await signInFromProtectedPage(page, baseUrl(), apiUrl());
    await page.goto("/signin?callbackUrl=%2Fmy-account%3Ftab%3D1");
    await page.waitForURL((url) => url.pathname === "/my-account");
    await page.goto("/signin?callbackUrl=https%3A%2F%2Fevil.example%2F");
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("a revoked token turns the shopper into a fresh guest", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await revokedTokenBecomesGuest(page, context, baseUrl(), apiUrl(), "desktop");
    await context.close();
  });
});
