import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, launch, openPage, PHONE } from "../support/browser";

/** Issue 48: Sensors & Modules filtered by operating voltage and interface, then the shared address. */
const CATEGORY = "sensors-modules";
const WIDE = { width: 1366, height: 900 } as const;

type ListBody = {
  data: { slug: string }[];
  meta: { total: number; attributes: { key: string; kind: string; values: { value: string; count: number }[] }[] };
};

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

async function journey(viewport: { width: number; height: number }) {
  const all = await listing(`category=${CATEGORY}`);
  const keys = all.meta.attributes.map((f) => f.key);
  expect(keys).toEqual(expect.arrayContaining(["voltage", "interface"]));
  const narrowed = await listing(`category=${CATEGORY}&spec=${encodeURIComponent("voltage:..3.3;interface:I2C")}`);
  expect(narrowed.meta.total).toBeGreaterThan(0);
  expect(narrowed.meta.total).toBeLessThan(all.meta.total);
  const i2c = all.meta.attributes.find((f) => f.key === "interface")!.values.find((v) => v.value === "I2C")!;

  const { context, page, errors } = await openPage(browser, viewport);
  await page.goto(`/category/${CATEGORY}`);
  const sidebar = page.getByRole("complementary", { name: "Sort and filter" });
  // A phone keeps the filters in the Sort & Filter panel.
  if (viewport.width < 768) await sidebar.locator("summary").tap();
  await sidebar.getByRole("checkbox", { name: `I2C, ${i2c.count} products` }).check();
  await sidebar.getByLabel("Highest operating voltage in V").fill("3.3");
  await sidebar.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL(/spec\.interface=I2C/);
  expect(page.url()).toContain("spec.voltage.max=3.3");
  const count = page.getByText(`of ${narrowed.meta.total} product`).first();
  await expect.poll(() => count.isVisible()).toBe(true);
  const cards = page.locator('section[aria-label$="products"] article a[href^="/product/"]');
  await expect.poll(() => cards.first().getAttribute("href")).toBe(`/product/${narrowed.data[0]!.slug}`);

  // The address is the filtered listing: a new page shows the same results, boxes ticked.
  const shared = await openPage(browser, viewport);
  await shared.page.goto(page.url());
  const sharedCount = shared.page.getByText(`of ${narrowed.meta.total} product`).first();
  await expect.poll(() => sharedCount.isVisible()).toBe(true);
  const sharedCards = shared.page.locator('section[aria-label$="products"] article a[href^="/product/"]');
  await expect.poll(() => sharedCards.first().getAttribute("href")).toBe(`/product/${narrowed.data[0]!.slug}`);
  const sharedSidebar = shared.page.getByRole("complementary", { name: "Sort and filter" });
  // On a phone the box sits in the closed panel: read its state by name, hidden or not.
  expect(await sharedSidebar.locator('input[type="checkbox"][name="spec.interface"][value="I2C"]').isChecked()).toBe(true);
  expect(await shared.page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

  // A hand-edited address with filters the shop cannot read (an unknown specification, text
  // where a number belongs) shows the listing without them: the readable I2C box stays ticked.
  const i2cOnly = await listing(`category=${CATEGORY}&spec=${encodeURIComponent("interface:I2C")}`);
  const unreadable = await shared.page.goto(`/category/${CATEGORY}?spec.nosuch=1&spec.voltage=abc..5&spec.interface=I2C`);
  expect(unreadable?.status()).toBe(200);
  const readableCount = shared.page.getByText(`of ${i2cOnly.meta.total} product`).first();
  await expect.poll(() => readableCount.isVisible()).toBe(true);
  expect(await sharedSidebar.locator('input[type="checkbox"][name="spec.interface"][value="I2C"]').isChecked()).toBe(true);
  expect(await shared.page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/category/${CATEGORY}$`));
  expect(await shared.page.locator('a[href*="spec.nosuch"], a[href*="abc"]').count()).toBe(0);
  expect([...errors, ...shared.errors]).toEqual([]);
  await shared.context.close();
  await context.close();
}

describe("filter a category by specification (issue 48)", () => {
  it("at 1366 px: voltage and interface narrow the count, and the shared address shows the same", () => journey(WIDE));
  it("at 375 px: the same in the Sort & Filter panel", () => journey(PHONE));
});
