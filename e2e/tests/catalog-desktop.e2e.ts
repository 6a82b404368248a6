import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, DESKTOP, launch, openPage } from "../support/browser";
import { openFirstDropdown } from "../support/category-nav";
import { jsonLd, ofType } from "../support/json-ld";

type ListBody = { data: { name: string; slug: string; price: number; discount_price: number | null; current_stock: number }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("desktop shopper browses the catalog", () => {
  it("goes home → category dropdown → category → sort → product", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/RoboDoc/);

    // The dropdown of the first main category shown in the bar.
    const { child } = await openFirstDropdown(page);
    const childHref = await child.getAttribute("href");
    expect(childHref).toMatch(/^\/category\/[a-z0-9-]+$/);
    await child.click();
    await page.waitForURL(`**${childHref}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);

    // Sort By: Price: Low to High, then the grid follows the API's order.
    await page.getByRole("radio", { name: "Price: Low to High" }).check();
    await page.waitForURL(/sort=price_asc/);
    const slug = childHref!.split("/").pop()!;
    const list = (await (await fetch(`${apiUrl()}/v1/products?category=${slug}&sort=price_asc&per_page=24`)).json()) as ListBody;
    // In stock first, then out of stock, each cheapest first.
    const stock = list.data.map((p) => p.current_stock > 0);
    expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
    for (const inStock of [true, false]) {
      const pays = list.data.filter((p) => p.current_stock > 0 === inStock).map((p) => p.discount_price ?? p.price);
      expect(pays).toEqual([...pays].sort((a, b) => a - b));
    }
    const cards = page.locator('article a[href^="/product/"]');
    await expect.poll(() => cards.first().textContent()).toBe(list.data[0].name);

    // The first product opens its page, with Product and BreadcrumbList JSON-LD.
    await cards.first().click();
    await page.waitForURL(`**/product/${list.data[0].slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(list.data[0].name);
    await expect.poll(() => page.getByText("৳").first().isVisible()).toBe(true);
    const blocks = await jsonLd(page);
    const product = ofType(blocks, "Product");
    expect(product?.name).toBe(list.data[0].name);
    expect((product?.offers as Record<string, unknown>).priceCurrency).toBe("BDT");
    expect(ofType(blocks, "BreadcrumbList")).toBeDefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the home page's store JSON-LD, footer blocks and the current year", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto("/");
    const store = ofType(await jsonLd(page), "ElectronicsStore");
    expect(store).toBeDefined();
    expect((store?.address as Record<string, unknown>).addressLocality).toBe("Dhaka");
    const footer = page.locator("footer");
    for (const text of [
      "Get in Touch",
      "Other Links",
      "Store Hours",
      "Customer Service",
      "Saturday - Thursday: 9:00 AM - 8:00 PM",
      "Friday: Closed (No Delivery)",
    ]) {
      await expect.poll(() => footer.getByText(text, { exact: false }).first().isVisible(), { message: text }).toBe(true);
    }
    await expect.poll(() => footer.getByText(String(new Date().getFullYear())).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Chat with us on Messenger" }).isVisible()).toBe(true);
    await context.close();
  });

  it("shows the sticky cart button on listing routes only, and the logo once the bar scrolls away", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto("/faq");
    await expect(page.locator("[data-sticky-cart]").count()).resolves.toBe(0);
    await page.goto("/offers");
    const sticky = page.getByRole("button", { name: /^Open cart, \d+ items?$/ });
    await expect.poll(() => sticky.isVisible()).toBe(true);
    await sticky.click();
    await expect.poll(() => page.getByText("Your cart is empty! Start shopping.").isVisible()).toBe(true);
    await page.keyboard.press("Escape");

    const homeLink = page.getByRole("navigation", { name: "Product categories" }).locator('a[aria-label="Home"]');
    await expect.poll(() => homeLink.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => homeLink.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await context.close();
  });

  it("lays out a dropdown of more than 10 children wider than one column", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto("/");
    // The bar's dropdowns are rendered from the first hover in it.
    await openFirstDropdown(page);
    const menu = (await (await fetch(`${apiUrl()}/v1/main-menus`)).json()) as { data: { main_menu: { name: string; children: unknown[] }[] } };
    const wide = menu.data.main_menu.find((m) => m.children.length > 10)!;
    const narrow = menu.data.main_menu.find((m) => m.children.length > 0 && m.children.length <= 10)!;
    const columns = (name: string) =>
      page
        .locator(`ul[aria-label="${name}"]`)
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    const display = (name: string) =>
      page
        .locator(`ul[aria-label="${name}"]`)
        .first()
        .evaluate((el) => getComputedStyle(el).display);
    expect(await display(wide.name)).toBe("grid");
    expect(await columns(wide.name)).toBeGreaterThan(1);
    expect(await display(narrow.name)).not.toBe("grid");
    await context.close();
  });
});
