import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { signIn } from "./auth";
import { apiUrl, baseUrl, openPage } from "./browser";
import { cartLine, expectCartCount, expectToast, inStockProducts, lineCount, nextCartPut, outOfStockProduct, overflow, paysFor, type ApiProduct } from "./cart";

const DIRECTIONS = "https://www.google.com/maps/search/?api=1&query=23.7389,90.3833";

type Viewport = { width: number; height: number };

/** Adds the first in-stock cards of /new-products that are not in `skip`; answers their slugs. */
async function addFromListing(page: Page, howMany: number, skip: Set<string>): Promise<string[]> {
  await page.goto("/new-products");
  const cards = page.locator("article");
  const added: string[] = [];
  const total = await cards.count();
  for (let i = 0; i < total && added.length < howMany; i++) {
    const card = cards.nth(i);
    const slug = (await card.locator('a[href^="/product/"]').first().getAttribute("href"))!.replace("/product/", "");
    const button = card.getByRole("button", { name: /^Add to Cart: / });
    if (skip.has(slug) || (await button.count()) === 0 || (await button.isDisabled())) continue;
    await button.click();
    await expectToast(page, "Added to cart successfully");
    added.push(slug);
    skip.add(slug);
  }
  expect(added).toHaveLength(howMany);
  return added;
}

async function openDrawer(page: Page, phone: boolean) {
  if (phone) await page.getByRole("button", { name: /^Open cart, / }).click();
  else await page.getByRole("button", { name: /^Cart, / }).click();
  const drawer = page.getByRole("dialog", { name: "My Shopping Cart" });
  await expect.poll(() => drawer.isVisible()).toBe(true);
  return drawer;
}

/**
 * The whole cart story of a shopper: guest cart from a listing and a product page,
 * drawer and /my-cart quantity changes, sign-in merge, coupon, address, delivery
 * method and wishlist. `phone` switches the entry points a phone shows.
 */
export async function cartJourney(browser: Browser, viewport: Viewport, phoneNumber: string): Promise<void> {
  const phone = viewport.width < 768;
  const { context, page, errors } = await openPage(browser, viewport);

  // ---- out of stock: no buying, only a disabled Stock Out; a guest's heart goes to sign in ----
  const out = await outOfStockProduct();
  await page.goto(`/product/${out.slug}`);
  const stockOut = page.getByRole("button", { name: "Stock Out", exact: true });
  await expect.poll(() => stockOut.isDisabled()).toBe(true);
  expect(await page.getByRole("button", { name: "Buy Now" }).count()).toBe(0);
  await page.getByRole("button", { name: "Add to Wishlist", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === `/product/${out.slug}`);

  // ---- guest: two products from a listing, one (quantity 2) from its product page ----
  const used = new Set<string>();
  const [first, second] = await addFromListing(page, 2, used);
  await expectCartCount(page, 2);

  // A product worth at least ৳600 with stock for 3, so the cart clears WELCOME10's ৳500 minimum.
  const big = (await inStockProducts()).find((p: ApiProduct) => paysFor(p) >= 600 && p.current_stock >= 4 && !used.has(p.slug));
  expect(big, "a product of ৳600+ with stock").toBeTruthy();
  await page.goto(`/product/${big!.slug}`);
  await page.getByRole("button", { name: `Increase quantity of ${big!.name}` }).click();
  await expect
    .poll(() =>
      page
        .getByRole("group", { name: `Quantity of ${big!.name}` })
        .locator("output")
        .textContent(),
    )
    .toBe("2");
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expectToast(page, "Added to cart successfully");
  await expectCartCount(page, 3);

  // ---- drawer: three lines, scroll locked; plus, minus, plus saves once as 3 ----
  const drawer = await openDrawer(page, phone);
  await expect.poll(() => drawer.locator("[data-cart-line]").count()).toBe(3);
  await expect.poll(() => overflow(page)).toBe("hidden");
  await expect.poll(() => drawer.getByText("Sub Total").isVisible()).toBe(true);
  await expect.poll(() => lineCount(drawer, big!.slug)).toBe("2");
  const saved = nextCartPut(page);
  const plus = drawer.getByRole("button", { name: `Increase quantity of ${big!.name}` });
  await plus.click();
  await drawer.getByRole("button", { name: `Decrease quantity of ${big!.name}` }).click();
  await plus.click();
  const put = await saved;
  expect(put.postDataJSON()).toEqual({ product: big!.slug, quantity: 3, from_cart: true });
  await put.response();
  await expect.poll(() => cartLine(drawer, big!.slug).getAttribute("aria-busy")).toBeNull();
  await expect.poll(() => lineCount(drawer, big!.slug)).toBe("3");

  if (phone) {
    await drawer.getByRole("button", { name: /close/i }).first().click();
  } else {
    // The overlay left of the panel closes the drawer.
    await page.mouse.click(40, viewport.height / 2);
  }
  await expect.poll(() => drawer.isVisible()).toBe(false);
  await expect.poll(() => overflow(page)).not.toBe("hidden");

  // View Cart navigates, and the route change closes the drawer.
  const again = await openDrawer(page, phone);
  await again.getByRole("link", { name: "View Cart" }).click();
  await page.waitForURL("**/my-cart");
  await expect.poll(() => again.isVisible()).toBe(false);

  // ---- /my-cart: raise the first line, remove the second ----
  await expect.poll(() => page.locator("main [data-cart-line]").count()).toBe(3);
  const firstName = (await cartLine(page, first).getByRole("link").last().textContent())!.trim();
  const raise = nextCartPut(page);
  await page.getByRole("button", { name: `Increase quantity of ${firstName}` }).click();
  expect((await raise).postDataJSON()).toMatchObject({ product: first, quantity: 2, from_cart: true });
  await expect.poll(() => lineCount(page, first)).toBe("2");
  const secondName = (await cartLine(page, second).getByRole("link").last().textContent())!.trim();
  await page.getByRole("button", { name: `Remove ${secondName} from cart` }).click();
  await expectToast(page, "Product successfully removed");
  await expect.poll(() => page.locator("main [data-cart-line]").count()).toBe(2);
  await expectCartCount(page, 2);

  // Guests see the coupon box disabled with a Sign In prompt.
  await expect.poll(() => page.getByRole("textbox", { name: "Coupon" }).isDisabled()).toBe(true);
  await expect.poll(() => page.getByRole("button", { name: "Apply" }).isDisabled()).toBe(true);

  // ---- sign in: the guest cart is merged into the shopper's ----
  await signIn(page, baseUrl(), apiUrl(), phoneNumber);
  await page.goto("/my-cart");
  await expect.poll(() => cartLine(page, big!.slug).count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => cartLine(page, first).count()).toBe(1);
  await expectCartCount(page, 2);

  // ---- coupon: required, invalid, WELCOME10, then removed through the confirmation ----
  const coupon = page.getByRole("textbox", { name: "Coupon" });
  const apply = page.getByRole("button", { name: "Apply" });
  await expect.poll(() => coupon.isDisabled()).toBe(false);
  await apply.click();
  await expect.poll(() => page.getByText("Coupon is required").isVisible()).toBe(true);
  await coupon.fill("NOSUCHCODE");
  await apply.click();
  await expect.poll(() => page.getByText("Invalid coupon code").isVisible()).toBe(true);
  expect(await coupon.getAttribute("aria-invalid")).toBe("true");
  await coupon.fill("WELCOME10");
  await apply.click();
  await expectToast(page, "Coupon applied");
  await expect.poll(() => page.getByText("Coupon Applied", { exact: true }).isVisible()).toBe(true);
  await expect.poll(() => coupon.isDisabled()).toBe(true);
  await expect.poll(() => apply.isDisabled()).toBe(true);
  // Keyboard: focus has moved on to Remove coupon, and Enter opens the confirmation.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Remove coupon");
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Remove Coupon From Cart" });
  await expect.poll(() => confirm.isVisible()).toBe(true);
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expectToast(page, "Coupon removed");
  await expect.poll(() => page.getByText("Coupon Applied", { exact: true }).count()).toBe(0);
  await expect.poll(() => coupon.isDisabled()).toBe(false);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("coupon");

  // ---- a saved address: too short first, then saved ----
  await page.goto("/addresses");
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("My Addresses");
  await page.getByRole("button", { name: "Add New Address" }).click();
  const form = page.getByRole("dialog", { name: "Add New Address" });
  await form.getByLabel("Name").fill("Karim Ahmed");
  await form.getByLabel("Phone").fill(phoneNumber);
  await expect.poll(() => form.locator('select[name="district"] option').count()).toBeGreaterThan(60);
  await form.getByLabel("District").selectOption({ label: "Dhaka" });
  await form.getByLabel("Area").fill("Dhanmondi");
  await form.getByLabel("Street Address").fill("abc");
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect.poll(() => form.getByText("Street Address must be at least 5 characters").isVisible()).toBe(true);
  await form.getByLabel("Street Address").fill("House 12, Road 4");
  await form.getByLabel("Office").check();
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect.poll(() => form.isVisible()).toBe(false);
  await expect.poll(() => page.locator("[data-address]").count()).toBe(1);
  await expect.poll(() => page.locator("[data-address]").textContent()).toContain("Office");

  // ---- the cart ships there: the only saved address is chosen without asking; then office pickup ships free ----
  await page.goto("/my-cart");
  await expect.poll(() => page.locator("[data-cart-address]").textContent(), { timeout: 10_000 }).toContain("House 12, Road 4");
  await expect.poll(() => page.getByText("(estimated)").count()).toBe(0);
  expect(await page.getByText("No shipping address chosen yet", { exact: false }).count()).toBe(0);
  await page.getByRole("button", { name: "Change", exact: true }).click();
  const chooser = page.getByRole("dialog", { name: "Choose Shipping Address" });
  await chooser.getByRole("button", { name: /House 12, Road 4/ }).click();
  await expectToast(page, "It is already current cart address!");
  await chooser.getByRole("button", { name: /close/i }).first().click();

  await expect.poll(() => page.locator('[data-summary="shipping"]').count()).toBe(1);
  await page.getByLabel("Office Pickup").check();
  // Office pickup ships nothing: the Shipping row says Free rather than disappearing.
  await expect.poll(() => page.locator('[data-summary="shipping"] dd').textContent()).toBe("Free");
  const directions = page.getByRole("link", { name: /Get Direction/ });
  expect(await directions.getAttribute("href")).toBe(DIRECTIONS);
  expect(await directions.getAttribute("target")).toBe("_blank");
  expect(await directions.getAttribute("rel")).toContain("noopener");

  // ---- wishlist: two hearts, then everything moves to the cart ----
  await page.goto("/new-products");
  const hearts = page.locator("article").filter({ has: page.getByRole("button", { name: /^Add to Cart: / }) });
  let hearted = 0;
  for (let i = 0; hearted < 2; i++) {
    const card = hearts.nth(i);
    const slug = (await card.locator('a[href^="/product/"]').first().getAttribute("href"))!.replace("/product/", "");
    if (slug === first || slug === big!.slug) continue;
    const heart = card.locator("[data-wishlist-button]");
    expect(await heart.getAttribute("aria-label")).toMatch(/^Add .+ to wishlist$/);
    await heart.click();
    await expectToast(page, "Added to wishlist successfully");
    // The words follow the state: the heart now removes.
    await expect.poll(() => heart.getAttribute("aria-label")).toMatch(/^Remove .+ from wishlist$/);
    hearted++;
  }
  await page.goto("/my-wishlist");
  await expect.poll(() => page.locator("[data-wishlist-item]").count()).toBe(2);
  await page.getByRole("button", { name: "Add all to cart" }).click();
  await expectToast(page, "All products added to cart");
  await expectCartCount(page, 4);

  expect(errors).toEqual([]);
  await context.close();
}
