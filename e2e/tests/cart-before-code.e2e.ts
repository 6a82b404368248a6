import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, openPage, PHONE, waitForHydration } from "../support/browser";
import { expectCartCount, expectToast, inStockProducts, lineCount } from "../support/cart";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Issue 44's fourth part (docs/decisions/035-forms-before-scripts.md): a hydrated page
 * whose cart code (loaded on first use) has not come yet posts Add to Cart's form rather
 * than wait for that code; once the code has come, the press is the page's own call.
 */
describe("Add to Cart on a hydrated page before the cart's code has come", () => {
  it("posts the form once; after the code has come, a press is the page's call; the cart has both adds", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const product = (await inStockProducts()).find((p) => p.current_stock >= 3)!;
    // The cart's code (cart-store.ts, the only module with this message) is held wherever it is asked for.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"),
      async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes("Cart could not be loaded")) {
          held.push(route.request().url());
          await gate;
        }
        await route.fulfill({ response, body });
      },
    );
    const writes: string[] = [];
    page.on("request", (req) => {
      const { pathname } = new URL(req.url());
      if (req.method() !== "GET" && (pathname.startsWith("/api/v2/carts") || pathname.startsWith("/forms/"))) writes.push(`${req.method()} ${pathname}`);
    });
    await page.goto(`/product/${product.slug}`);
    const add = page.getByRole("button", { name: "Add to Cart", exact: true });
    await waitForHydration(add);
    // Hydrated, and the page has asked for the cart's code once idle: it is on its way, held.
    await expect.poll(() => held.length, { message: "the page fetched the cart's code after hydrating" }).toBeGreaterThan(0);
    const back = page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === `/product/${product.slug}`);
    await add.click();
    await back;
    await page.waitForLoadState("domcontentloaded");
    expect(writes, "the form's post, not a wait for the code").toEqual(["POST /forms/cart"]);
    // The code comes: the flash toast of the post, then a press is the page's own call, no reload.
    open();
    await waitForHydration(add);
    await expectToast(page, "Added to cart successfully");
    await expect
      .poll(() => page.evaluate((all) => all.every((url) => performance.getEntriesByName(url).length > 0), held), { message: "the cart's code arrived" })
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
    await add.click();
    await expect.poll(() => writes).toEqual(["POST /forms/cart", "PUT /api/v2/carts"]);
    await expectCartCount(page, 1);
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded), "the page was not reloaded").toBe(true);
    await page.goto("/my-cart");
    expect(await lineCount(page, product.slug)).toBe("2");
    expect(writes).toEqual(["POST /forms/cart", "PUT /api/v2/carts"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
