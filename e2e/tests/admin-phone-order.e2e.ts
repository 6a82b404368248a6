import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, apiUrl, baseUrl, launch, openPage } from "../support/browser";
import { signIn, uniquePhone } from "../support/auth";
import { inStockProducts } from "../support/cart";
import { adminUrl, horizontalOverflow, journeyOwner, staffSignIn } from "../support/admin-journey";

const LAPTOP = { width: 1366, height: 900 } as const;
/** global-setup's owner for this file. */
const OWNER = 13;
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");

let browser: Browser;
let staffState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
const used = new Set<string>();
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `phone-order-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/**
 * Staff take a cash-on-delivery order by phone for a new customer (a fresh phone, typed
 * with +88): New order, Find customer, the name, a product by search, a typed Dhaka
 * address, live totals, Place order → the order's page with its Phone badge. The
 * customer then signs in with the phone code and finds it in My Orders.
 */
async function takeOrderByPhone(viewport: { width: number; height: number }) {
  const products = await inStockProducts("sort=price_asc&per_page=60&page=3");
  const product = products.find((p) => p.current_stock >= 3 && !used.has(p.slug));
  expect(product, "an in-stock product with 3 or more units").toBeTruthy();
  used.add(product!.slug);
  const phone = uniquePhone();

  // One sign-in for both widths (a phone gets one code a minute).
  const { context, page, errors } = await openPage(browser, viewport, { storageState: staffState, baseURL: adminUrl() });
  if (!staffState) {
    await staffSignIn(page, journeyOwner(OWNER));
    staffState = await context.storageState();
  }
  await page.goto(`${adminUrl()}/orders`);
  await page.getByRole("link", { name: "New order", exact: true }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe("New order");

  await page.getByLabel("Customer's phone").fill(`+88${phone}`);
  await page.getByRole("button", { name: "Find customer" }).click();
  await expect.poll(() => page.getByRole("heading", { name: `New customer · ${phone}` }).isVisible(), { timeout: 10_000 }).toBe(true);
  await page.getByLabel("Customer's name").fill("Nasima Begum");

  await page.getByRole("searchbox", { name: "Add a product" }).fill(product!.name.slice(0, 30));
  await page.getByRole("button", { name: `Add ${product!.name}`, exact: true }).click();
  await page.getByRole("button", { name: `One more ${product!.name}` }).click();

  await page.getByLabel("Full name").fill("Nasima Begum");
  expect(await page.getByRole("textbox", { name: "Phone", exact: true }).inputValue()).toBe(phone);
  await expect.poll(() => page.getByLabel("District").locator("option").count(), { timeout: 10_000 }).toBeGreaterThan(60);
  await page.getByLabel("District").selectOption("47");
  await page.getByLabel("Area").fill("Mirpur");
  await page.getByLabel("Street address").fill("House 7, Road 3, Mirpur 10");

  const totals = page.getByRole("region", { name: "Totals" });
  await expect.poll(() => totals.textContent(), { timeout: 10_000 }).toMatch(/Total৳[\d,]+/);
  await shot(page, "form");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/orders\/\d+$/, { timeout: 15_000 });
  const orderNumber = /\/orders\/(\d+)$/.exec(page.url())![1];
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe(`Order ${orderNumber}`);
  expect(await page.getByText("Taken by Phone").first().isVisible()).toBe(true);
  await expect.poll(() => page.getByText("Taken by phone by").first().isVisible(), { timeout: 10_000 }).toBe(true);
  await shot(page, "placed");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
  await context.close();

  // The customer signs in with the code sent to the phone and finds the order in My Orders.
  const shopper = await openPage(browser, viewport);
  await signIn(shopper.page, baseUrl(), apiUrl(), phone, { callbackUrl: "/my-orders" });
  await shopper.page.goto(`${baseUrl()}/my-orders`);
  await expect.poll(() => shopper.page.getByText(orderNumber).first().isVisible(), { timeout: 15_000 }).toBe(true);
  await shot(shopper.page, "my-orders");
  await shopper.context.close();
}

describe("an order taken by phone (issue 46)", () => {
  it("at 1366 px: staff place it for a new customer, who sees it in My Orders", async () => {
    await takeOrderByPhone(LAPTOP);
  });
  it("at 375 px: the same on a phone", async () => {
    await takeOrderByPhone(PHONE);
  });
});
