import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniquePhone, signIn } from "../support/auth";
import { apiUrl, baseUrl, holdScriptsFromNow, launch, openPage, PHONE, waitForHydration } from "../support/browser";
import { expectCartCount, expectToast } from "../support/cart";

// Issue 44: a product card's Add to Cart and heart are server HTML (two forms) with one
// delegated handler per page, not a client component per card.
const DESKTOP_1366 = { width: 1366, height: 900 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The page's cart writes: the page's own PUT once hydrated, the form's POST before. */
function watchCartWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    if (req.method() !== "GET" && (pathname === "/api/v2/carts" || pathname.startsWith("/forms/"))) writes.push(`${req.method()} ${pathname}`);
  });
  return writes;
}

/** The home page's in-stock cards' Add to Cart buttons, in page order. */
const addButtons = (page: Page) => page.locator("main article").getByRole("button", { name: /^Add to Cart: / });

describe("product cards' buttons (issue 44)", () => {
  it("at 1366 px: once hydrated a card adds in place (one PUT, toast, badge), a double click adds once, and a signed-in heart fills and stays filled", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP_1366);
    const writes = watchCartWrites(page);
    await page.goto("/");
    const first = addButtons(page).first();
    await waitForHydration(first);
    // Server HTML: every in-stock card's Add to Cart is a form of its own.
    expect(await page.locator("main article form[data-card-cart]").count()).toBeGreaterThan(8);

    await first.click();
    await expectToast(page, "Added to cart successfully");
    await expectCartCount(page, 1);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(writes).toEqual(["PUT /api/v2/carts"]);

    await addButtons(page).nth(1).dblclick();
    await expectCartCount(page, 2);
    await expect.poll(() => addButtons(page).nth(1).getAttribute("aria-busy")).toBeNull();
    expect(writes).toEqual(["PUT /api/v2/carts", "PUT /api/v2/carts"]);

    // A guest's heart goes to sign in; signed in, it fills and says it removes next.
    await signIn(page, baseUrl(), apiUrl(), uniquePhone(), { callbackUrl: "/" });
    const heart = page.locator("main article [data-wishlist-button]").first();
    await waitForHydration(heart);
    expect(await heart.getAttribute("aria-label")).toMatch(/^Add .+ to wishlist$/);
    await heart.click();
    await expectToast(page, "Added to wishlist successfully");
    await expect.poll(() => heart.getAttribute("aria-label")).toMatch(/^Remove .+ from wishlist$/);
    expect(await heart.getAttribute("data-wishlisted")).toBe("");
    // Another page load: the handler fills the heart from the wishlist the session brings.
    await page.reload();
    await expect.poll(() => page.locator("main article [data-wishlist-button]").first().getAttribute("data-wishlisted")).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at 375 px before the page's scripts: a card's double tap posts once and the item is in the cart once; after hydration the next add stays in place", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const writes = watchCartWrites(page);
    const scripts = await holdScriptsFromNow(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const first = addButtons(page).first();
    await first.scrollIntoViewIfNeeded();
    expect(await first.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"))), "React has not taken the button").toBe(false);
    // A double tap before the page goes: the form is sent once, the shop answers with the same page.
    const back = page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === "/");
    const at = (await first.boundingBox())!;
    await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
    await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
    await back;
    expect(writes).toEqual(["POST /forms/cart"]);
    await scripts.arrive();
    await expectToast(page, "Added to cart successfully");
    await expectCartCount(page, 1);

    const second = addButtons(page).nth(1);
    await waitForHydration(second);
    await second.scrollIntoViewIfNeeded();
    await second.tap();
    await expectCartCount(page, 2);
    expect(writes).toEqual(["POST /forms/cart", "PUT /api/v2/carts"]);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(errors).toEqual([]);
    await context.close();
  });
});
