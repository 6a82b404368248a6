import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, launch, openPage } from "../support/browser";
import { adminUrl, horizontalOverflow, journeyOwner, staffSignIn } from "../support/admin-journey";

const LAPTOP = { width: 1366, height: 900 } as const;
/** global-setup's owner for this file: signs in once, both tests share the session. */
const OWNER = 11;
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");

let browser: Browser;
let staffState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function staffPage(viewport: { width: number; height: number }) {
  const opened = await openPage(browser, viewport, { storageState: staffState, baseURL: adminUrl() });
  if (staffState) {
    await opened.page.goto(`${adminUrl()}/`);
  } else {
    await staffSignIn(opened.page, journeyOwner(OWNER));
    staffState = await opened.context.storageState();
  }
  return opened;
}

/** A product of this test's own, made through the back office's server from the signed-in page: ৳450, no discount. */
async function newProduct(page: Page, width: number): Promise<{ sku: string; name: string }> {
  const stamp = `${Date.now() % 1_000_000_000}${width}`;
  const made = await page.evaluate(async (suffix) => {
    const headers = { "content-type": "application/json", "x-requested-with": "shop-admin" };
    const categories = (await (await fetch("/v1/admin/categories", { headers })).json()) as { data: { id: number }[] };
    const body = {
      name: `Import test relay ${suffix}`,
      slug: `import-test-relay-${suffix}`,
      sku: `IMP-${suffix}`,
      category_id: categories.data[0].id,
      price_poisha: 45000,
    };
    const res = await fetch("/v1/admin/products", { method: "POST", headers, body: JSON.stringify(body) });
    return { status: res.status, text: await res.text(), sku: body.sku, name: body.name };
  }, stamp);
  expect(made.status, made.text).toBe(201);
  return { sku: made.sku, name: made.name };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `catalog-bulk-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/** The owner imports a one-line price list for the product, reads the preview, applies it and finds the new price in the list. */
async function importPriceList(viewport: { width: number; height: number }) {
  const { context, page, errors } = await staffPage(viewport);
  const product = await newProduct(page, viewport.width);
  await page.goto(`${adminUrl()}/products`);
  await expect.poll(() => page.getByRole("heading", { level: 1, name: "Products" }).isVisible(), { timeout: 10_000 }).toBe(true);

  await page.getByRole("button", { name: "Import CSV" }).click();
  const file = `SKU,Price (Tk)\r\n${product.sku},1250.50\r\n`;
  await page.getByLabel("Products CSV file").setInputFiles({ name: "price-list.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect.poll(() => page.getByText("1 product will change.", { exact: false }).isVisible(), { timeout: 10_000 }).toBe(true);
  const table = page.getByRole("table", { name: "What the import changes" });
  const row = table.locator("tr", { hasText: product.sku });
  expect(await row.textContent()).toContain("Price: ৳450 → ৳1,250.50");
  await shot(page, "preview");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Apply 1 change" }).click();
  await expect.poll(() => page.getByText("1 product changed").isVisible(), { timeout: 15_000 }).toBe(true);

  await page.getByRole("searchbox", { name: "Search" }).fill(product.sku);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const listed = page.locator("tr", { has: page.getByRole("link", { name: product.name }) });
  await expect.poll(() => listed.textContent(), { timeout: 10_000 }).toContain("৳1,250.50");
  await shot(page, "applied");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The audit log says it in words, with who did it.
  await page.goto(`${adminUrl()}/audit-log?entity=product`);
  const entry = page.getByText(`Price of ${product.name} ৳450 → ৳1,250.50 (CSV import)`);
  await expect.poll(() => entry.isVisible(), { timeout: 10_000 }).toBe(true);
  await shot(page, "audit");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The product's page offers Duplicate and Archive, and each image can be made the main one.
  await page.goto(`${adminUrl()}/products`);
  await page.getByRole("searchbox", { name: "Search" }).fill(product.sku);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("link", { name: product.name }).click();
  await expect.poll(() => page.getByRole("button", { name: "Duplicate" }).isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await page.getByRole("button", { name: "Archive", exact: true }).isVisible()).toBe(true);
  await shot(page, "product");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
  await context.close();
}

describe("catalog bulk work in the back office", () => {
  it("at 1366 px an owner imports a price list CSV, reads the preview, applies it and the product shows the new price", async () => {
    await importPriceList(LAPTOP);
  });

  it("at 375 px the same import fits the phone", async () => {
    await importPriceList(PHONE);
  });
});
