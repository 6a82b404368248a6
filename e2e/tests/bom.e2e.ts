import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionToken, signIn, uniquePhone } from "../support/auth";
import { DESKTOP, PHONE, apiUrl, baseUrl, launch, openPage } from "../support/browser";
import { cartLine, expectCartCount, expectToast, inStockProducts, paysFor, type ApiProduct } from "../support/cart";

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `bom-${name}-${page.viewportSize()?.width}.png`), fullPage: true });

type Matched = { lines: { best: { slug: string; stock: number } | null; alternatives: { slug: string; stock: number }[] }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Cheap in-stock parts (a small cash order), each with a distinct first word so their lines differ. */
async function cheapParts(count: number): Promise<ApiProduct[]> {
  const seen = new Set<string>();
  const parts = (await inStockProducts("sort=price_asc&per_page=60&page=2")).filter((p) => {
    const first = p.name.split(" ")[0].toLowerCase();
    if (p.current_stock < 5 || paysFor(p) > 400 || seen.has(first)) return false;
    seen.add(first);
    return true;
  });
  expect(parts.length).toBeGreaterThanOrEqual(count);
  return parts.slice(0, count);
}

/** A word of the name (its first of six letters or more, else of five) with one letter dropped (a typo search corrects). */
function typo(name: string): string {
  const words = name.split(" ");
  let i = words.findIndex((w) => /^[A-Za-z]{6,}$/.test(w));
  if (i < 0) i = words.findIndex((w) => /^[A-Za-z]{5}$/.test(w));
  if (i < 0) return name;
  words[i] = words[i].slice(0, 2) + words[i].slice(3);
  return words.join(" ");
}

async function matchByApi(text: string): Promise<Matched> {
  const res = await fetch(`${apiUrl()}/v1/bom/match`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Matched }).data;
}

async function payCashOnDelivery(page: Page, phone: string) {
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Change" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose Shipping Address" });
  await chooser.getByRole("button", { name: "Add New Address" }).click();
  await chooser.getByRole("textbox", { name: /^Name/ }).fill("Karim Maker");
  await chooser.getByRole("textbox", { name: /^Phone/ }).fill(phone);
  await chooser.getByRole("combobox", { name: /District/ }).selectOption({ label: "Dhaka" });
  await chooser.getByRole("textbox", { name: /^Area/ }).fill("Mirpur 10");
  await chooser.getByRole("textbox", { name: /^Street Address/ }).fill("House 7, Road 3");
  await chooser.getByRole("button", { name: /Save/ }).click();
  await expect.poll(() => page.locator("[data-checkout-blocker]").count(), { timeout: 10_000 }).toBe(0);
  await page.getByRole("link", { name: "Continue" }).click();
  await page.waitForURL((url) => url.pathname === "/payment-info");
  await expect.poll(() => page.getByRole("radio", { name: "Cash On Delivery" }).isChecked(), { timeout: 10_000 }).toBe(true);
  await page.getByRole("checkbox", { name: /I have read and agree to the/ }).check();
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await page.waitForURL((url) => url.pathname === "/order-success", { timeout: 15_000 });
}

describe("BOM into the cart", () => {
  it(`desktop (${DESKTOP.width} px): a 10-line list with a typo and an unknown part, an alternative chosen, add all, cash on delivery`, async () => {
    const parts = await cheapParts(8);
    // Each part by the first two words of its name, as a maker writes it: search offers alternatives.
    const short = (name: string) => name.split(" ").slice(0, 2).join(" ");
    const lines = [...parts.map((p, i) => (i % 2 ? `${short(p.name)}, 1` : `1 x ${short(p.name)}`)), `${typo(parts[0].name)} 1`, "zqxw flux capacitor 2"];
    const text = lines.join("\n");
    expect(lines[8]).not.toBe(`${parts[0].name} 1`);
    const matched = await matchByApi(text);
    // The typo line finds the product it misspells; the unknown part finds nothing.
    expect(matched.lines[8].best?.slug).toBe(parts[0].slug);
    expect(matched.lines[9].best).toBeNull();
    // A line with an alternative in stock: the journey chooses it instead of the best match.
    const pick = matched.lines.findIndex((l, i) => i < 8 && l.alternatives.some((a) => a.stock > 0));
    expect(pick).toBeGreaterThanOrEqual(0);
    const alternative = matched.lines[pick].alternatives.find((a) => a.stock > 0)!;

    const phone = uniquePhone();
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, baseUrl(), apiUrl(), phone, { callbackUrl: "/bom" });
    await page.waitForURL((url) => url.pathname === "/bom");
    await page.getByRole("textbox", { name: "Paste your parts list" }).fill(text);
    await page.getByRole("button", { name: "Find parts" }).click();
    const list = page.getByRole("list", { name: "Matched parts" });
    await expect.poll(() => list.locator("[data-bom-line]").count(), { timeout: 15_000 }).toBe(10);
    await expect.poll(() => list.getByText("Not found: zqxw flux capacitor").count()).toBe(1);
    expect(await page.getByRole("combobox", { name: "Product for line 9" }).inputValue()).toBe(parts[0].slug);
    // The unmatched line's "Ask us to stock" opens the stock-request form with the line's words.
    await list.getByRole("button", { name: "Ask us to stock" }).click();
    const ask = list.getByRole("region", { name: "Ask us to stock this part" });
    expect(await ask.getByLabel("The part").inputValue()).toBe("zqxw flux capacitor");
    await page.setViewportSize({ width: 1366, height: DESKTOP.height });
    await shot(page, "ask-form");
    await page.getByRole("combobox", { name: `Product for line ${pick + 1}` }).selectOption(alternative.slug);
    await shot(page, "matched");

    const bulk: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/v1/cart/items/bulk")) bulk.push(r.postData() ?? "");
    });
    await page.getByRole("button", { name: "Add all in stock to cart" }).click();
    await expectToast(page, "added to cart");
    expect(bulk).toHaveLength(1);
    const sent = JSON.parse(bulk[0]) as { items: { product: string }[] };
    expect(sent.items.map((i) => i.product)).toContain(alternative.slug);
    await expectCartCount(page, sent.items.length);
    await shot(page, "added");

    await payCashOnDelivery(page, phone);
    await expectCartCount(page, 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`phone (${PHONE.width} px): the owner edits a list (at 1366 px); a guest opens it and adds it to the cart; a pasted list with a typo and an unknown part, add all, cash on delivery`, async () => {
    const parts = await cheapParts(3);
    const owner = await openPage(browser, DESKTOP);
    await signIn(owner.page, baseUrl(), apiUrl(), uniquePhone());
    const token = await sessionToken(owner.page);
    const res = await fetch(`${apiUrl()}/v1/parts-lists`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: "Lab 3: line follower", items: parts.map((p, i) => ({ product: p.slug, quantity: i + 1 })) }),
    });
    expect(res.status).toBe(200);
    const { id } = ((await res.json()) as { data: { id: string } }).data;
    // The owner renames it, changes a quantity and removes a line; only the owner is offered this.
    await owner.page.setViewportSize({ width: 1366, height: DESKTOP.height });
    await owner.page.goto(`/list/${id}`);
    await owner.page.getByRole("button", { name: "Edit list" }).click();
    await owner.page.getByRole("textbox", { name: "List name" }).fill("Lab 3: line follower v2");
    await owner.page.getByRole("textbox", { name: `Quantity of ${parts[0].name}` }).fill("4");
    await owner.page.getByRole("button", { name: `Remove ${parts[2].name}` }).click();
    await shot(owner.page, "owner-edit");
    await owner.page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await shot(owner.page, "owner-edit");
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await owner.page.setViewportSize({ width: 1366, height: DESKTOP.height });
    await owner.page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => owner.page.getByRole("heading", { level: 1 }).textContent()).toBe("Lab 3: line follower v2");
    await shot(owner.page, "owner-list");
    await owner.page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await shot(owner.page, "owner-list");
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`/list/${id}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Lab 3: line follower v2");
    const shared = page.getByRole("list", { name: "Parts of Lab 3: line follower v2" });
    await expect.poll(() => shared.getByRole("listitem").count()).toBe(2);
    expect(await shared.getByRole("listitem").first().textContent()).toContain("4 ×");
    expect(await page.getByRole("button", { name: "Edit list" }).count()).toBe(0);
    await page.getByRole("button", { name: "Add all to cart" }).click();
    await expectToast(page, "2 products added to cart");
    await expectCartCount(page, 2);
    await shot(page, "shared-list");
    // The BOM page at this width (the footer links to it): a pasted list with a typo and an unknown part matched, the lines readable without sideways scrolling.
    await page.goto("/bom");
    expect(await page.locator('footer a[href$="/bom"]').count()).toBeGreaterThan(0);
    const misspelt = typo(parts[2].name);
    expect(misspelt).not.toBe(parts[2].name);
    await page.getByRole("textbox", { name: "Paste your parts list" }).fill(`2 x ${parts[0].name}\n${parts[1].name}, 1\n${misspelt} 1\nzqxw flux capacitor 1`);
    await page.getByRole("button", { name: "Find parts" }).click();
    await expect.poll(() => page.locator("[data-bom-line]").count(), { timeout: 15_000 }).toBe(4);
    expect(await page.getByRole("combobox", { name: "Product for line 3" }).inputValue()).toBe(parts[2].slug);
    await shot(page, "matched");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Ask us to stock" }).click();
    const ask = page.getByRole("region", { name: "Ask us to stock this part" });
    expect(await ask.getByLabel("The part").inputValue()).toBe("zqxw flux capacitor");
    await ask.getByLabel("Full Name").fill("Nadia Rahman");
    await ask.getByLabel("Email").fill(`nadia.${Date.now().toString(36)}@example.com`);
    await shot(page, "ask-form");
    await ask.getByRole("button", { name: "Ask us to stock it" }).click();
    await expect.poll(() => ask.getByRole("status").textContent(), { timeout: 10_000 }).toBe("Thanks! We will email you if we stock it");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Add all: the typo's product joins the two the shared list put in the cart; the cart page lists all three and links back to /bom.
    await page.getByRole("button", { name: "Add all in stock to cart" }).click();
    await expectToast(page, "added to cart");
    await expectCartCount(page, 3);
    await page.goto("/my-cart");
    for (const part of parts) await expect.poll(() => cartLine(page.locator("main"), part.slug).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('main a[href$="/bom"]').count()).toBeGreaterThan(0);
    await shot(page, "cart");
    // Signed in, the guest's cart comes along and is paid cash on delivery at this width.
    const phone = uniquePhone();
    await signIn(page, baseUrl(), apiUrl(), phone, { callbackUrl: "/my-cart" });
    await expectCartCount(page, 3);
    await payCashOnDelivery(page, phone);
    await expectCartCount(page, 0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
