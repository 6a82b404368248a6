import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, openPage, PHONE, waitForHydration } from "../support/browser";
import { focusFullSearchBox, searchBox, suggestionsFor } from "../support/search";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("phone shopper searches (375 px)", () => {
  it("taps the box, types, sees full-width suggestions with big targets, taps one and lands on the product", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto("/");
    const expected = await suggestionsFor("hc-sr04");
    expect(expected.length).toBeGreaterThan(0);

    const box = searchBox(page);
    // The box is its own full-width row on a phone.
    const boxRect = await box.boundingBox();
    expect(boxRect!.width).toBeGreaterThan(PHONE.width * 0.7);
    await waitForHydration(box);
    await box.tap();
    await box.pressSequentially("hc-sr04", { delay: 60 });
    const listbox = page.getByRole("listbox", { name: "Product suggestions" });
    const option = listbox.getByRole("option", { name: expected[0].name });
    await option.waitFor(WAIT);

    // The dropdown spans the screen, every option is at least 44 px tall, nothing scrolls sideways.
    const popup = await listbox.boundingBox();
    expect(popup!.x).toBe(0);
    expect(popup!.width).toBe(PHONE.width);
    const heights = await listbox.getByRole("option").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);

    await option.tap();
    await page.waitForURL(`**/product/${expected[0].slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe(expected[0].name);
    await expect.poll(() => box.getAttribute("aria-expanded"), WAIT).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("searches with the keyboard's search key, then finds, taps and removes recent searches", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto("/");
    const box = searchBox(page);

    await box.tap();
    await box.fill("18650");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/search?query=18650");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe('Search results for "18650"');
    await expect.poll(() => page.getByText(/^\d+ products? found$/).textContent(), WAIT).toMatch(/^[1-9][\d,]* products? found$/);
    await expect.poll(() => page.locator('article a[href^="/product/"]').count(), WAIT).toBeGreaterThan(0);
    // Sort and filters sit behind one Sort & Filter panel.
    await expect.poll(() => page.getByText("Sort & Filter").isVisible(), WAIT).toBe(true);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);

    await box.fill("arduino");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/search?query=arduino");

    // Empty the box: Recent Searches, newest first.
    await page.getByRole("button", { name: "Clear search" }).tap();
    const recent = page.getByRole("listbox", { name: "Recent Searches" });
    await expect.poll(() => recent.getByRole("option").allTextContents(), WAIT).toEqual(["arduino", "18650"]);
    const removeButtons = page.getByRole("list", { name: "Remove recent searches" }).getByRole("button");
    const sizes = await removeButtons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);

    // A tap outside closes it (on the header's empty stretch between the logo and the account icon;
    // the dropdown covers the page below the box).
    const logo = (await page.getByRole("banner").getByRole("link", { name: "RoboDoc home" }).boundingBox())!;
    const account = (await page.getByRole("banner").getByRole("link", { name: "My account" }).boundingBox())!;
    await page.touchscreen.tap((logo.x + logo.width + account.x) / 2, logo.y + logo.height / 2);
    await expect.poll(() => box.getAttribute("aria-expanded"), WAIT).toBe("false");

    await box.tap();
    await recent.getByRole("option", { name: "18650" }).tap();
    await page.waitForURL("**/search?query=18650");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe('Search results for "18650"');

    await box.fill("");
    await expect.poll(() => recent.getByRole("option").allTextContents(), WAIT).toEqual(["18650", "arduino"]);
    await page.getByRole("button", { name: "Remove arduino" }).tap();
    await expect.poll(() => recent.getByRole("option").allTextContents(), WAIT).toEqual(["18650"]);
    await page.reload();
    await expect.poll(() => searchBox(page).inputValue(), WAIT).toBe("18650");
    await focusFullSearchBox(page);
    expect(await searchBox(page).inputValue()).toBe("18650");
    await searchBox(page).fill("");
    await expect.poll(() => recent.getByRole("option").allTextContents(), WAIT).toEqual(["18650"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
