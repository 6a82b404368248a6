import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, launch, openPage, PHONE } from "../support/browser";

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
});
