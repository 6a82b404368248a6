import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, baseUrl, DESKTOP, launch, openPage, PHONE } from "../support/browser";

type ListBody = {
  data: { name: string; slug: string; current_stock: number }[];
  meta: { total: number; did_you_mean?: string | null; brands: { name: string; slug: string; count: number }[] };
};
type Menu = { data: { main_menu: { slug: string; children: { slug: string }[] }[] } };

async function listing(qs: string): Promise<ListBody> {
  const res = await fetch(`${apiUrl()}/v1/products?${qs}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListBody;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("listings show what can be bought and only the brands that are there (issue 9)", () => {
  it("a category's brand filter lists its own brands with counts, and in-stock products come first", async () => {
    const allBrands = ((await (await fetch(`${apiUrl()}/v1/brands`)).json()) as { data: { brands: unknown[] } }).data.brands;
    // A category of the demo catalog with an out-of-stock product among its first page.
    const menu = ((await (await fetch(`${apiUrl()}/v1/main-menus`)).json()) as Menu).data.main_menu;
    let chosen: { slug: string; body: ListBody } | null = null;
    for (const slug of menu.flatMap((m) => [m.slug, ...m.children.map((c) => c.slug)])) {
      const body = await listing(`category=${slug}&per_page=24`);
      if (body.data.some((p) => p.current_stock === 0) && body.meta.brands.length > 1) {
        chosen = { slug, body };
        break;
      }
    }
    expect(chosen, "a category with an out-of-stock product and two brands").not.toBeNull();
    const { slug, body } = chosen!;
    expect(body.meta.brands.length).toBeLessThan(allBrands.length);
    // In stock first: no in-stock product after an out-of-stock one.
    const firstOut = body.data.findIndex((p) => p.current_stock === 0);
    expect(body.data.slice(firstOut).every((p) => p.current_stock === 0)).toBe(true);

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto(`/category/${slug}`);
    const sidebar = page.getByRole("complementary", { name: "Sort and filter" });
    const brandBoxes = sidebar.locator('fieldset:has(legend:text-is("Brand")) input[name="brand"]:visible');
    await expect.poll(() => brandBoxes.count()).toBe(body.meta.brands.length);
    for (const brand of body.meta.brands) {
      const label = sidebar.getByRole("checkbox", { name: `${brand.name}, ${brand.count === 1 ? "1 product" : `${brand.count} products`}` });
      await expect.poll(() => label.isVisible(), { message: brand.name }).toBe(true);
    }
    // The grid follows the API's order: the first card is in stock, the last out-of-stock one is at the end.
    const cards = page.locator('section[aria-label$="products"] article a[href^="/product/"]');
    await expect.poll(() => cards.first().getAttribute("href")).toBe(`/product/${body.data[0].slug}`);
    expect(body.data[0].current_stock).toBeGreaterThan(0);
    await expect.poll(() => cards.nth(firstOut).getAttribute("href")).toBe(`/product/${body.data[firstOut].slug}`);

    // Ticking a brand narrows the grid to it and every listed brand is still offered.
    const brand = body.meta.brands[0];
    await sidebar.getByRole("checkbox", { name: new RegExp(`^${brand.name},`) }).check();
    await sidebar.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(new RegExp(`brand=${brand.slug}`));
    await expect.poll(() => page.getByText(`of ${brand.count} product`).first().isVisible()).toBe(true);
    await expect.poll(() => brandBoxes.count()).toBe(body.meta.brands.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says which words it searched for when it corrected a typo, and finds synonyms", async () => {
    const corrected = await listing("query=arduno");
    expect(corrected.meta.total).toBeGreaterThan(0);
    expect(corrected.meta.did_you_mean).toBe("arduino");

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto("/search?query=arduno");
    await expect.poll(() => page.getByTestId("showing-results-for").textContent()).toBe("Showing results for arduino");
    // A query found as typed says nothing of the kind.
    await page.goto("/search?query=arduino");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('section[aria-label="Search results: products"] article').count()).toBeGreaterThan(0);
    expect(await page.getByTestId("showing-results-for").count()).toBe(0);

    // Synonyms and model numbers: neopixel finds the WS2812 parts; mq2 and mq-2 find the same.
    const neopixel = await listing("query=neopixel&per_page=60");
    expect(neopixel.data.length).toBeGreaterThan(0);
    expect(neopixel.data.every((p) => /ws2812/i.test(p.name))).toBe(true);
    const [joined, hyphen] = await Promise.all([listing("query=mq2&per_page=60&sort=name_asc"), listing("query=mq-2&per_page=60&sort=name_asc")]);
    expect(joined.data.length).toBeGreaterThan(1);
    expect(joined.data.map((p) => p.slug)).toEqual(hyphen.data.map((p) => p.slug));
    await page.goto("/search?query=neopixel");
    await expect.poll(() => page.locator('section[aria-label="Search results: products"] article').count()).toBe(Math.min(neopixel.meta.total, 24));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a listing's sort and filters are rendered once (issue 15)", () => {
  it("are one panel in the HTML: a desktop's sidebar keeps the keyboard on Sort By as it navigates; a phone's panel closes after a choice, focus on its summary", async () => {
    const menu = ((await (await fetch(`${apiUrl()}/v1/main-menus`)).json()) as Menu).data.main_menu;
    const path = `/category/${menu[0].slug}`;
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    expect(html.match(/<legend[^>]*>Sort By/g)).toHaveLength(1);
    expect(html.match(/>Apply filters</g)).toHaveLength(1);
    expect(html.match(/<details/g)).toHaveLength(1);

    // A desktop: no summary, the sidebar shown whole. An arrow key picks the next sort, the
    // page navigates, and the focus stays on the radio it moved to.
    const desktop = await openPage(browser, DESKTOP);
    await desktop.page.goto(path);
    const sidebar = desktop.page.getByRole("complementary", { name: "Sort and filter" });
    expect(await sidebar.locator("summary").isVisible()).toBe(false);
    await expect.poll(() => sidebar.getByRole("button", { name: "Apply filters" }).isVisible()).toBe(true);
    const checked = sidebar.locator("input[type=radio][name=sort]:checked");
    const before = await checked.getAttribute("value");
    await checked.focus();
    await desktop.page.keyboard.press("ArrowDown");
    await desktop.page.waitForURL(/[?&]sort=/);
    await expect.poll(() => desktop.page.locator("form[aria-busy]").count()).toBe(0);
    const focused = await desktop.page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.name === "sort" ? { value: el.value, checked: el.checked } : null;
    });
    expect(focused?.checked).toBe(true);
    expect(focused?.value).not.toBe(before);
    expect(desktop.page.url()).toContain(`sort=${focused?.value}`);
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();

    // A phone: a closed Sort & Filter panel; a choice in it navigates and closes it, and the
    // focus goes to its summary, which names the sort now in use.
    const phone = await openPage(browser, PHONE);
    await phone.page.goto(path);
    const panel = phone.page.getByRole("complementary", { name: "Sort and filter" });
    const summary = panel.locator("summary");
    expect(await summary.isVisible()).toBe(true);
    expect(await panel.getByRole("radio").count()).toBe(0);
    await summary.tap();
    const cheapest = panel.getByRole("radio", { name: "Price: Low to High" });
    await expect.poll(() => cheapest.isVisible()).toBe(true);
    await cheapest.tap();
    await phone.page.waitForURL(/sort=price_asc/);
    await expect.poll(() => panel.locator("details").evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => summary.textContent()).toContain("Price: Low to High");
    await summary.tap();
    await expect.poll(() => cheapest.isChecked()).toBe(true);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
