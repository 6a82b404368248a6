import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { apiUrl } from "./browser";

export type ApiProduct = {
  product_id: number;
  name: string;
  slug: string;
  price: number;
  has_discount_price: boolean;
  discount_price: number | null;
  current_stock: number;
};

/** In-stock products from the API, for journeys that need to know prices and stock. */
export async function inStockProducts(query = "sort=price_desc&per_page=60"): Promise<ApiProduct[]> {
  const res = await fetch(`${apiUrl()}/v1/products?in_stock=true&${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: ApiProduct[] };
  return body.data.filter((p) => p.current_stock > 0);
}

/** A product that is out of stock (the seed has some), searched page by page. */
export async function outOfStockProduct(): Promise<ApiProduct> {
  for (let page = 1; page <= 20; page++) {
    const res = await fetch(`${apiUrl()}/v1/products?per_page=60&page=${page}`);
    const body = (await res.json()) as { data: ApiProduct[] };
    const out = body.data.find((p) => p.current_stock === 0);
    if (out) return out;
    if (body.data.length < 60) break;
  }
  throw new Error("no out-of-stock product in the catalog");
}

export function paysFor(p: ApiProduct): number {
  return p.has_discount_price && p.discount_price !== null ? p.discount_price : p.price;
}

/** The toast on screen with this text (success toasts are a status, errors an alert). */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('[role="status"], [role="alert"]').filter({ hasText: text });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => toastWith(page, text).count(), { message: `toast "${text}"`, timeout: 10_000 }).toBeGreaterThan(0);
}

/** The header cart button's accessible name carries the count ("Cart, 3 items"). */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect
    .poll(() => page.getByRole("button", { name: /^Cart, / }).getAttribute("aria-label"), { message: `cart badge ${count}`, timeout: 10_000 })
    .toBe(`Cart, ${count} ${count === 1 ? "item" : "items"}`);
}

/** The next PUT /v2/carts the page sends, with its JSON body. */
export function nextCartPut(page: Page) {
  return page.waitForRequest((r) => r.url().includes("/api/v2/carts") && r.method() === "PUT", { timeout: 10_000 });
}

export function cartLine(scope: Page | Locator, slug: string): Locator {
  return scope.locator(`[data-cart-line="${slug}"]`);
}

export async function lineCount(scope: Page | Locator, slug: string): Promise<string | null> {
  return cartLine(scope, slug).locator("output").textContent();
}

export function overflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow);
}

/** The stock this moment (the API's uncached stock route). */
export async function liveStock(slug: string): Promise<number> {
  const res = await fetch(`${apiUrl()}/v1/products/${slug}/stock`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { current_stock: number } }).data.current_stock;
}
