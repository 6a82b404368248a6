import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, baseUrl, DESKTOP, launch, openPage, PHONE } from "../support/browser";
import { sessionToken, signIn, uniquePhone } from "../support/auth";
import { expectToast, inStockProducts, outOfStockProduct, paysFor, type ApiProduct } from "../support/cart";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A call to the API as the page's signed-in shopper. */
async function asShopper(page: Page, method: string, path: string, body?: unknown) {
  const token = await sessionToken(page);
  const res = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { message: string; data: Record<string, unknown> };
  expect(res.status, `${method} ${path}: ${json.message}`).toBeLessThan(300);
  return json;
}

async function district(name: string): Promise<number> {
  const body = (await (await fetch(`${apiUrl()}/v1/districts`)).json()) as { data: { districts: { id: number; name: string }[] } };
  return body.data.districts.find((d) => d.name === name)!.id;
}

describe("cart states say one clear thing (issue 9)", () => {
  it("a coupon that no longer fits says Not Applied with its reason; free delivery reads after the fee; express falls back to home and says so", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const phone = uniquePhone();
    await signIn(page, baseUrl(), apiUrl(), phone);
    const products = await inStockProducts();
    // WELCOME10 needs ৳500: a ৳500+ product to apply it, a cheap one to stay after it goes.
    const big = products.find((p) => paysFor(p) >= 500 && paysFor(p) < 5000 && p.current_stock >= 2)!;
    const cheap = (await inStockProducts("sort=price_asc&per_page=60")).find((p) => paysFor(p) < 200)!;
    expect(big && cheap).toBeTruthy();
    await asShopper(page, "PUT", "/v2/carts", { product: big.slug, quantity: 1 });
    await asShopper(page, "PUT", "/v2/carts", { product: cheap.slug, quantity: 1 });
    await asShopper(page, "POST", "/v1/coupons", { code: "WELCOME10" });
    await asShopper(page, "DELETE", "/v2/carts", { product: big.slug });

    await page.goto("/my-cart");
    const notApplied = page.locator("[data-coupon-not-applied]");
    await expect.poll(() => notApplied.textContent()).toContain("Coupon Not Applied");
    expect(await notApplied.textContent()).toContain("Minimum order amount for this coupon is ৳500");
    expect(await page.getByText("Coupon Applied", { exact: true }).count()).toBe(0);
    expect(await page.locator('[data-summary="discount-coupon_discount"]').count()).toBe(0);

    // An address inside Dhaka, express delivery, then ৳5,000+ of goods: the free delivery row comes after Shipping.
    const dhaka = await asShopper(page, "POST", "/v1/addresses", {
      name: "Karim Ahmed",
      phone,
      district: await district("Dhaka"),
      area: "Dhanmondi",
      address: "House 12, Road 4",
    });
    const outside = await asShopper(page, "POST", "/v1/addresses", {
      name: "Karim Ahmed",
      phone,
      district: await district("Sylhet"),
      area: "Zindabazar",
      address: "House 3, Lane 2",
    });
    await asShopper(page, "POST", "/v1/carts-address", { uuid: (dhaka.data.address as { uuid: string }).uuid });
    const pricey = products.find((p) => p.current_stock * paysFor(p) >= 5000)!;
    await asShopper(page, "PUT", "/v2/carts", { product: pricey.slug, quantity: Math.min(pricey.current_stock, Math.ceil(5000 / paysFor(pricey))) });
    await page.goto("/my-cart");
    await page.getByLabel(/^Home Delivery/).check();
    const rows = page.locator('[aria-label="Order summary"] > [data-summary]');
    await expect
      .poll(async () => (await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-summary")))).join(","))
      .toMatch(/shipping,discount-discount_on_delivery_address,total$/);

    // Express inside Dhaka, then the address in Sylhet: the cart says it is now Home Delivery.
    await page.getByLabel(/^Express Delivery/).check();
    await expect.poll(() => page.getByLabel(/^Express Delivery/).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Change", exact: true }).click();
    const chooser = page.getByRole("dialog", { name: "Choose Shipping Address" });
    await chooser.getByRole("button", { name: /House 3, Lane 2/ }).click();
    await expectToast(page, "Cart address updated. Express delivery is available inside Dhaka only, so your order will come by Home Delivery");
    await expect.poll(() => page.getByLabel(/^Home Delivery/).isChecked()).toBe(true);
    expect((outside.data.address as { inside_dhaka: boolean }).inside_dhaka).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("moving the wishlist says what moved and what stayed; the drawer's Sub Total follows a waiting change (375 px)", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await signIn(page, baseUrl(), apiUrl(), uniquePhone());
    const inStock: ApiProduct = (await inStockProducts()).find((p) => p.current_stock >= 3)!;
    const out = await outOfStockProduct();
    await asShopper(page, "PUT", "/v1/wishlist", { product: inStock.slug });
    await asShopper(page, "PUT", "/v1/wishlist", { product: out.slug });
    await page.goto("/my-wishlist");
    await page.getByRole("button", { name: "Add all to cart" }).click();
    await expectToast(page, "1 product added to cart; 1 not in stock stays in your wishlist");

    // Drawer: a plus changes the Sub Total at once, before the 700 ms wait sends anything.
    let puts = 0;
    page.on("request", (req) => {
      if (req.method() === "PUT" && req.url().includes("/api/v2/carts")) puts++;
    });
    await page.goto(`/product/${inStock.slug}`);
    await page.getByRole("button", { name: /^Open cart, / }).click();
    const drawer = page.getByRole("dialog", { name: "My Shopping Cart" });
    const subtotal = drawer.locator("[data-cart-subtotal]");
    await expect.poll(() => subtotal.textContent()).toMatch(/৳/);
    const before = await subtotal.textContent();
    await drawer.getByRole("button", { name: `Increase quantity of ${inStock.name}` }).click();
    await expect.poll(() => subtotal.textContent(), { timeout: 500, interval: 50 }).not.toBe(before);
    expect(puts).toBe(0);
    const during = await subtotal.textContent();
    // Once saved, the server's figure is the same one.
    await expect.poll(() => puts).toBe(1);
    await expect.poll(() => drawer.locator("[aria-busy]").count()).toBe(0);
    expect(await subtotal.textContent()).toBe(during);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a quantity cut by a sale elsewhere is said on the line and waits for the shopper's choice; the only address is chosen; Express says why it is off (375 px)", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const other = await openPage(browser, DESKTOP);
    await signIn(page, baseUrl(), apiUrl(), uniquePhone());
    await signIn(other.page, baseUrl(), apiUrl(), uniquePhone());
    const product = (await inStockProducts("sort=price_asc&per_page=60")).find((p) => p.current_stock >= 2 && p.current_stock <= 30)!;
    expect(product, "an in-stock product with 2 to 30 units").toBeTruthy();
    const asked = product.current_stock;

    // This shopper asks for every unit; then someone else buys one.
    await asShopper(page, "PUT", "/v2/carts", { product: product.slug, quantity: asked });
    await asShopper(other.page, "PUT", "/v2/carts", { product: product.slug, quantity: 1 });
    const otherAddress = await asShopper(other.page, "POST", "/v1/addresses", {
      name: "Rahim Uddin",
      phone: uniquePhone(),
      district: await district("Dhaka"),
      area: "Mirpur",
      address: "House 1, Road 2",
    });
    await asShopper(other.page, "POST", "/v1/carts-address", { uuid: (otherAddress.data.address as { uuid: string }).uuid });
    const token = await sessionToken(other.page);
    const placed = await fetch(`${apiUrl()}/v1/orders`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ payment_method: "cash_on_delivery", terms: true }),
    });
    expect(placed.status).toBe(201);
    const otherOrder = ((await placed.json()) as { data: { order_key: string } }).data.order_key;

    // One saved address, outside Dhaka, never chosen for the cart.
    await asShopper(page, "POST", "/v1/addresses", {
      name: "Karim Ahmed",
      phone: uniquePhone(),
      district: await district("Sylhet"),
      area: "Zindabazar",
      address: "House 3, Lane 2",
    });

    await page.goto("/checkout");
    // The only saved address is the cart's without asking.
    await expect.poll(() => page.locator("[data-cart-address]").textContent(), { timeout: 10_000 }).toContain("House 3, Lane 2");
    // Express is off for Sylhet, and says why, to the eye and to a screen reader.
    const express = page.getByRole("radio", { name: /^Express Delivery/ });
    expect(await express.isDisabled()).toBe(true);
    const reasonId = (await express.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toContain("Express delivery is available inside Dhaka only");
    expect(await page.locator(`[id="${reasonId}"]`).isVisible()).toBe(true);
    // The cut is said on the line, and the order waits for the shopper's choice.
    const notice = page.locator(`[data-quantity-cut="${product.slug}"]`);
    await expect.poll(() => notice.textContent()).toContain(`Only ${asked - 1} left — quantity changed from ${asked} to ${asked - 1}`);
    expect(await page.locator("[data-checkout-blocker]").textContent()).toContain(`Only ${asked - 1} left in stock of ${product.name}`);
    await notice.getByRole("button", { name: new RegExp(`^Keep ${asked - 1}`) }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await expect.poll(() => page.locator("[data-checkout-blocker]").count()).toBe(0);
    const cart = await asShopper(page, "GET", "/v2/carts");
    expect((cart.data.cart as { products: { quantity: number; asked_quantity: number | null }[] }).products[0]).toMatchObject({
      quantity: asked - 1,
      asked_quantity: null,
    });

    // Payment Information: the method choices are as wide as the card, not a 26 px column.
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/payment-info");
    const cod = page.locator("label").filter({ has: page.getByRole("radio", { name: "Cash On Delivery" }) });
    await expect.poll(async () => (await cod.boundingBox())?.width ?? 0, { timeout: 10_000 }).toBeGreaterThan(250);
    const box = (await cod.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeLessThan(80);

    // The other shopper's order goes back, with its unit.
    await fetch(`${apiUrl()}/v1/orders/cancel/${otherOrder}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ reason: "others" }),
    });
    expect(errors).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
