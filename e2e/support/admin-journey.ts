import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { readOtp, signIn, smsCount, uniquePhone } from "./auth";
import { apiUrl, baseUrl, openPage } from "./browser";
import { inStockProducts, type ApiProduct } from "./cart";

type Viewport = { width: number; height: number };

/** Dhaka's district id in the seeded reference data. */
const DHAKA_DISTRICT = 47;

export type ShopperOrder = {
  phone: string;
  context: BrowserContext;
  page: Page;
  orderNumber: string;
  orderKey: string;
  product: ApiProduct;
};

/**
 * A shopper signs in through the shop and places a cash-on-delivery order for home
 * delivery. The cart, address and order calls go through the shop's own forwarder
 * (`/api/v1/*`, with the page's session cookie), as the checkout pages make them; the
 * checkout screens themselves are the orders journeys' job.
 */
export async function shopperPlacesOrder(browser: Browser, viewport: Viewport, skip: Set<string>): Promise<ShopperOrder> {
  const { context, page } = await openPage(browser, viewport);
  const phone = uniquePhone();
  await signIn(page, baseUrl(), apiUrl(), phone, { callbackUrl: "/" });
  const candidates = await inStockProducts("sort=price_asc&per_page=60&page=2");
  const product = candidates.find((p) => p.current_stock >= 5 && !skip.has(p.slug));
  expect(product, "an in-stock product with 5 or more units").toBeTruthy();
  skip.add(product!.slug);

  const address = await page.request.post("/api/v1/addresses", {
    data: { name: "Karim Hossain", phone, district: DHAKA_DISTRICT, area: "Dhanmondi", address: "House 12, Road 5" },
  });
  expect(address.status()).toBe(201);
  const addressId = ((await address.json()) as { data: { address: { uuid: string } } }).data.address.uuid;
  const cart = await page.request.put("/api/v2/carts", { data: { product: product!.slug, quantity: 2 } });
  expect(cart.status()).toBe(200);
  const placed = await page.request.post("/api/v1/orders", {
    headers: { "idempotency-key": randomUUID() },
    data: { payment_method: "cash_on_delivery", delivery_method: "home_delivery", address: addressId, terms: true },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order_key: string; order: { order_number: string } } }).data;
  return { phone, context, page, orderNumber: order.order.order_number, orderKey: order.order_key, product: product! };
}

/** An owner of the back office for one journey (global-setup adds them; a phone gets one code a minute). */
export function journeyOwner(index: number): string {
  const phone = inject("staffPhones")[index];
  if (!phone) throw new Error(`no journey owner #${index}`);
  return phone;
}

export function adminUrl(): string {
  return inject("adminUrl");
}

/** Signs in to the back office with the phone code from the dev outbox; resolves on the dashboard. */
export async function staffSignIn(page: Page, phone: string): Promise<void> {
  await page.goto(`${adminUrl()}/`);
  const before = await smsCount(apiUrl(), phone);
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  const code = await readOtp(apiUrl(), phone, { after: before });
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1, name: "Dashboard" }).isVisible(), { timeout: 10_000 }).toBe(true);
}

/** Opens an order from the queue by searching its number. */
export async function openOrderFromQueue(page: Page, orderNumber: string): Promise<void> {
  await page.goto(`${adminUrl()}/orders`);
  const search = page.getByRole("searchbox", { name: "Search" });
  const filters = page.locator("summary", { hasText: "Filters" });
  await expect.poll(async () => (await search.isVisible()) || (await filters.isVisible()), { timeout: 10_000 }).toBe(true);
  // On a phone the filters fold behind "Filters".
  if (!(await search.isVisible())) await filters.click();
  await search.fill(orderNumber);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe(`Order ${orderNumber}`);
}

/**
 * Runs one order action from the order page: the action's button opens its form, whose
 * submit button has the same name; resolves when the success message shows.
 */
export async function orderAction(page: Page, orderNumber: string, label: string, past: string, fill?: () => Promise<void>): Promise<void> {
  await page.getByRole("button", { name: label, exact: true }).first().click();
  await fill?.();
  await page.locator("form").getByRole("button", { name: label, exact: true }).click();
  await expect.poll(() => page.getByText(`Order ${orderNumber} ${past}.`).isVisible(), { timeout: 15_000 }).toBe(true);
}

/** No element sticks out of the page sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Waits for a new order to reach an open queue without a reload (issue 46's alerts): the
 * back office asks the pulse when its tab comes back into view, so the journey says so
 * instead of waiting out the 15 s timer; then the queue shows the order's link and the
 * notice says a new order arrived.
 */
export async function newOrderReachesOpenQueue(page: Page, orderNumber: string): Promise<void> {
  const loads = await page.evaluate(() => performance.getEntriesByType("navigation").length + performance.timeOrigin);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
        return page.getByRole("link", { name: orderNumber, exact: true }).isVisible();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBe(true);
  await expect
    .poll(() =>
      page
        .getByRole("status")
        .filter({ hasText: /New order \S+: ৳[\d,]+/ })
        .first()
        .isVisible(),
    )
    .toBe(true);
  // The same document: the queue reloaded itself, the page did not.
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length + performance.timeOrigin)).toBe(loads);
}
