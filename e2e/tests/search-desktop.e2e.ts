import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, delayScriptsFromNow, holdPageDataFromNow, holdScriptsFromNow, launch, openPage, waitForHydration } from "../support/browser";
import { focusFullSearchBox, PLAIN_SEARCH_INPUT_ID, searchBox, suggestionsFor, waitForFullSearchBox } from "../support/search";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Types like a person (a keystroke every 60 ms, well inside the half-second pause). */
async function typeQuery(page: Page, text: string) {
  await waitForHydration(searchBox(page));
  await searchBox(page).click();
  // The press loads the box's own code, which takes over from the plain box (its input
  // gets the full box's id); the burst of typing starts once it has. Typing during the
  // swap is the "code still on the way" journey's: on a busy machine the swap can hold
  // a key past the half-second debounce, which is no burst any more.
  await waitForFullSearchBox(page);
  await searchBox(page).pressSequentially(text, { delay: 60 });
}

const WAIT = { timeout: 15_000 };

describe("desktop shopper searches (1280 px)", () => {
  it("types a part number, sees suggestions after the pause, picks one with the mouse and lands on the product", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const asked: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/search-suggestion")) asked.push(new URL(req.url()).searchParams.get("query") ?? "");
    });
    await page.goto("/");
    const expected = await suggestionsFor("esp32");
    expect(expected.length).toBeGreaterThan(0);

    await typeQuery(page, "esp32");
    const box = searchBox(page);
    const listbox = page.getByRole("listbox", { name: "Product suggestions" });
    await listbox.getByRole("option", { name: expected[0].name }).waitFor(WAIT);
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    expect(await box.getAttribute("aria-autocomplete")).toBe("list");
    expect(await box.getAttribute("aria-controls")).toBe(await listbox.getAttribute("id"));

    // Up to six products, in the API's order, then See All Results.
    const options = listbox.getByRole("option");
    await expect.poll(() => options.count(), WAIT).toBe(Math.min(expected.length, 6) + 1);
    const names = await options.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(names.slice(0, -1)).toEqual(expected.slice(0, 6).map((p) => `/product/${p.slug}`));
    expect(await options.last().textContent()).toContain("See All Results");
    expect(await options.last().getAttribute("href")).toBe("/search?query=esp32");
    // Each suggestion shows its image at 48 px and a price in taka.
    const firstOption = listbox.getByRole("option", { name: expected[0].name });
    expect(await firstOption.textContent()).toContain("৳");
    const img = await firstOption.locator("img").boundingBox();
    expect(img?.width).toBe(48);
    expect(img?.height).toBe(48);
    // The screen reader hears how many arrived.
    await expect
      .poll(
        () =>
          page
            .getByRole("status")
            .filter({ hasText: /suggestions?$/ })
            .textContent(),
        WAIT,
      )
      .toMatch(/^\d+ suggestions?$/);
    // One request for the whole burst of typing: the half-second debounce.
    expect(asked).toEqual(["esp32"]);

    await firstOption.click();
    await page.waitForURL(`**/product/${expected[0].slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe(expected[0].name);
    // The dropdown closed with the navigation, and the box is empty on the product page.
    await expect.poll(() => box.getAttribute("aria-expanded"), WAIT).toBe("false");
    expect(await box.inputValue()).toBe("");

    // Picking a suggestion recorded the typed query: the empty box shows it under Recent Searches.
    await box.click();
    const recent = page.getByRole("listbox", { name: "Recent Searches" });
    await expect.poll(() => recent.getByRole("option").allTextContents(), WAIT).toEqual(["esp32"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps every key typed into the box while its code is still on the way, and the focus", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const asked: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/search-suggestion")) asked.push(new URL(req.url()).searchParams.get("query") ?? "");
    });
    await page.goto("/");
    await page.waitForLoadState("load");
    // From here on, scripts arrive 1.5 s late (a slow phone network): the search box's
    // code is requested on the first touch of the box, while the shopper goes on typing.
    const delayed = await delayScriptsFromNow(page);
    const expected = await suggestionsFor("esp32");
    expect(expected.length).toBeGreaterThan(0);
    await typeQuery(page, "esp32");
    const listbox = page.getByRole("listbox", { name: "Product suggestions" });
    await listbox.getByRole("option", { name: expected[0].name }).waitFor(WAIT);
    expect(delayed()).toBeGreaterThan(0);
    const box = searchBox(page);
    expect(await box.inputValue()).toBe("esp32");
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(asked).toEqual(["esp32"]);
    // Typing goes on in the full box.
    await page.keyboard.type("-wroom", { delay: 60 });
    expect(await box.inputValue()).toBe("esp32-wroom");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("brings suggestions for text typed into the box before the page's scripts ran (issue 40)", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const expected = await suggestionsFor("sensor");
    expect(expected.length).toBeGreaterThan(0);
    const scripts = await holdScriptsFromNow(page);
    // The page as its HTML alone: the shopper taps the box and types before any script of the shop's has run.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type("sensor", { delay: 30 });
    expect(await box.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"))), "React has not yet taken the box").toBe(false);
    await scripts.arrive();
    const listbox = page.getByRole("listbox", { name: "Product suggestions" });
    await listbox.getByRole("option", { name: expected[0].name }).waitFor(WAIT);
    expect(await searchBox(page).inputValue()).toBe("sensor");
    expect(await searchBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a press on Search whose button is still down when the box's code arrives: the results open", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto("/");
    const box = searchBox(page);
    await waitForHydration(box);
    const scripts = await holdScriptsFromNow(page);
    // Typing into the plain box asks for the full box's code, which is held back.
    await box.fill("esp32");
    await expect.poll(() => scripts.held(), { message: "the box's code asked for on focus" }).toBeGreaterThan(0);
    const button = page.getByRole("search").filter({ has: box }).getByRole("button", { name: "Search", exact: true });
    const at = await button.boundingBox();
    expect(at).not.toBeNull();
    await page.mouse.move(at!.x + at!.width / 2, at!.y + at!.height / 2);
    await page.mouse.down();
    await scripts.arrive();
    // Still the plain box (its input keeps the plain id) while the button is down.
    expect(await box.getAttribute("id")).toBe(PLAIN_SEARCH_INPUT_ID);
    await page.mouse.up();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("query") === "esp32", WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a select-all made in the plain box on a results page while the box's code arrives: the next keys replace the query", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto("/search?query=servo+motor");
    const box = searchBox(page);
    await waitForHydration(box);
    await expect.poll(() => box.inputValue(), WAIT).toBe("servo motor");
    const scripts = await holdScriptsFromNow(page);
    await box.focus();
    await expect.poll(() => scripts.held(), { message: "the box's code asked for on focus" }).toBeGreaterThan(0);
    await page.keyboard.press("ControlOrMeta+A");
    await scripts.arrive();
    await waitForFullSearchBox(page);
    await page.keyboard.type("esp32");
    expect(await searchBox(page).inputValue()).toBe("esp32");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a new search typed while the results page is still on its way: Enter then searches it", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto("/");
    const box = searchBox(page);
    await focusFullSearchBox(page);
    // The results page's data is held back while the shopper goes back to the box.
    const { release } = await holdPageDataFromNow(page, "**/search?**");
    await box.fill("esp32");
    await page.keyboard.press("Enter");
    await box.fill("servo motor");
    release();
    await page.waitForURL("**/search?query=esp32", WAIT);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe('Search results for "esp32"');
    // Past the new page's effects (two frames): what was typed is still there, and searches.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await box.inputValue()).toBe("servo motor");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/search?query=servo+motor", WAIT);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe('Search results for "servo motor"');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("moves through suggestions with the arrow keys and opens one with Enter; Escape closes first", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto("/");
    const expected = await suggestionsFor("l298n");
    expect(expected.length).toBeGreaterThan(0);

    await typeQuery(page, "l298n");
    const box = searchBox(page);
    const listbox = page.getByRole("listbox", { name: "Product suggestions" });
    await listbox.getByRole("option", { name: expected[0].name }).waitFor(WAIT);

    // Escape closes the dropdown and keeps focus and text; typing opens it again.
    await page.keyboard.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded"), WAIT).toBe("false");
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await box.inputValue()).toBe("l298n");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-expanded"), WAIT).toBe("true");

    // ArrowDown opened it on the first option; ArrowUp from the first wraps to See All Results.
    const activeText = () =>
      box.evaluate((el) => {
        const id = el.getAttribute("aria-activedescendant");
        const option = id ? document.getElementById(id) : null;
        return option?.getAttribute("aria-selected") === "true" ? option.textContent : null;
      });
    await expect.poll(activeText, WAIT).toContain(expected[0].name);
    await page.keyboard.press("ArrowUp");
    await expect.poll(activeText, WAIT).toContain("See All Results");
    await page.keyboard.press("ArrowDown");
    await expect.poll(activeText, WAIT).toContain(expected[0].name);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await page.waitForURL(`**/product/${expected[0].slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe(expected[0].name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("presses Enter to see the results page with a count and product cards, sorts it and keeps the query", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto("/");
    const box = searchBox(page);

    // Enter in an empty box does nothing.
    await box.click();
    await page.keyboard.press("Enter");
    expect(new URL(page.url()).pathname).toBe("/");

    await box.fill("arduino uno");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/search?query=arduino+uno");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe('Search results for "arduino uno"');
    await expect.poll(() => page.getByText(/^\d+ products? found$/).textContent(), WAIT).toMatch(/^[1-9][\d,]* products? found$/);
    // The new page's metadata may land just after its content.
    await expect.poll(() => page.title(), WAIT).toMatch(/^Search: arduino uno/);
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute("content"), WAIT).toMatch(/noindex/);
    const cards = page.locator('article a[href^="/product/"]');
    await expect.poll(() => cards.count(), WAIT).toBeGreaterThan(0);
    // The box shows what was searched.
    await expect.poll(() => box.inputValue(), WAIT).toBe("arduino uno");

    // Sorting stays on the search: the query is kept in the link.
    await page.getByRole("radio", { name: "Price: Low to High" }).check();
    await page.waitForURL(/\/search\?query=arduino\+uno&sort=price_asc$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe('Search results for "arduino uno"');
    await expect.poll(() => cards.count(), WAIT).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows recent searches for the empty box, newest first; a click searches again; × removes one for good", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto("/");
    const box = searchBox(page);
    for (const term of ["esp32", "servo motor", "ESP32"]) {
      await box.fill(term);
      await page.keyboard.press("Enter");
      await page.waitForURL(`**/search?query=${encodeURIComponent(term).replace(/%20/g, "+")}`);
    }

    // Clear the box (its × is the full box's, which takes over on first use): Recent
    // Searches, the repeated search moved to the front.
    await focusFullSearchBox(page);
    await page.getByRole("button", { name: "Clear search" }).click();
    const recent = page.getByRole("listbox", { name: "Recent Searches" });
    await expect.poll(() => recent.getByRole("option").allTextContents(), WAIT).toEqual(["ESP32", "servo motor"]);
    expect(await box.getAttribute("aria-expanded")).toBe("true");

    // A click outside closes it; focusing the empty box opens it again.
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(() => box.getAttribute("aria-expanded"), WAIT).toBe("false");
    await box.focus();
    await expect.poll(() => box.getAttribute("aria-expanded"), WAIT).toBe("true");

    await recent.getByRole("option", { name: "servo motor" }).click();
    await page.waitForURL("**/search?query=servo+motor");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe('Search results for "servo motor"');
    await expect.poll(() => box.getAttribute("aria-expanded"), WAIT).toBe("false");

    await box.fill("");
    await expect.poll(() => recent.getByRole("option").allTextContents(), WAIT).toEqual(["servo motor", "ESP32"]);
    await page.getByRole("button", { name: "Remove ESP32" }).click();
    await expect.poll(() => recent.getByRole("option").allTextContents(), WAIT).toEqual(["servo motor"]);
    // Focus stayed in the box, and the removal holds after a reload.
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.reload();
    // Once the page is interactive the box shows the page's query, and the full box keeps it; then empty it.
    await expect.poll(() => searchBox(page).inputValue(), WAIT).toBe("servo motor");
    await focusFullSearchBox(page);
    expect(await searchBox(page).inputValue()).toBe("servo motor");
    await searchBox(page).fill("");
    await searchBox(page).focus();
    await expect.poll(() => recent.getByRole("option").allTextContents(), WAIT).toEqual(["servo motor"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers a search that finds nothing with tips and popular categories", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto("/search?query=zqxjvw");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe('Search results for "zqxjvw"');
    await expect.poll(() => page.getByText("0 products found").isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.getByText(/Check the spelling/).isVisible(), WAIT).toBe(true);
    const categories = page.getByRole("region", { name: "Popular categories" }).getByRole("link");
    await expect.poll(() => categories.count(), WAIT).toBeGreaterThan(0);
    expect(await categories.first().getAttribute("href")).toMatch(/^\/category\/[a-z0-9-]+$/);
    // The header box shows the query; following a category empties it, as the box does after any search.
    await expect.poll(() => searchBox(page).inputValue(), WAIT).toBe("zqxjvw");
    await categories.first().click();
    await page.waitForURL("**/category/**", WAIT);
    await expect.poll(() => searchBox(page).inputValue(), WAIT).toBe("");
    // Markup in a query is shown as text.
    await page.goto(`/search?query=${encodeURIComponent("<b>bold</b>")}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toBe('Search results for "<b>bold</b>"');
    expect(await page.locator("h1 b").count()).toBe(0);
    await context.close();
  });
});
