import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, baseUrl, holdPageDataFromNow, holdScriptsFromNow, launch, openPage, PHONE, waitForHydration } from "../support/browser";
import { expectCartCount, expectToast, inStockProducts, lineCount, outOfStockProduct } from "../support/cart";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Menu = { data: { main_menu: { name: string; slug: string; children: { name: string; slug: string }[] }[] } };

describe("phone shopper (375 px) browses the catalog", () => {
  it("opens the menu → All Categories → sub-list → Back → category → product", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto("/");
    const menu = (await (await fetch(`${apiUrl()}/v1/main-menus`)).json()) as Menu;
    const main = menu.data.main_menu.find((m) => m.children.length > 0)!;
    const child = main.children[0];

    // The desktop category bar is hidden on a phone; the page does not scroll sideways.
    await expect.poll(() => page.getByRole("navigation", { name: "Product categories" }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("navigation", { name: "Mobile menu" });
    await expect.poll(() => panel.isVisible()).toBe(true);
    // Scroll is locked while the menu is open.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    for (const fixed of ["Innovation Kit", "Gadgets & Electronics", "Offers"]) {
      await expect.poll(() => panel.getByRole("link", { name: fixed }).isVisible(), { message: fixed }).toBe(true);
    }

    await panel.getByRole("button", { name: "All Categories" }).click();
    await panel.getByRole("button", { name: main.name }).click();
    await expect.poll(() => panel.getByRole("link", { name: child.name, exact: true }).isVisible()).toBe(true);
    await panel.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => panel.getByRole("button", { name: main.name }).isVisible()).toBe(true);
    await panel.getByRole("button", { name: main.name }).click();
    await panel.getByRole("link", { name: child.name, exact: true }).click();
    await page.waitForURL(`**/category/${child.slug}`);
    // The menu closed on navigation and the page scrolls again.
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    const first = page.locator('article a[href^="/product/"]').first();
    const name = (await first.textContent())!;
    await first.click();
    await page.waitForURL("**/product/**");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a link to another page starts the route loader, which stops once that page has rendered", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto("/");
    const link = page.locator('article a[href^="/product/"]').first();
    await waitForHydration(link);
    // The new page's data is held back, so the loader is seen while it is on its way.
    const { release } = await holdPageDataFromNow(page, "**/product/**");
    const bar = page.locator(".animate-route-progress");
    expect(await bar.count()).toBe(0);
    await link.click();
    await expect.poll(() => bar.count(), { message: "the loader runs" }).toBe(1);
    release();
    await page.waitForURL("**/product/**");
    await expect.poll(() => bar.count(), { message: "the loader stops" }).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an out-of-stock product offers Notify Me, in the page's HTML, and sends the request", async () => {
    const out = await outOfStockProduct();
    // The cached page has the button in its HTML, before any script of ours: its code
    // loads only for such a product, so React streams it into the same document.
    const html = await (await fetch(`${baseUrl()}/product/${out.slug}`)).text();
    expect(html).toContain(">Notify Me</span></button>");

    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`/product/${out.slug}`);
    const notify = page.getByRole("button", { name: "Notify Me" });
    await waitForHydration(notify);
    expect(await page.getByRole("button", { name: "Buy Now" }).count()).toBe(0);
    await notify.click();
    const dialog = page.getByRole("dialog", { name: "Notify Me When Available" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel("Full Name").fill("Nadia Rahman");
    await dialog.getByLabel("Email").fill(`notify-${Date.now()}@example.com`);
    await dialog.getByRole("button", { name: "Notify Me" }).click();
    await expectToast(page, "Product requested");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("every script of a page, first load and loaded later, is marked for eager compilation (the build's compile hints)", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const hint = "//# allFunctionsCalledOnLoad\n";
    const scripts: Promise<{ url: string; head: string }>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script" && new URL(res.url()).pathname.startsWith("/_next/static/chunks/")) {
        scripts.push(res.text().then((body) => ({ url: res.url(), head: body.slice(0, hint.length) })));
      }
    });
    await page.goto("/");
    // The phone menu's panel is a chunk loaded on first use.
    const open = page.getByRole("button", { name: "Open menu" });
    await waitForHydration(open);
    const before = scripts.length;
    await open.click();
    await expect.poll(() => page.getByRole("navigation", { name: "Mobile menu" }).isVisible()).toBe(true);
    await expect.poll(() => scripts.length, { message: "the menu's code loads on first use" }).toBeGreaterThan(before);
    for (const { url, head } of await Promise.all(scripts)) expect(head, url).toBe(hint);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a throttled phone, Add to Cart, the stepper and the heart work from the page's HTML before its scripts have come; a double tap adds once", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const product = (await inStockProducts()).find((p) => p.current_stock >= 3)!;
    // A mid-range phone on 3G (bench/phone.ts's figures), and the page's scripts held: React never runs here.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 184_320, uploadThroughput: 84_375 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const scripts = await holdScriptsFromNow(page);
    const writes: string[] = [];
    page.on("request", (req) => {
      const { pathname } = new URL(req.url());
      if (req.method() !== "GET" && (pathname.startsWith("/api/v2/carts") || pathname.startsWith("/forms/"))) writes.push(`${req.method()} ${pathname}`);
    });
    await page.goto(`/product/${product.slug}`, { waitUntil: "domcontentloaded" });
    const add = page.getByRole("button", { name: "Add to Cart", exact: true });
    const plus = page.getByRole("button", { name: `Increase quantity of ${product.name}` });
    expect(await add.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"))), "React has not taken the button").toBe(false);
    await plus.click();
    await plus.click();
    await expect
      .poll(() =>
        page
          .getByRole("group", { name: `Quantity of ${product.name}` })
          .locator("output")
          .textContent(),
      )
      .toBe("3");
    // A double tap (two presses before the page goes): the form goes once, and the shop answers with the same page.
    const back = page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === `/product/${product.slug}`);
    const at = (await add.boundingBox())!;
    await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
    await page.waitForTimeout(150);
    await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
    await back;
    await page.waitForLoadState("domcontentloaded");
    expect(writes, "one post of the form, no call of the page's code").toEqual(["POST /forms/cart"]);
    expect(scripts.held(), "the scripts were still held").toBeGreaterThan(0);
    // The scripts come: the page shows what the post did, and the cart has the product once, three of it.
    scripts.release();
    await waitForHydration(add);
    await expectToast(page, "Added to cart successfully");
    // A guest's heart before the scripts: to sign in, and back to this page after.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const held = await holdScriptsFromNow(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await page.waitForURL(/\/signin\?callbackUrl=/, { waitUntil: "domcontentloaded" });
    expect(decodeURIComponent(new URL(page.url()).searchParams.get("callbackUrl") ?? "")).toBe(`/product/${product.slug}`);
    held.release();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.goto("/my-cart");
    expect(await lineCount(page, product.slug)).toBe("3");
    expect(writes.filter((w) => w.includes("cart"))).toEqual(["POST /forms/cart"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the page's own count of the cart, answered before an add but arriving after it, does not put the badge back", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const [product] = await inStockProducts();
    // The counts the page asks for on load are read at once, and delivered late.
    let deliver = () => {};
    const late = new Promise<void>((resolve) => (deliver = resolve));
    let read = () => {};
    const readFirst = new Promise<void>((resolve) => (read = resolve));
    let delivered = false;
    await page.route("**/api/v1/notifications*", async (route) => {
      const response = await route.fetch();
      read();
      await late;
      await route.fulfill({ response });
      delivered = true;
    });
    await page.goto(`/product/${product.slug}`);
    await readFirst;
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expectCartCount(page, 1);
    deliver();
    await expect.poll(() => delivered, { message: "the late counts were delivered" }).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await expectCartCount(page, 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
