import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, launch, openPage } from "../support/browser";
import { adminUrl, horizontalOverflow, journeyOwner, staffSignIn } from "../support/admin-journey";
import { inStockProducts, type ApiProduct } from "../support/cart";

/** global-setup's owner for issue 48's attributes and documents journey. */
const OWNER = 16;
const LAPTOP = { width: 1366, height: 900 } as const;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const CSRF = { "x-requested-with": "shop-admin" };
const TITLE = `Datasheet e2e ${Date.now() % 100_000}`;

/** A small, real one-page PDF. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

type Attribute = { key: string; name: string; unit: string | null; kind: string; choices: string[]; filterable: boolean };

let browser: Browser;
let product: ApiProduct;
beforeAll(async () => {
  browser = await launch();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  product = (await inStockProducts("sort=price_asc&per_page=60&page=3"))[0];
  expect(product, "an in-stock product").toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/** The product's category lists an operating voltage (added through the back office's API when the seed has none). */
async function voltageOf(page: Page): Promise<Attribute> {
  const detail = await page.request.get(`${adminUrl()}/v1/admin/products/${product.product_id}`, { headers: CSRF });
  const categoryId = ((await detail.json()) as { data: { category: { id: number } } }).data.category.id;
  const listed = await page.request.get(`${adminUrl()}/v1/admin/categories/${categoryId}/attributes`, { headers: CSRF });
  const list = ((await listed.json()) as { data: Attribute[] }).data;
  const found = list.find((a) => a.key === "voltage");
  if (found) return found;
  const all = ((await (await page.request.get(`${adminUrl()}/v1/admin/attributes`, { headers: CSRF })).json()) as { data: Attribute[] }).data;
  const shared = all.find((a) => a.key === "voltage");
  const voltage: Attribute = shared
    ? { ...shared, filterable: true }
    : { key: "voltage", name: "Operating voltage", unit: "V", kind: "number", choices: [], filterable: true };
  const body = { attributes: [...list, voltage].map(({ key, name, unit, kind, choices, filterable }) => ({ key, name, unit, kind, choices, filterable })) };
  const saved = await page.request.put(`${adminUrl()}/v1/admin/categories/${categoryId}/attributes`, { headers: CSRF, data: body });
  expect(saved.status(), await saved.text()).toBe(200);
  return voltage;
}

describe("issue 48: a product's documents and specifications", () => {
  it(`staff upload a datasheet PDF and set a voltage at ${LAPTOP.width} px`, async () => {
    const { context, page, errors } = await openPage(browser, LAPTOP, { baseURL: adminUrl() });
    await staffSignIn(page, journeyOwner(OWNER));
    const voltage = await voltageOf(page);
    await page.goto(`${adminUrl()}/products/${product.product_id}`);

    const documents = page.locator("section", { has: page.getByRole("heading", { name: "Documents", exact: true }) });
    await documents.getByLabel("Kind").selectOption("datasheet");
    await documents.getByLabel("Title").fill(TITLE);
    await documents.getByLabel("PDF file").setInputFiles({ name: "datasheet.pdf", mimeType: "application/pdf", buffer: PDF });
    await documents.getByRole("button", { name: "Upload document" }).click();
    await expect.poll(() => documents.getByText(`Datasheet: ${TITLE}`).isVisible(), { timeout: 10_000 }).toBe(true);

    const specs = page.locator("section", { has: page.getByRole("heading", { name: "Filterable specifications" }) });
    const field = specs.getByLabel(`${voltage.name} (${voltage.unit})`);
    await field.fill("3V3-5v");
    await expect.poll(() => specs.getByText("Reads as 3.3–5 V").isVisible()).toBe(true);
    await specs.getByRole("button", { name: "Save specifications" }).click();
    await expect.poll(() => page.getByText("Specifications saved").first().isVisible(), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => specs.getByLabel(`${voltage.name} (${voltage.unit})`).inputValue(), { timeout: 10_000 }).toBe("3V3-5v");
    await shot(page, "admin-product");
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([PHONE, LAPTOP])("a shopper opens the product page and downloads the datasheet at $width px", async (viewport) => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(`/product/${product.slug}`);
    const list = page.locator("section", { has: page.getByRole("heading", { name: "Documents", exact: true }) });
    const link = list.getByRole("link", { name: new RegExp(TITLE) });
    await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await link.textContent()).toMatch(/PDF · \d+ KB/);
    await link.scrollIntoViewIfNeeded();
    await shot(page, "product-documents");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/api\/v1\/media\/docs\/doc-[0-9a-f]{64}\.pdf$/);
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-disposition"]).toContain(`inline; filename="${TITLE}.pdf"`);
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
