import { mkdir } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bn } from "../../apps/web/src/i18n/messages/bn";
import { en } from "../../apps/web/src/i18n/messages/en";
import { sessionToken, signIn, uniquePhone } from "../support/auth";
import { apiUrl, baseUrl, launch, openPage, PHONE } from "../support/browser";
import { inStockProducts } from "../support/cart";

/**
 * Issue 50: the account's pages and the forms around them in Bangla (addresses, wishlist,
 * compare, contact, search's empty states, a product's reviews and questions), at 375 and
 * 1366 px, with the words taken from the catalogues: each page shows its Bangla words and
 * none of the English ones these pages had before.
 */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? "/tmp/shots/bn-account";
const WIDE = { width: 1366, height: 900 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function bodyText(page: Page): Promise<string> {
  return page.locator("main").innerText();
}

/** The page shows none of these English words (longer than a word, so brand names do not count). */
async function expectNoEnglish(page: Page, words: string[], label: string) {
  const text = await bodyText(page);
  const left = words.filter((w) => text.includes(w));
  expect(left, `${label}: English left`).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at 375 px: sideways scroll`).toBeLessThanOrEqual(0);
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-language": "bn" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return res.json();
}

describe("a Bangla shopper's account pages (issue 50)", () => {
  it("addresses, wishlist, compare, contact, search and a product's reviews and questions read in Bangla", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const phone = uniquePhone();
    await signIn(page, baseUrl(), apiUrl(), phone);
    const token = await sessionToken(page);
    expect(token).toBeTruthy();
    const [first, second] = await inStockProducts();

    // ---- addresses: empty, then one added with the form ----
    await page.goto("/bn/addresses");
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain(bn.addresses.none);
    await page.getByRole("button", { name: bn.addresses.addNew }).click();
    const dialog = page.getByRole("dialog", { name: bn.addresses.addNew });
    const district = dialog.getByRole("combobox", { name: new RegExp(bn.addresses.district) });
    await expect.poll(() => district.locator("option").count(), { timeout: 10_000 }).toBe(65);
    // Saved with nothing typed: the form's own checks, in Bangla.
    await dialog.getByRole("button", { name: bn.addresses.save }).click();
    await expect.poll(() => dialog.locator("[id$='-error']").first().innerText(), { timeout: 10_000 }).toMatch(/[অ-হ]/);
    await page.screenshot({ path: `${SHOTS}/address-form-errors-375.png`, fullPage: true });
    await dialog.getByRole("textbox", { name: new RegExp(`^${bn.addresses.name}`) }).fill("করিম মিয়া");
    await dialog.getByRole("textbox", { name: new RegExp(`^${bn.addresses.phone}`) }).fill(phone);
    await district.selectOption({ label: "চট্টগ্রাম" });
    await dialog.getByRole("textbox", { name: new RegExp(`^${bn.addresses.area}`) }).fill("আগ্রাবাদ");
    await dialog.getByRole("textbox", { name: new RegExp(`^${bn.addresses.street}`) }).fill("বাড়ি ১২, রোড ৪");
    await dialog.getByRole("button", { name: bn.addresses.save }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => page.locator("[data-address]").count(), { timeout: 10_000 }).toBe(1);
    // The district the API stored is the one chosen (the value sent is its id), shown in Bangla (Chattogram).
    expect(await page.locator("[data-address]").innerText()).toContain("চট্টগ্রাম");
    expect(await page.locator("[data-address]").innerText()).not.toContain("Chattogram");
    await expectNoEnglish(page, ["Add New Address", "Edit", "Delete", "Home", "saved addresses"], "addresses");
    await shoot(page, "addresses");

    // ---- wishlist: empty, then two products ----
    await page.goto("/bn/my-wishlist");
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain(bn.wishlist.empty);
    await shoot(page, "wishlist-empty");
    for (const p of [first, second]) await api(token!, "PUT", "/v1/wishlist", { product: p.slug });
    await page.reload();
    await expect.poll(() => page.locator("[data-wishlist-item]").count(), { timeout: 15_000 }).toBe(2);
    expect(await bodyText(page)).toContain(bn.wishlist.addAll);
    await expectNoEnglish(page, [en.wishlist.addAll, en.wishlist.empty], "wishlist");
    await shoot(page, "wishlist");

    // ---- compare: the page, its table, and the bar on another page ----
    await page.goto("/bn/compare");
    expect(await bodyText(page)).toContain(bn.comparePage.title);
    await page.goto(`/bn/compare?products=${first.slug},${second.slug}`);
    expect(await bodyText(page)).toContain(bn.comparePage.price);
    await expectNoEnglish(page, ["Compare products", "Remove", "Differs", "rows differ", "same specifications"], "compare");
    await shoot(page, "compare");
    await page.evaluate(
      ([a, b]) =>
        localStorage.setItem(
          "compare-products",
          JSON.stringify([
            { slug: a, name: a, image: "" },
            { slug: b, name: b, image: "" },
          ]),
        ),
      [first.slug, second.slug],
    );
    await page.goto(`/bn/product/${first.slug}`);
    const bar = page.getByRole("complementary", { name: bn.compare.barLabel });
    await expect.poll(() => bar.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await bar.innerText()).toContain(bn.compare.compareCount.replace("{count}", "২"));

    // ---- the product's reviews and questions, and Ask Question ----
    await page.locator("#questions").scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("[data-questions]").isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole("button", { name: bn.reviews.ask }).click();
    const ask = page.getByRole("dialog", { name: bn.reviews.ask });
    await expect.poll(() => ask.isVisible(), { timeout: 10_000 }).toBe(true);
    await ask.getByRole("button", { name: bn.reviews.submitQuestion }).click();
    await expect.poll(() => ask.locator("[id$='-error']").first().innerText(), { timeout: 10_000 }).toMatch(/[অ-হ]/);
    await page.screenshot({ path: `${SHOTS}/ask-question-375.png` });
    await page.keyboard.press("Escape");
    await expectNoEnglish(page, ["No reviews yet", "Ask Question", "No questions yet", "Loading reviews"], "product feedback");
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/product-feedback-375.png` });
    await page.setViewportSize(WIDE);
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/product-feedback-1366.png` });
    await page.setViewportSize(PHONE);

    // ---- contact: the page and the form's checks ----
    await page.goto("/bn/contact");
    expect(await bodyText(page)).toContain(bn.contact.sendUs);
    await page.getByRole("button", { name: bn.contactForm.send }).click();
    await expect.poll(() => page.locator("main form [id$='-error']").first().innerText(), { timeout: 10_000 }).toMatch(/[অ-হ]/);
    await expectNoEnglish(page, ["Send us a message", "Send Message", "characters", "is required"], "contact");
    await shoot(page, "contact");

    // ---- search: no query, and a query that finds nothing ----
    await page.goto("/bn/search");
    expect(await bodyText(page)).toContain(bn.searchEmpty.tryThese);
    await expectNoEnglish(page, ["Popular categories", "Or try one of these"], "search prompt");
    await shoot(page, "search-prompt");
    await page.goto("/bn/search?query=zzqxqzz");
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain(bn.searchEmpty.tipSpelling);
    await expectNoEnglish(page, ["couldn't find", "Popular searches", "Check the spelling", "Ask us to stock"], "no results");
    await shoot(page, "search-none");

    expect(errors).toEqual([]);
    await context.close();
  });
});
