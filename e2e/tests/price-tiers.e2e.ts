import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUrl, journeyOwner, staffSignIn } from "../support/admin-journey";
import { sessionToken, signIn, uniquePhone } from "../support/auth";
import { apiUrl, baseUrl, DESKTOP, launch, openPage, PHONE } from "../support/browser";
import { expectToast } from "../support/cart";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };
const WIDE = { ...DESKTOP, width: 1366 };
const DHAKA_DISTRICT = 47;
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `price-tiers-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
const taka = (amount: number) => `৳${amount.toLocaleString("en-IN")}`;

/** The breaks table's two rows as text: "Quantity1+10+50+", "Each৳120৳110৳100". */
const tableRows = (price: number, tiers: { min_quantity: number; price: number }[]) => [
  `Quantity1+${tiers.map((t) => `${t.min_quantity}+`).join("")}`,
  `Each${taka(price)}${tiers.map((t) => taka(t.price)).join("")}`,
];

type Product = {
  product_id: number;
  slug: string;
  name: string;
  part_number: string | null;
  price: number;
  discount_price: number | null;
  current_stock: number;
  price_tiers: { min_quantity: number; price: number }[];
};

async function productBySlug(slug: string): Promise<Product> {
  const res = await fetch(`${apiUrl()}/v1/products/${slug}`);
  return ((await res.json()) as { data: { product: Product } }).data.product;
}

async function findProduct(query: string, fits: (p: Product) => boolean): Promise<Product> {
  const res = await fetch(`${apiUrl()}/v1/products?query=${encodeURIComponent(query)}&per_page=40`);
  for (const listed of ((await res.json()) as { data: { slug: string }[] }).data) {
    const product = await productBySlug(listed.slug);
    if (fits(product)) return product;
  }
  throw new Error(`no product for ${query}`);
}

describe("quantity price breaks (issue 49)", () => {
  it("at 375 px a shopper sees the breaks, adds 10, is charged the 10+ price in the cart and the cash order", async () => {
    // The demo seed gives the HC-SR04 10+ and 50+ breaks.
    const product = await findProduct("HC-SR04", (p) => p.part_number === "HC-SR04" && p.current_stock >= 10);
    const tier = product.price_tiers.find((t) => t.min_quantity === 10);
    expect(tier, "the demo HC-SR04 has a 10+ break").toBeTruthy();
    const { context, page, errors } = await openPage(browser, PHONE);
    const phone = uniquePhone();
    await signIn(page, baseUrl(), apiUrl(), phone, { callbackUrl: "/" });

    await page.goto(`/product/${product.slug}`);
    const breaks = page.getByRole("table", { name: "Buy more, pay less each" });
    await expect.poll(() => breaks.locator("tr").allTextContents(), WAIT).toEqual(tableRows(product.price, product.price_tiers));
    await shot(page, "product");
    // The buy box's quantity is a stepper: nine presses of + make 10.
    const stepper = page.getByRole("group", { name: `Quantity of ${product.name}` });
    for (let i = 0; i < 9; i++) await stepper.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
    await expect.poll(() => stepper.textContent(), WAIT).toContain("10");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expectToast(page, "Added to cart successfully");

    await page.goto("/my-cart");
    const line = page.locator(`[data-cart-line="${product.slug}"]`);
    const saved = (product.price - tier!.price) * 10;
    await expect.poll(() => line.locator("[data-price-break]").textContent(), WAIT).toBe(`10+ price: ${taka(tier!.price)} each · you save ${taka(saved)}`);
    expect(await line.textContent()).toContain(taka(tier!.price * 10));
    await shot(page, "cart");

    const address = await page.request.post("/api/v1/addresses", {
      data: { name: "Karim Hossain", phone, district: DHAKA_DISTRICT, area: "Dhanmondi", address: "House 12, Road 5" },
    });
    expect(address.status()).toBe(201);
    const uuid = ((await address.json()) as { data: { address: { uuid: string } } }).data.address.uuid;
    expect((await page.request.post("/api/v1/carts-address", { data: { uuid } })).status()).toBe(200);
    const cart = ((await (await page.request.get("/api/v2/carts")).json()) as { data: { cart: { cart_total_amount: number } } }).data.cart;

    await page.goto("/payment-info");
    await expect.poll(() => page.getByRole("radio", { name: "Cash On Delivery" }).isChecked(), WAIT).toBe(true);
    await page.getByRole("checkbox", { name: /I have read and agree to the/ }).check();
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.waitForURL((url) => url.pathname === "/order-success", WAIT);
    expect(await page.locator("[data-order-total]").textContent()).toBe(taka(cart.cart_total_amount));
    await shot(page, "order-success");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at 1366 px an owner sets a product's 10+ price in the back office and removes it again", async () => {
    const product = await findProduct("Arduino", (p) => p.price_tiers.length === 0 && p.discount_price === null && p.price >= 100);
    const unit = Math.floor(product.price * 0.9);
    const { context, page, errors } = await openPage(browser, WIDE, { baseURL: adminUrl() });
    await staffSignIn(page, journeyOwner(17));
    await page.goto(`${adminUrl()}/products/${product.product_id}`);
    const panel = page.getByRole("form", { name: "Price breaks" });
    await expect.poll(() => panel.textContent(), WAIT).toContain("Now: None: every quantity costs the price");
    await panel.getByRole("button", { name: "Add a price break" }).click();
    await panel.getByRole("textbox", { name: "From quantity (break 1)" }).fill("10");
    await panel.getByRole("textbox", { name: "Unit price ৳ (break 1)" }).fill(String(product.price));
    await panel.getByRole("button", { name: "Save price breaks" }).click();
    await expect.poll(() => panel.textContent(), WAIT).toContain("A price break must cost less than the price");
    await panel.getByRole("textbox", { name: "Unit price ৳ (break 1)" }).fill(String(unit));
    await panel.getByRole("button", { name: "Save price breaks" }).click();
    await expect.poll(() => panel.textContent(), WAIT).toContain(`Now: 1+ ${taka(product.price)} · 10+ ${taka(unit)}`);
    await shot(page, "admin");
    await expect.poll(async () => (await productBySlug(product.slug)).price_tiers, WAIT).toEqual([{ min_quantity: 10, price: unit }]);
    // The shop's product page shows the new break (the API revalidates the page once the change commits).
    const shop = await openPage(browser, WIDE);
    await shop.page.goto(`/product/${product.slug}`);
    const breaks = shop.page.getByRole("table", { name: "Buy more, pay less each" });
    await expect
      .poll(
        async () => {
          if (await breaks.isVisible()) return breaks.textContent();
          await shop.page.reload();
          return null;
        },
        { timeout: 40_000, interval: 2_000 },
      )
      .toEqual(`Buy more, pay less each${tableRows(product.price, [{ min_quantity: 10, price: unit }]).join("")}`);
    await shot(shop.page, "product");
    await shop.context.close();

    await panel.getByRole("button", { name: "Remove price break 1" }).click();
    await panel.getByRole("button", { name: "Save price breaks" }).click();
    await expect.poll(() => panel.textContent(), WAIT).toContain("Now: None: every quantity costs the price");

    // Parts lists: a shopper's shared list featured on a blog post from its link, then no longer.
    const shopper = await openPage(browser, WIDE);
    await signIn(shopper.page, baseUrl(), apiUrl(), uniquePhone());
    const made = await fetch(`${apiUrl()}/v1/parts-lists`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await sessionToken(shopper.page)}` },
      body: JSON.stringify({ name: "Robot car kit", items: [{ product: product.slug, quantity: 2 }] }),
    });
    expect(made.status).toBe(200);
    const listId = ((await made.json()) as { data: { id: string } }).data.id;
    await shopper.context.close();
    const blog = `/blogs/robot-car-${Date.now().toString(36)}`;
    await page.goto(`${adminUrl()}/parts-lists`);
    const feature = page.getByRole("form", { name: "Feature a parts list" });
    await feature.getByRole("textbox", { name: "List link or id" }).fill(`${baseUrl()}/list/${listId}`);
    await feature.getByRole("textbox", { name: "Page path" }).fill(blog);
    await feature.getByRole("button", { name: "Feature list" }).click();
    const row = page.locator(`[data-featured-list="${listId}"]`);
    await expect.poll(() => row.textContent(), WAIT).toContain(blog);
    expect(await row.textContent()).toContain("Robot car kit");
    await shot(page, "admin-parts-lists");
    await page.setViewportSize(PHONE);
    await shot(page, "admin-parts-lists");
    await page.setViewportSize(WIDE);
    await row.getByRole("button", { name: `Stop featuring Robot car kit on ${blog}` }).click();
    await expect.poll(() => row.count(), WAIT).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
