import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, DESKTOP, launch, openPage, PHONE } from "../support/browser";

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

  it("at 375 px searches for a part the shop does not list and asks for it to be stocked", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const words = `zx${Date.now().toString(36)} flux capacitor`;
    await page.goto(`/search?query=${encodeURIComponent(words)}`);
    const form = page.getByRole("region", { name: "Ask us to stock this part" });
    await form.waitFor(WAIT);
    expect(await form.getByLabel("The part").inputValue()).toBe(words);
    await form.getByLabel("Full Name").fill("Nadia Rahman");
    await form.getByLabel("Email").fill("nadia.asks@example.com");
    await form.getByRole("button", { name: "Ask us to stock it" }).tap();
    await expect.poll(() => form.getByRole("status").textContent(), WAIT).toBe("Thanks! We will email you if we stock it");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
