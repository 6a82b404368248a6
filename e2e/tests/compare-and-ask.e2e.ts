import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, DESKTOP, launch, openPage, PHONE, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };
const WIDE = { ...DESKTOP, width: 1366 };

type Listed = { data: { slug: string; name: string }[] };

describe("compare and ask us to stock a part (issue 48)", () => {
  it("at 1366 px compares three products chosen on their pages and sees their rows aligned, differences marked", async () => {
    const res = await fetch(`${apiUrl()}/v1/products?query=sensor&per_page=3`);
    const products = ((await res.json()) as Listed).data;
    expect(products).toHaveLength(3);
    const { context, page, errors } = await openPage(browser, WIDE);
    for (const product of products) {
      await page.goto(`/product/${product.slug}`);
      await page.getByRole("button", { name: "Compare", exact: true }).click();
      await expect.poll(() => page.getByRole("button", { name: "Added to compare" }).getAttribute("aria-pressed"), WAIT).toBe("true");
    }
    const bar = page.getByRole("complementary", { name: "Products to compare" });
    await bar.getByRole("link", { name: "Compare (3)" }).click();
    await page.waitForURL(`**/compare?products=${products.map((p) => p.slug).join(",")}`);

    const table = page.getByRole("table");
    const heads = table.locator("thead th");
    await expect.poll(() => heads.count(), WAIT).toBe(3);
    for (const [i, product] of products.entries()) expect(await heads.nth(i).textContent()).toContain(product.name);
    // Every row has one cell per product: the rows line up.
    const cellsPerRow = await table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td").length));
    expect(cellsPerRow.length).toBeGreaterThan(3);
    expect(new Set(cellsPerRow)).toEqual(new Set([3]));
    expect(await table.getByRole("rowheader", { name: "Price" }).isVisible()).toBe(true);
    expect(await table.getByRole("rowheader", { name: "Stock" }).isVisible()).toBe(true);
    // The API flags the differing rows; the page marks the same ones.
    const api = (await (await fetch(`${apiUrl()}/v1/compare?products=${products.map((p) => p.slug).join(",")}`)).json()) as {
      data: { rows: { differs: boolean }[] };
    };
    expect(await table.locator("tr[data-differs]").count()).toBe(api.data.rows.filter((row) => row.differs).length);
    expect(await table.getByRole("button", { name: /^(Add to Cart|Stock Out): / }).count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at 375 px compares three products: one cell per product in every row, the table scrolls sideways and the page does not", async () => {
    const products = ((await (await fetch(`${apiUrl()}/v1/products?query=sensor&per_page=3`)).json()) as Listed).data;
    expect(products).toHaveLength(3);
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`/compare?products=${products.map((p) => p.slug).join(",")}`);
    const table = page.getByRole("table");
    await expect.poll(() => table.locator("thead th").count(), WAIT).toBe(3);
    const cellsPerRow = await table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td").length));
    expect(cellsPerRow.length).toBeGreaterThan(3);
    expect(new Set(cellsPerRow)).toEqual(new Set([3]));
    const scroller = page.getByRole("region", { name: "Comparison table, scrolls sideways" });
    const sideways = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(sideways.scrollWidth).toBeGreaterThan(sideways.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ["375 px", PHONE],
    ["1366 px", WIDE],
  ])("at %s chooses two products from a category's cards, in place, and the page's end scrolls out from under the compare bar", async (_, viewport) => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto("/category/sensors-modules");
    const toggles = page.locator("main article").getByRole("button", { name: /^Compare / });
    await waitForHydration(toggles.first());
    const box = await toggles.first().boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(40);
    expect(box!.width).toBeGreaterThanOrEqual(40);
    for (const i of [0, 1]) {
      await toggles.nth(i).click();
      await expect.poll(() => toggles.nth(i).getAttribute("aria-pressed"), WAIT).toBe("true");
    }
    expect(new URL(page.url()).pathname).toBe("/category/sensors-modules");
    const bar = page.getByRole("complementary", { name: "Products to compare" });
    await expect.poll(() => bar.getByRole("link", { name: "Compare (2)" }).isVisible(), WAIT).toBe(true);
    // Pressed again, a card's Compare takes its product off the bar.
    await toggles.nth(1).click();
    await expect.poll(() => bar.getByRole("link", { name: "Compare (1)" }).isVisible(), WAIT).toBe(true);
    expect(await toggles.nth(1).getAttribute("aria-pressed")).toBe("false");
    expect(await lastFooterLinkClearOfBar(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ["375 px", PHONE],
    ["1366 px", WIDE],
  ])("at %s searches for a part the shop does not list and asks for it to be stocked", async (_, viewport) => {
    const { context, page, errors } = await openPage(browser, viewport);
    const words = `zx${Date.now().toString(36)} flux capacitor`;
    await page.goto(`/search?query=${encodeURIComponent(words)}`);
    const form = page.getByRole("region", { name: "Ask us to stock this part" });
    await form.waitFor(WAIT);
    expect(await form.getByLabel("The part").inputValue()).toBe(words);
    await form.getByLabel("Full Name").fill("Nadia Rahman");
    await form.getByLabel("Email").fill("nadia.asks@example.com");
    const ask = form.getByRole("button", { name: "Ask us to stock it" });
    await (viewport === PHONE ? ask.tap() : ask.click());
    await expect.poll(() => form.getByRole("status").textContent(), WAIT).toBe("Thanks! We will email you if we stock it");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Scrolled to the very end, the footer's last link sits above the compare bar, not under it. */
async function lastFooterLinkClearOfBar(page: Page): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>("footer a")].filter((a) => a.getClientRects().length);
    const last = links.sort((a, b) => a.getBoundingClientRect().bottom - b.getBoundingClientRect().bottom).at(-1);
    const bar = document.querySelector('aside[aria-label="Products to compare"]');
    if (!last || !bar) return false;
    return last.getBoundingClientRect().bottom <= bar.getBoundingClientRect().top;
  });
}
