import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 740 } as const;

export function baseUrl(): string {
  return inject("baseUrl");
}

export function apiUrl(): string {
  return inject("apiUrl");
}

/** Chromium for the journeys; `extraArgs` for one journey's own needs (a certificate it must accept). */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...FLAGS, ...extraArgs] });
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>; baseURL?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    ...options,
    viewport,
    baseURL: options.baseURL ?? baseUrl(),
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
  });
  context.on("page", waitForScriptsOnNavigation);
  const page = await context.newPage();
  waitForScriptsOnNavigation(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

const settling = new WeakSet<Page>();

/**
 * React hydrates a page after its load event, a moment later on a busy machine. On the
 * shop's pages (they load Next.js's chunks) `goto` and `reload` then also wait until
 * React has hydrated the page's every control (its buttons and fields, code loaded on
 * first render included), so a journey's first press meets the page a shopper's does
 * once it has settled; a press before that posts the page's forms natively
 * (docs/decisions/035-forms-before-scripts.md), which one journey checks on purpose.
 * `waitUntil: "commit"` or `"domcontentloaded"` asks for the page earlier and gets it.
 */
function waitForScriptsOnNavigation(page: Page): void {
  if (settling.has(page)) return;
  settling.add(page);
  const settle = async (waitUntil: string | undefined) => {
    if (waitUntil === "commit" || waitUntil === "domcontentloaded") return;
    await page.waitForFunction(
      () => {
        if (!document.querySelector('script[src*="/_next/static/chunks/"]')) return true;
        const react = (node: object) => Object.keys(node).some((key) => key.startsWith("__reactFiber$") || key.startsWith("__reactContainer$"));
        // Hidden inputs are no control: page code may add one (a wishlisted card's heart form, card-actions-handler.tsx).
        return react(document) && [...document.querySelectorAll("button, input:not([type=hidden]), select, textarea")].every(react);
      },
      undefined,
      { timeout: 15_000 },
    );
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await settle(options?.waitUntil);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await settle(options?.waitUntil);
    return response;
  };
}

/**
 * Waits until React has hydrated the element (it carries React's instance key): a
 * journey's first press then reaches the page's code, as a shopper's does once the page
 * has settled. Before that a press meets the server-rendered HTML alone (a form submits
 * natively, a focus loads nothing), and how long that lasts depends on how busy the
 * machine is, not on the shop.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await element.waitFor({ timeout: 15_000 });
  await expect.poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"))), { timeout: 15_000 }).toBe(true);
}

/**
 * From now on, requests matching `pattern` arrive `ms` late (a slow phone network).
 * Answers how many were held back so far, to prove the delay was in the way.
 */
export async function delayRequestsFromNow(page: Page, pattern: string, ms = 1500): Promise<() => number> {
  let delayed = 0;
  await page.route(pattern, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return () => delayed;
}

/** From now on, scripts arrive `ms` late, for code loaded on first use (see delayRequestsFromNow). */
export function delayScriptsFromNow(page: Page, ms = 1500): Promise<() => number> {
  return delayRequestsFromNow(page, "**/_next/static/chunks/**", ms);
}

/**
 * From now on, the app's requests for the data of pages matching `pattern` (client-side
 * navigations, marked by the `rsc` header) are held back until `release()`: for a
 * journey that acts while the next page is on its way. The pages' HTML is not held.
 */
export async function holdPageDataFromNow(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().headers()["rsc"]) await gate;
    await route.continue();
  });
  return { release };
}

/**
 * From now on, scripts are held back until `arrive()`: for a journey that acts while
 * code loaded on first use is on its way, then lets it arrive at a moment of its
 * choosing. `held()` counts the scripts asked for so far; `arrive()` lets them through
 * and resolves once they have all arrived and the page has had two frames and a task
 * to run them.
 */
export async function holdScriptsFromNow(page: Page): Promise<{ held: () => number; release: () => void; arrive: () => Promise<void> }> {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const urls: string[] = [];
  // Scripts only: the page's style sheets (chunks too) hold back its first paint.
  const script = (url: URL) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js");
  await page.route(script, async (route) => {
    urls.push(route.request().url());
    await gate;
    await route.continue();
  });
  return {
    held: () => urls.length,
    /** Lets the held scripts go, and any asked for later, without waiting for them. */
    release: () => open(),
    arrive: async () => {
      open();
      await expect
        .poll(() => page.evaluate((all) => all.every((url) => performance.getEntriesByName(url).length > 0), urls), { message: "the held scripts arrived" })
        .toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
    },
  };
}
