import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { signIn, uniquePhone } from "./auth";
import { apiUrl, baseUrl, openPage } from "./browser";
import { expectCartCount, expectToast, inStockProducts, liveStock, outOfStockProduct, overflow, paysFor, type ApiProduct } from "./cart";

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");

type Viewport = { width: number; height: number };

/** The product page's stock line ("7 in stock", "Available", "Out of Stock"), once the live figure has arrived. */
async function expectStockLine(page: Page, slug: string, stock: number) {
  await page.goto(`/product/${slug}`);
  const label = stock <= 0 ? "Out of Stock" : stock > 20 ? "Available" : `${stock} in stock`;
  await expect.poll(() => page.locator("main [data-stock]").first().textContent(), { message: `stock line ${label}`, timeout: 10_000 }).toContain(label);
}

/** All the text of a PDF (pdf.js), pages joined. */
async function pdfText(path: string): Promise<{ text: string; head: string }> {
  const data = await readFile(path);
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  let text = "";
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ("str" in item ? item.str : "")).join("");
  }
  return { text, head: data.subarray(0, 5).toString("latin1") };
}

/** A product with stock for a few orders and a price that needs a shipping fee (under ৳5,000). */
async function pickProduct(skip: Set<string>): Promise<ApiProduct> {
  const candidates = await inStockProducts("sort=price_asc&per_page=60&page=3");
  const product = candidates.find((p) => p.current_stock >= 5 && p.current_stock <= 20 && paysFor(p) < 4000 && !skip.has(p.slug));
  expect(product, "an in-stock product of under ৳4,000 with 5..20 units").toBeTruthy();
  return product!;
}

type HeavyPart = ApiProduct & { grams: number; kg: number };

/**
 * A product whose shipping weight is over 1 kg (the demo seed weighs kits, steppers, power
 * supplies), in stock and under the free-delivery ৳5,000, found through the product page's
 * own delivery answer. Its fee is the first kg plus each further kg (decision 039).
 */
async function pickHeavyPart(skip: Set<string>): Promise<HeavyPart> {
  for (let page = 1; page <= 6; page++) {
    const candidates = (await inStockProducts(`sort=price_desc&per_page=60&page=${page}`)).filter(
      (p) => p.current_stock >= 2 && paysFor(p) >= 500 && paysFor(p) < 4800 && !skip.has(p.slug),
    );
    for (const p of candidates) {
      const res = await fetch(`${apiUrl()}/v1/products/${p.slug}/delivery`);
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { weight_grams: number; free_delivery: boolean } };
      if (data.weight_grams > 1000 && !data.free_delivery) return { ...p, grams: data.weight_grams, kg: Math.ceil(data.weight_grams / 1000) };
    }
  }
  throw new Error("no in-stock part over 1 kg under ৳4,800 in the demo catalog");
}

/** /checkout with no address yet: one is added in place (in `district`), home delivery, then Continue to /payment-info. */
async function addressInPlaceAndContinue(page: Page, shopperPhone: string, total: number, district = "Dhaka") {
  // ---- /checkout: no address yet → add one in place; home delivery ----
  await page.goto("/checkout");
  await expect.poll(() => page.locator("[data-checkout-blocker]").textContent(), { timeout: 10_000 }).toContain("Please choose a shipping address");
  await page.getByRole("button", { name: "Change" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose Shipping Address" });
  await expect.poll(() => chooser.getByText("No shipping Address available").isVisible(), { timeout: 10_000 }).toBe(true);
  await chooser.getByRole("button", { name: "Add New Address" }).click();
  await chooser.getByRole("textbox", { name: /^Name/ }).fill("রহিম উদ্দিন");
  await chooser.getByRole("textbox", { name: /^Phone/ }).fill(shopperPhone);
  await chooser.getByRole("combobox", { name: /District/ }).selectOption({ label: district });
  await chooser.getByRole("textbox", { name: /^Area/ }).fill("Mirpur 10");
  await chooser.getByRole("textbox", { name: /^Street Address/ }).fill("House 7, Road 3, Block C");
  await chooser.getByRole("button", { name: /Save/ }).click();
  await expect.poll(() => chooser.isVisible(), { timeout: 10_000 }).toBe(false);
  await expect.poll(() => page.locator("[data-cart-address]").textContent()).toContain(`House 7, Road 3, Block C, Mirpur 10, ${district}`);
  await expect.poll(() => page.locator("[data-checkout-blocker]").count()).toBe(0);
  await expect.poll(() => page.locator('[data-summary="total"] dd').textContent()).toBe(`৳${total.toLocaleString("en-IN")}`);
  // The arrival date under the delivery method (decision 040): a working day, never a Friday.
  const arrives = page.locator("fieldset [data-arrives-by]");
  await expect.poll(() => arrives.textContent(), { timeout: 10_000 }).toMatch(/^Arrives by (Sat|Sun|Mon|Tue|Wed|Thu) \d{1,2} [A-Z][a-z]{2}$/);
  const arrivesBy = (await arrives.textContent())!.replace("Arrives by ", "");
  await page.screenshot({ path: path.join(SHOTS, `arrival-checkout-${page.viewportSize()?.width}.png`), fullPage: true });
  await page.getByRole("link", { name: "Continue" }).click();
  await page.waitForURL((url) => url.pathname === "/payment-info");
  return arrivesBy;
}

/**
 * Sign in, add to cart, checkout (address added in place), payment-info (tooltip while
 * unticked, Confirm disabled), confirm, order-success, my-orders, detail, invoice PDF,
 * cancel with a reason, cancel success, stock back on the product page; then a guest
 * tracks the order by its number and sees the reduced view.
 */
export async function ordersJourney(browser: Browser, viewport: Viewport, used: Set<string>): Promise<void> {
  const phone = viewport.width < 768;
  const { context, page, errors } = await openPage(browser, viewport);
  const shopperPhone = uniquePhone();

  // ---- a guest at /checkout goes to sign in and comes back to the empty state ----
  await page.goto("/checkout");
  await page.waitForURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === "/checkout");
  await signIn(page, baseUrl(), apiUrl(), shopperPhone);
  await page.waitForURL((url) => url.pathname === "/checkout");
  await expect.poll(() => page.getByText("Your cart is empty! Start shopping.").isVisible(), { timeout: 10_000 }).toBe(true);

  // ---- add to cart from the product page ----
  const product = await pickProduct(used);
  used.add(product.slug);
  const before = await liveStock(product.slug);
  await expectStockLine(page, product.slug, before);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expectToast(page, "Added to cart successfully");
  await expectCartCount(page, 1);

  const total = paysFor(product) + 70;
  const arrivesBy = await addressInPlaceAndContinue(page, shopperPhone, total);

  // ---- /payment-info: COD chosen; Confirm disabled with the tooltip until the terms are ticked ----
  await expect.poll(() => page.getByRole("radio", { name: "Cash On Delivery" }).isChecked(), { timeout: 10_000 }).toBe(true);
  const confirm = page.getByRole("button", { name: "Confirm Order" });
  expect(await confirm.getAttribute("aria-disabled")).toBe("true");
  const tooltip = page.getByRole("tooltip");
  if (phone) await confirm.focus();
  else await confirm.hover();
  await expect.poll(() => tooltip.isVisible()).toBe(true);
  expect(await tooltip.textContent()).toBe("To complete your order, please accept the Terms of Use, Privacy Policy, and Return & Refund Policy.");
  // Pressed anyway (a phone has no hover): nothing is sent, the page stays, and it says why at the checkbox.
  await confirm.click({ force: true });
  expect(page.url()).toContain("/payment-info");
  const termsError = page.locator("[data-terms-error]");
  await expect.poll(() => termsError.textContent()).toBe("Must Accept Terms and Conditions");
  const termsBox = page.getByRole("checkbox", { name: /I have read and agree to the/ });
  expect(await termsBox.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await termsBox.getAttribute("aria-describedby")).toBe(await termsError.getAttribute("id"));
  expect(await termsError.isVisible()).toBe(true);
  for (const link of ["Terms of Use", "Privacy Policy", "Return & Refund Policy"]) {
    expect(
      await page
        .locator("[data-order-confirm]")
        .getByRole("link", { name: new RegExp(`^${link}`) })
        .count(),
    ).toBe(1);
  }
  await page.getByRole("checkbox", { name: /I have read and agree to the/ }).check();
  await expect.poll(() => confirm.getAttribute("aria-disabled")).toBeNull();
  const orderCalls: string[] = [];
  const orderReads: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/v1/orders") && r.method() === "POST") orderCalls.push(r.headers()["idempotency-key"] ?? "");
    if (r.method() === "GET" && /\/api\/v1\/orders\/[^/?]+$/.test(new URL(r.url()).pathname)) orderReads.push(new URL(r.url()).pathname);
  });
  // A double click sends one attempt (the button is busy after the first).
  await confirm.dblclick();
  await expectToast(page, "Order Created");
  await page.waitForURL((url) => url.pathname === "/order-success", { timeout: 15_000 });
  expect(new Set(orderCalls).size).toBe(1);
  const orderKey = new URL(page.url()).searchParams.get("order_key")!;
  const orderNumber = (await page.locator("[data-order-number]").textContent())!.trim();
  expect(orderNumber).toMatch(/^\d{10}$/);
  expect(await page.locator("[data-order-total]").textContent()).toBe(`৳${total.toLocaleString("en-IN")}`);
  // The success page showed the order POST /v1/orders answered with: no GET of it (a round trip less on 3G).
  expect(orderReads).toEqual([]);
  // Read once: a reload asks the API for the order as it is now.
  await page.reload();
  await expect.poll(() => page.locator("[data-order-number]").textContent(), { timeout: 10_000 }).toBe(orderNumber);
  expect(orderReads).toEqual([`/api/v1/orders/${orderKey}`]);
  await expectCartCount(page, 0);
  expect(await liveStock(product.slug)).toBe(before - 1);
  await expectStockLine(page, product.slug, before - 1);

  // ---- /my-orders → the detail ----
  await page.goto("/my-orders");
  const row = page.locator(`[data-order-key="${orderKey}"]`);
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  expect(await row.textContent()).toContain(orderNumber);
  await row.click();
  await page.waitForURL((url) => url.pathname === `/my-orders/${orderKey}`);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe(`Order #${orderNumber}`);
  expect(await page.locator("[data-order-status]").getAttribute("data-order-status")).toBe("pending");
  expect(await page.locator("[data-payment-method]").textContent()).toContain("Cash On Delivery");
  expect(await page.locator("[data-shipping-address]").textContent()).toContain("রহিম উদ্দিন");
  expect(await page.locator(`[data-order-line="${product.slug}"]`).count()).toBe(1);
  // The date promised at checkout, stored with the order (shown until delivered or cancelled).
  expect(await page.locator("[data-arrives-by]").textContent()).toBe(`Arrives by${arrivesBy}`);
  await page.screenshot({ path: path.join(SHOTS, `arrival-order-${page.viewportSize()?.width}.png`), fullPage: true });

  // ---- Download Invoice: a real PDF holding the order number and the total ----
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download Invoice" }).click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  const pdf = await pdfText((await download.path())!);
  expect(pdf.head).toBe("%PDF-");
  expect(pdf.text).toContain(orderNumber);
  expect(pdf.text).toContain(`৳${total.toLocaleString("en-IN")}`);

  // ---- cancel: the form's rules, then a reason ----
  await page.getByRole("link", { name: "Cancel Order" }).click();
  await page.waitForURL((url) => url.pathname === "/order-cancel-confirm" && url.searchParams.get("order_key") === orderKey);
  const submit = page.locator("main form").getByRole("button", { name: "Cancel Order" });
  await expect.poll(() => submit.isVisible(), { timeout: 10_000 }).toBe(true);
  await submit.click();
  await expect.poll(() => page.getByText("Cancellation Reason is Required").isVisible()).toBe(true);
  expect(await page.getByText("Must Accept Terms and Conditions").isVisible()).toBe(true);
  await page.getByRole("radio", { name: "High delivery charge" }).check();
  await page.getByRole("textbox", { name: "Notes" }).fill("Found it at a shop near me");
  await page.getByRole("checkbox", { name: /I have read and agree to the/ }).check();
  await submit.click();
  await expectToast(page, "Order Cancelled");
  await page.waitForURL((url) => url.pathname === "/order-cancel-success", { timeout: 15_000 });
  await expect.poll(() => page.getByRole("heading", { level: 2 }).first().textContent(), { timeout: 10_000 }).toContain(orderNumber);
  expect(await liveStock(product.slug)).toBe(before);
  await expectStockLine(page, product.slug, before);
  await page.goto(`/my-orders/${orderKey}`);
  await expect.poll(() => page.locator("[data-order-status]").getAttribute("data-order-status"), { timeout: 10_000 }).toBe("cancelled");
  expect(await page.getByRole("link", { name: "Cancel Order" }).count()).toBe(0);
  expect(await overflow(page)).not.toBe("hidden");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();

  // ---- a guest asks to be told when a sold-out part is back (short form) ----
  const guest = await openPage(browser, viewport);
  const soldOut = await outOfStockProduct();
  await guest.page.goto(`/product/${soldOut.slug}`);
  await guest.page.getByRole("button", { name: "Notify Me" }).click();
  const notify = guest.page.getByRole("dialog", { name: "Notify Me When Available" });
  await notify.getByRole("textbox", { name: /^Full Name/ }).fill("Al");
  await notify.getByRole("textbox", { name: /^Email/ }).fill("shopper@example.com");
  await notify.getByRole("button", { name: "Notify Me" }).click();
  await expect.poll(() => notify.getByText("Full Name must be at least 3 characters").isVisible()).toBe(true);
  await notify.getByRole("textbox", { name: /^Full Name/ }).fill("Alamgir Hossain");
  await notify.getByRole("button", { name: "Notify Me" }).click();
  await expectToast(guest.page, "Product requested");
  await expect.poll(() => notify.isVisible()).toBe(false);

  // ---- a guest tracks the order by its number and sees the reduced view ----
  await guest.page.goto("/");
  if (phone) {
    await guest.page.getByRole("button", { name: "Open menu" }).click();
    await guest.page.getByRole("navigation", { name: "Mobile menu" }).getByRole("button", { name: "Track Order" }).click();
  } else {
    await guest.page.locator("header").getByRole("button", { name: "Track Order" }).first().click();
  }
  const dialog = guest.page.getByRole("dialog", { name: "Track Order" });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  const field = dialog.getByLabel("Order ID");
  await dialog.getByRole("button", { name: "Track Order" }).click();
  await expect.poll(() => dialog.getByText("Order ID is a required field").isVisible()).toBe(true);
  await field.fill("0000000000");
  await dialog.getByRole("button", { name: "Track Order" }).click();
  await expect.poll(() => dialog.getByText("No order found with this Order ID").isVisible(), { timeout: 10_000 }).toBe(true);
  await field.fill(`${orderNumber.slice(0, 5)}-${orderNumber.slice(5)}`);
  await dialog.getByRole("button", { name: "Track Order" }).click();
  await guest.page.waitForURL((url) => url.pathname === `/my-orders/${orderKey}`, { timeout: 15_000 });
  await expect.poll(() => guest.page.locator("[data-reduced-view]").isVisible(), { timeout: 10_000 }).toBe(true);
  const shipTo = (await guest.page.locator("[data-shipping-address]").textContent()) ?? "";
  expect(shipTo).not.toContain("রহিম উদ্দিন");
  expect(shipTo).not.toContain("House 7");
  expect(await guest.page.getByRole("link", { name: "Download Invoice" }).count()).toBe(0);
  expect(await guest.page.getByRole("link", { name: "Cancel Order" }).count()).toBe(0);
  expect(guest.errors).toEqual([]);
  await guest.context.close();
}

const GATEWAYS = {
  bkash: { name: "bKash", page: "bKash Payment", path: "/redirect/tokenized" },
  ssl_commerz: { name: "SSLCommerz", page: "SSLCommerz Payment", path: "/gwprocess/v4/gw.php" },
} as const;

/**
 * An online payment through the local fake gateway (DEMO_PAYMENTS): choose it, confirm,
 * Cancel on the gateway's page → the order says so and offers Complete Order → Pay →
 * /order-success; the order shows paid with the gateway's logo.
 */
export async function onlinePaymentJourney(
  browser: Browser,
  viewport: Viewport,
  method: keyof typeof GATEWAYS,
  used: Set<string>,
  options: { heavyOutsideDhaka?: boolean } = {},
): Promise<void> {
  const gateway = GATEWAYS[method];
  const { context, page, errors } = await openPage(browser, viewport);
  const shopperPhone = uniquePhone();
  await signIn(page, baseUrl(), apiUrl(), shopperPhone);
  const heavy = options.heavyOutsideDhaka ? await pickHeavyPart(used) : null;
  const product = heavy ?? (await pickProduct(used));
  used.add(product.slug);
  await page.goto(`/product/${product.slug}`);
  const deliveryLine = page.getByTestId("product-delivery-line");
  if (heavy) {
    // ---- a part over 1 kg: no address yet, so Dhaka's fee for its weight, outside Dhaka beside it ----
    await expect.poll(() => deliveryLine.textContent(), { timeout: 10_000 }).toContain(`Delivery to Dhaka ৳${70 + 20 * (heavy.kg - 1)}, 1-2 days`);
    expect(await deliveryLine.textContent()).toContain(`Outside Dhaka ৳${130 + 25 * (heavy.kg - 1)}, 3-5 days`);
  }
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expectToast(page, "Added to cart successfully");
  await page.goto("/checkout");
  if (heavy) {
    // ---- heavy part outside Dhaka (Chattogram): checkout charges the first kg and each further one ----
    const fee = 130 + 25 * (heavy.kg - 1);
    await addressInPlaceAndContinue(page, shopperPhone, paysFor(product) + fee, "Chattogram");
    await page.goto("/checkout");
    await expect.poll(() => page.locator('[data-summary="shipping"] dd').textContent(), { timeout: 10_000 }).toBe(`৳${fee}`);
    // The product page now quotes the chosen address's district and its days.
    await page.goto(`/product/${product.slug}`);
    await expect.poll(() => deliveryLine.textContent(), { timeout: 10_000 }).toContain(`Delivery to Chattogram ৳${fee}, 2-3 days`);
    await page.goto("/checkout");
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/payment-info");
  } else {
    await addressInPlaceAndContinue(page, shopperPhone, paysFor(product) + 70);
  }

  const choice = page.getByRole("radio", { name: gateway.name });
  await expect.poll(() => choice.isVisible(), { timeout: 10_000 }).toBe(true);
  await choice.check();
  await page.getByRole("checkbox", { name: /I have read and agree to the/ }).check();
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await page.waitForURL((url) => url.pathname.startsWith(gateway.path), { timeout: 15_000 });
  expect(await page.title()).toBe(gateway.page);
  await page.getByRole("button", { name: "Cancel" }).click();

  await page.waitForURL((url) => url.pathname.startsWith("/my-orders/") && url.searchParams.get("payment") === "cancelled", { timeout: 15_000 });
  await expect.poll(() => page.locator('[data-payment-outcome="cancelled"]').isVisible(), { timeout: 10_000 }).toBe(true);
  const orderKey = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("link", { name: "Complete Order" }).click();
  await page.waitForURL((url) => url.pathname.startsWith(gateway.path), { timeout: 15_000 });
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL((url) => url.pathname === "/order-success" && url.searchParams.get("order_key") === orderKey, { timeout: 15_000 });
  await expect.poll(() => page.locator("[data-order-number]").isVisible(), { timeout: 10_000 }).toBe(true);

  await page.goto(`/my-orders/${orderKey}`);
  await expect.poll(() => page.locator("[data-payment-status]").textContent(), { timeout: 10_000 }).toContain("Paid");
  expect(await page.locator(`[data-payment-logo="${method}"]`).count()).toBeGreaterThan(0);
  expect(await page.getByRole("link", { name: "Complete Order" }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}
