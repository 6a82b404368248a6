import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, baseUrl, launch, openPage, PHONE } from "../support/browser";
import { signIn, uniquePhone } from "../support/auth";
import { openFirstDropdown } from "../support/category-nav";
import { expectToast, inStockProducts } from "../support/cart";
import { changeEmail } from "../support/identity-journey";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const FIXED = ["Innovation Kit", "Gadgets & Electronics", "Offers"];

/** The page is no wider than the screen. */
async function noSideways(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, "page wider than the screen").toBeLessThanOrEqual(inner);
}

/**
 * Scrolled to the middle of the screen (as far as the page allows), the element is what a
 * tap at its centre and at its edges reaches: nothing fixed lies on top of it.
 */
async function expectUncovered(locator: Locator, what: string) {
  await locator.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await locator.page().waitForTimeout(100);
  const covered = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    // The centre and the middle of each edge, 3 px in (corners may be rounded away).
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 3, r.top + r.height / 2],
      [r.right - 3, r.top + r.height / 2],
      [r.left + r.width / 2, r.top + 3],
      [r.left + r.width / 2, r.bottom - 3],
    ];
    return points
      .map(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit && (el === hit || el.contains(hit)) ? null : `${Math.round(x)},${Math.round(y)}: ${hit?.outerHTML.slice(0, 80)}`;
      })
      .filter(Boolean);
  });
  expect(covered, `${what} is covered`).toEqual([]);
}

describe("desktop bar at every width (issue 9)", () => {
  it.each([768, 1024, 1366, 1536, 1600, 1920])("shows the fixed links whole at %i px, before and after the bar sticks; nothing overflows", async (width) => {
    const { context, page, errors } = await openPage(browser, { width, height: 900 });
    await page.goto("/category/sensors-modules");
    const nav = page.getByRole("navigation", { name: "Product categories" });
    const bar = nav.locator(".shop-container");
    for (const scrolled of [false, true]) {
      if (scrolled) {
        await page.evaluate(() => window.scrollTo(0, 1200));
        await expect.poll(() => nav.getByRole("button", { name: "Search", exact: true }).isVisible()).toBe(true);
        await page.waitForTimeout(400); // the logo's slide
      }
      const box = (await bar.boundingBox())!;
      for (const name of FIXED) {
        const link = nav.getByRole("link", { name, exact: true });
        await expect.poll(() => link.isVisible(), { message: `${name} at ${width}` }).toBe(true);
        const r = (await link.boundingBox())!;
        expect(r.x + r.width, `${name} inside the bar at ${width} px${scrolled ? " (stuck)" : ""}`).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      // The stuck bar's tools do not sit on the links.
      if (scrolled) {
        const tools = (await nav.getByRole("button", { name: "Search", exact: true }).boundingBox())!;
        const offers = (await nav.getByRole("link", { name: "Offers", exact: true }).boundingBox())!;
        expect(offers.x + offers.width).toBeLessThanOrEqual(tools.x);
      }
      await noSideways(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("renders the dropdowns from the first hover or focus in the bar, not into every page; Tab goes from a top link into its dropdown", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const bar = html.slice(html.indexOf('<nav aria-label="Product categories"'));
    const barHtml = bar.slice(0, bar.indexOf("</nav>"));
    expect(barHtml).toContain("data-dropdown");
    expect(barHtml).not.toContain("nav-child-link");

    const { context, page, errors } = await openPage(browser, { width: 1366, height: 768 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Product categories" });
    const item = nav.locator("li[data-dropdown]:visible").first();
    await item.locator(":scope > a").focus();
    const dropdown = item.locator("ul[aria-label]");
    await expect.poll(() => dropdown.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    const first = dropdown.getByRole("link").first();
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closes the dropdown after a click on a sub-category; the stuck bar searches and opens the cart (1366 px)", async () => {
    const { context, page, errors } = await openPage(browser, { width: 1366, height: 768 });
    await page.goto("/");
    const { nav, dropdown, child } = await openFirstDropdown(page);
    const href = (await child.getAttribute("href"))!;
    await child.click();
    await page.waitForURL(`**${href}`);
    // The pointer is still over the menu, yet the dropdown is closed.
    await expect.poll(() => dropdown.isVisible()).toBe(false);

    // Stuck bar: the cart button opens the drawer; Search opens a search box under it and a query goes to the results.
    await page.evaluate(() => window.scrollTo(0, 1500));
    const search = nav.getByRole("button", { name: "Search", exact: true });
    await expect.poll(() => search.isVisible()).toBe(true);
    await nav.getByRole("button", { name: /^Shopping cart, / }).click();
    const drawer = page.getByRole("dialog", { name: "My Shopping Cart" });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await search.click();
    const box = nav.getByRole("combobox", { name: "Search products" });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill("esp32");
    await box.press("Enter");
    await page.waitForURL(/\/search\?query=esp32/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows products before the category banner on a laptop (1366 x 768)", async () => {
    const { context, page } = await openPage(browser, { width: 1366, height: 768 });
    const menu = (await (await fetch(`${apiUrl()}/v1/main-menus`)).json()) as { data: { main_menu: { slug: string; banner: string | null }[] } };
    const withBanner = menu.data.main_menu.find((m) => m.banner);
    await page.goto(`/category/${withBanner?.slug ?? "sensors-modules"}`);
    const first = page.locator('section[aria-label$="products"] article').first();
    await expect.poll(() => first.isVisible()).toBe(true);
    const r = (await first.boundingBox())!;
    expect(r.y, "the first product starts on the first screen").toBeLessThan(768 - 120);
    await context.close();
  });
});

describe("a 375 px phone: nothing a shopper needs is covered (issue 9)", () => {
  it("listing names, Buy Now, Subscribe and the cart's Total and Remove stay uncovered; a product's price and Add to Cart are on the first screen; long searches wrap", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const product = (await inStockProducts()).find((p) => p.current_stock >= 2)!;

    await page.goto(`/product/${product.slug}`);
    const addToCart = page.getByRole("button", { name: "Add to Cart", exact: true });
    await expect.poll(() => addToCart.isVisible()).toBe(true);
    const add = (await addToCart.boundingBox())!;
    expect(add.y + add.height, "Add to Cart on the first screen").toBeLessThanOrEqual(PHONE.height - 56);
    await expectUncovered(page.getByRole("button", { name: "Buy Now" }), "Buy Now");
    await expectUncovered(addToCart, "Add to Cart");
    await addToCart.click();
    await expectToast(page, "Added to cart successfully");

    await page.goto("/category/sensors-modules");
    const names = page.locator('section[aria-label$="products"] article a[href^="/product/"]');
    await expect.poll(() => names.count()).toBeGreaterThan(3);
    for (const i of [0, 1, 2, 3]) await expectUncovered(names.nth(i), `product name ${i + 1}`);
    await expectUncovered(page.getByRole("button", { name: "Subscribe" }), "Subscribe");
    await noSideways(page);

    await page.goto("/my-cart");
    await expect.poll(() => page.locator("main [data-cart-line]").count()).toBe(1);
    await expectUncovered(page.locator('[data-summary="total"]'), "Total");
    await expectUncovered(page.getByRole("button", { name: `Remove ${product.name} from cart` }), "Remove");
    await noSideways(page);

    await page.goto(`/search?query=${"https://example.com/a-very-long-pasted-address/".repeat(7).slice(0, 300)}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await noSideways(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a toast above an open drawer, where it can be read and dismissed", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const product = (await inStockProducts()).find((p) => p.current_stock >= 2)!;
    await page.goto(`/product/${product.slug}`);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expectToast(page, "Added to cart successfully");
    await page.getByRole("button", { name: /^Open cart, / }).click();
    const drawer = page.getByRole("dialog", { name: "My Shopping Cart" });
    await expect.poll(() => drawer.locator("[data-cart-line]").count()).toBe(1);
    await drawer.getByRole("button", { name: `Remove ${product.name} from cart` }).click();
    const toast = page.locator('[role="status"]').filter({ hasText: "Product successfully removed" });
    await expect.poll(() => toast.count()).toBe(1);
    // Inside the open modal (not inert, above its backdrop), and the topmost thing where it is drawn.
    expect(await toast.evaluate((el) => Boolean(el.closest("dialog[open]")))).toBe(true);
    await expectUncovered(toast.locator("> div").first(), "the toast");
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect.poll(() => toast.locator("> div").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/my-account: the birthday's year and month show whole, (Verified) stays on one line, the change buttons are uncovered", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await signIn(page, baseUrl(), apiUrl(), uniquePhone());
    await page.goto("/my-account");
    await changeEmail(page, apiUrl());
    await page.goto("/my-account");
    await page.getByLabel("Year").selectOption("1995");
    await page.getByLabel("Month").selectOption({ label: "September" });
    for (const name of ["Year", "Month"]) {
      const fits = await page.getByLabel(name).evaluate((el) => {
        const select = el as HTMLSelectElement;
        const style = getComputedStyle(select);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = style.font;
        const text = ctx.measureText(select.options[select.selectedIndex].text).width;
        // The browser's own arrow takes about 20 px inside the box.
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return { text, room };
      });
      expect(fits.text, `${name} shows its value whole`).toBeLessThanOrEqual(fits.room);
    }
    const note = page.getByText("(Verified)", { exact: true });
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.evaluate((el) => el.getClientRects().length)).toBe(1);
    await expectUncovered(page.getByRole("button", { name: "Change Phone Number" }), "Change Phone Number");
    await expectUncovered(page.getByRole("button", { name: "Change Email Address" }), "Change Email Address");
    await noSideways(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the footer says what the shop really takes (issue 9)", () => {
  it("lists the API's payment methods, and nothing else", async () => {
    const methods = ((await (await fetch(`${apiUrl()}/v1/payment-methods`)).json()) as { data: { payment_methods: { name: string }[] } }).data.payment_methods;
    const { context, page } = await openPage(browser, { width: 1366, height: 900 });
    await page.goto("/");
    const list = page.getByRole("list", { name: "Payment methods" });
    await expect.poll(() => list.getByRole("listitem").allTextContents()).toEqual(methods.map((m) => m.name));
    for (const claim of ["Nagad", "Visa", "VISA", "Mastercard", "mastercard"]) expect(await page.locator("footer").getByText(claim).count()).toBe(0);
    expect(await page.locator('footer img[src*="payment"]').count()).toBe(0);
    await context.close();
  });
});
