// `npm run bench:web`'s second measure (issue 44): what a shopper on a phone feels, with
// real throttling in Chromium rather than Lighthouse's simulation. Each load is a first
// visit (a fresh browser context) at 375 px, mobile with touch, device pixel ratio 2,
// through the DevTools protocol: Emulation.setCPUThrottlingRate (the CPU slowdown the
// Lighthouse measure uses: 4x, or calibrated) and Network.emulateNetworkConditions at
// Lighthouse's "slow 4G" as DevTools applies it (562.5 ms round trip, 1,474.56 kbit/s
// down, 675 kbit/s up). On home and a product page, per run:
//
// - LCP: a load nobody touches (a press ends LCP's observation), the last
//   largest-contentful-paint entry. The same load notes when React has hydrated each
//   control (its element carries React's `__reactProps$` key): the "hydrated" figures.
// - "responds": one load per control, pressed (a tap) every PROBE_MS from the moment it
//   is in the HTML until a press has its effect; the figure is when the effect first
//   happened, from navigation start. Effects: Add to Cart, its PUT /api/v2/carts (or,
//   before hydration, its form's POST /forms/cart) leaves;
//   the wishlist heart (a guest's), its navigation to /signin leaves; the quantity
//   stepper's plus, the count shown changes; the header search box (tapped, and the
//   product's first word typed into it when empty), the product suggestions are shown.
// - tap → request and tap → toast for Add to Cart once it responds: in the same load, a
//   second tap after the first add has settled, from the tap's pointerdown timestamp to
//   the PUT leaving and to the toast's element being added. When that button is off the
//   screen it is scrolled into view THUMB_MS before the tap, as a thumb scrolls and then
//   taps: a tap in the same instant as a scripted scroll waited for the page to draw what
//   the scroll revealed (home's first row: 261-330 ms, against 86-118 ms 600 ms later). "Sent in the page" times the
//   same add on the page's own clock (its fetch of the PUT called, or a cart form's post
//   not prevented), beside the request as the network saw it (CDP's wall time mapped onto
//   the page's time origin).
//
// Medians per figure over BENCH_WEB_RUNS runs, printed with Lighthouse's benchmark index of
// the browser measuring (its own page function, unthrottled, five samples before the runs
// and five after).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { median, root } from "./lib";

/** Lighthouse's mobile "slow 4G" as DevTools throttling applies it (lighthouse/core/config/constants.js). */
const NETWORK = { latencyMs: 562.5, downKbps: 1474.56, upKbps: 675 };
const VIEWPORT = { width: 375, height: 812 };
const PROBE_MS = 200;
/** Between the scroll that brings the second add's button into view and its tap. */
const THUMB_MS = 600;
/** The longest a control is pressed before it counts as never responding in that load. */
const GIVE_UP_MS = 60_000;

type ControlName = "add" | "heart" | "stepper" | "search";
export type PhonePage = { name: string; path: string; term: string };
type Load = { lcp: number | null; hydrated: Partial<Record<ControlName, number>> };
type Run = Load & {
  responds: Partial<Record<ControlName, number | null>>;
  tapToRequest: number | null;
  tapToSent: number | null;
  tapToToast: number | null;
  /** How the second add left: the page's PUT, or the form's POST (its code not there in time). */
  sentAs?: string;
};
export type PhoneRow = { name: string; path: string; runs: Run[] };

const LABELS: Record<ControlName, string> = { add: "Add to Cart", heart: "wishlist heart", stepper: "quantity stepper", search: "search box" };

/**
 * In the page before its own scripts: LCP entries, pointerdown timestamps, when each
 * toast element was added, when the stepper's count changed and when suggestions were
 * shown (checked on every DOM change), and when each control was first hydrated
 * (checked every frame). Everything in ms from navigation start.
 */
const probeScript = (watchHydration: boolean) => `(() => {
  const marks = { lcp: null, presses: [], toasts: [], stepper: null, suggestions: null, hydrated: {}, sent: [] };
  window.__phone = marks;
  // When the page itself sends an add (its PUT, or a cart form's native post), on the page's
  // own clock: tap → request without mapping CDP's wall clock onto the page's.
  const pageFetch = window.fetch;
  window.fetch = function (input, init) {
    const method = ((init && init.method) || (input && input.method) || "GET").toUpperCase();
    const url = typeof input === "string" ? input : (input && input.url) || String(input);
    if (method === "PUT" && new URL(url, location.href).pathname === "/api/v2/carts") marks.sent.push(performance.now());
    return pageFetch.apply(this, arguments);
  };
  addEventListener("submit", (e) => {
    const form = e.target;
    if (!e.defaultPrevented && form instanceof HTMLFormElement && new URL(form.action, location.href).pathname === "/forms/cart") marks.sent.push(performance.now());
  });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
  addEventListener("pointerdown", (e) => marks.presses.push(e.timeStamp), { capture: true, passive: true });
  let count = null;
  const check = (records) => {
    const now = performance.now();
    for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1 && n.parentElement && n.parentElement.closest("[data-toaster]")) marks.toasts.push(now);
    const output = document.querySelector('[role="group"][aria-label^="Quantity of"] output');
    if (output) { if (count === null) count = output.textContent; else if (marks.stepper === null && output.textContent !== count) marks.stepper = now; }
    if (marks.suggestions === null) {
      const list = document.querySelector('[role="listbox"][aria-label="Product suggestions"]');
      if (list && list.getClientRects().length && list.querySelector('[role="option"]')) marks.suggestions = now;
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["hidden", "aria-expanded"] });
  // Each control's element as a shopper at 375 px sees it: the first one shown and enabled.
  const shown = (el) => el.getClientRects().length > 0 && !el.disabled;
  window.__phoneControls = () => ({
    add: [...document.querySelectorAll("button")].find((b) => shown(b) && /^Add to Cart/.test(b.getAttribute("aria-label") || b.textContent.trim())),
    heart: [...document.querySelectorAll("button[data-wishlist-button]")].find(shown),
    stepper: [...document.querySelectorAll('button[aria-label^="Increase quantity of"]')].find(shown),
    search: [...document.querySelectorAll('input[name="query"]')].find(shown),
  });
  if (!${watchHydration}) return;
  // Every frame: React's key on each control, looked up at most every 250 ms (a lookup lays the page out).
  const react = (el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"));
  let found = {};
  let lookedAt = -Infinity;
  const frame = () => {
    if (Object.keys(found).length < 4 && document.readyState !== "loading" && performance.now() - lookedAt > 250) {
      lookedAt = performance.now();
      found = Object.fromEntries(Object.entries(window.__phoneControls()).filter(([, el]) => el));
    }
    for (const [name, el] of Object.entries(found)) if (marks.hydrated[name] === undefined && react(el)) marks.hydrated[name] = performance.now();
    if (performance.now() < ${GIVE_UP_MS}) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

type Marks = {
  lcp: number | null;
  presses: number[];
  toasts: number[];
  stepper: number | null;
  suggestions: number | null;
  hydrated: Partial<Record<ControlName, number>>;
  /** The page's own adds leaving (its PUT called, or a cart form's post not prevented). */
  sent: number[];
};
type Request = { method: string; url: string; at: number };

/** A fresh context and page, throttled through its CDP session; requests noted in ms from navigation start. */
async function openPhone(browser: Browser, base: string, cpuSlowdown: number, { watchHydration = false } = {}) {
  const context: BrowserContext = await browser.newContext({ baseURL: base, viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await context.addInitScript(probeScript(watchHydration));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: NETWORK.latencyMs,
    downloadThroughput: (NETWORK.downKbps * 1024) / 8,
    uploadThroughput: (NETWORK.upKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  const wallRequests: { method: string; url: string; wall: number }[] = [];
  cdp.on("Network.requestWillBeSent", (e) => wallRequests.push({ method: e.request.method, url: e.request.url, wall: e.wallTime * 1000 }));
  let origin = 0;
  return {
    context,
    page,
    /**
     * Ends the load: throttling off, then the context closed, each bounded. A throttled
     * renderer busy-waits in the CPU throttler's signal handler for (rate - 1) / rate of
     * the time even when its page is idle (Chromium's ThreadCPUThrottler): left throttled,
     * a renderer that outlives its load reads as 75-80% of a core doing nothing.
     */
    async close() {
      await bounded(cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }), 5000, "setting the CPU throttling back to 1");
      await bounded(context.close(), 15_000, "closing the context");
    },
    async go(pagePath: string) {
      await page.goto(pagePath, { waitUntil: "commit" });
      origin = await page.evaluate(() => performance.timeOrigin);
    },
    /** After a navigation (a form's redirect back): times from this page's start. */
    async rebase() {
      origin = await bounded(
        page.evaluate(() => performance.timeOrigin),
        10_000,
        "reading the new page's time origin",
      );
    },
    requests: (): Request[] => wallRequests.map((r) => ({ method: r.method, url: r.url, at: r.wall - origin })),
    marks: () =>
      bounded(
        page.evaluate(() => (window as unknown as { __phone: Marks }).__phone),
        10_000,
        "reading the page's marks",
      ),
  };
}

type Phone = Awaited<ReturnType<typeof openPhone>>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Add to Cart's request: the page's own PUT once hydrated, the form's post before (docs/decisions/035-forms-before-scripts.md). */
const addRequest = (r: Request) => {
  const { pathname } = new URL(r.url);
  return (r.method === "PUT" && pathname === "/api/v2/carts") || (r.method === "POST" && pathname === "/forms/cart");
};

/** When `control`'s effect first happened in this load, or null. */
async function effectAt(phone: Phone, control: ControlName): Promise<number | null> {
  if (control === "add") return phone.requests().find(addRequest)?.at ?? null;
  if (control === "heart") return phone.requests().find((r) => new URL(r.url).pathname.startsWith("/signin"))?.at ?? null;
  const marks = await phone.marks();
  return control === "stepper" ? marks.stepper : marks.suggestions;
}

/** Taps the control (scrolled into view if need be) and, for the search box, types `term` into it when empty. */
/**
 * `promise`, or `late` after `ms`. A tap whose press posts a form starts a navigation,
 * and the old page may never acknowledge the touch event: without a bound, CDP's
 * Input.dispatchTouchEvent (and an evaluate in that page) can wait for ever.
 */
function within<T>(promise: Promise<T>, ms: number, late: T): Promise<T> {
  return Promise.race([promise.catch(() => late), sleep(ms).then(() => late)]);
}

/** `promise`, or an error naming `step` after `ms`: no step of a load waits for ever, and a late one says which it was. */
function bounded<T>(promise: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`phone: ${step} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function press(phone: Phone, control: ControlName, term: string, thumbMs = 0): Promise<boolean> {
  const locate = () =>
    within(
      phone.page.evaluate((name) => {
        const el = (window as unknown as { __phoneControls?: () => Record<string, HTMLElement | undefined> }).__phoneControls?.()[name];
        if (!el) return null;
        let r = el.getBoundingClientRect();
        const scrolled = r.top < 0 || r.bottom > innerHeight;
        if (scrolled) {
          el.scrollIntoView({ block: "center" });
          r = el.getBoundingClientRect();
        }
        return { x: r.left + r.width / 2, y: r.top + r.height / 2, empty: el instanceof HTMLInputElement && el.value === "", scrolled };
      }, control),
      5000,
      null,
    );
  let box = await locate();
  // A thumb's pause between the scroll and the tap: the page draws what came into view.
  if (box?.scrolled && thumbMs > 0) {
    await sleep(thumbMs);
    box = await locate();
  }
  if (!box) return false;
  await within(phone.page.touchscreen.tap(box.x, box.y), 5000, undefined);
  if (control === "search" && box.empty) await within(phone.page.keyboard.type(term), 10_000, undefined);
  return true;
}

/** One load pressing `control` until it responds: when it did, and for Add to Cart a second tap's latencies. */
async function probe(browser: Browser, base: string, page: PhonePage, control: ControlName, cpuSlowdown: number) {
  const phone = await openPhone(browser, base, cpuSlowdown);
  try {
    await phone.go(page.path);
    const start = Date.now();
    let responded: number | null = null;
    while (Date.now() - start < GIVE_UP_MS) {
      const found = await press(phone, control, page.term);
      responded = await effectAt(phone, control);
      if (responded !== null) break;
      // Not in the HTML: this page has no such control (a product without stock has no stepper).
      if (!found && Date.now() - start > 20_000) return { responds: null, tapToRequest: null, tapToSent: null, tapToToast: null };
      await sleep(PROBE_MS);
    }
    if (control !== "add" || responded === null) return { responds: responded, tapToRequest: null, tapToSent: null, tapToToast: null };
    // Once usable: the first add's answer and toast come and go, then one more tap. An add
    // the form posted came back as a new page: its toast shows once it has hydrated.
    await phone.page.waitForLoadState("load", { timeout: GIVE_UP_MS });
    await phone.rebase();
    await phone.page.waitForFunction(() => (window as unknown as { __phone: Marks }).__phone.toasts.length > 0, undefined, { timeout: 30_000 });
    await sleep(2000);
    const before = (await phone.marks()).presses.length;
    await press(phone, control, page.term, THUMB_MS);
    await phone.page.waitForFunction((n) => (window as unknown as { __phone: Marks }).__phone.presses.length > n, before, { timeout: 10_000 });
    const tappedAt = (await phone.marks()).presses[before];
    await phone.page.waitForFunction((t) => (window as unknown as { __phone: Marks }).__phone.toasts.some((at) => at > t), tappedAt, { timeout: 30_000 });
    const marks = await phone.marks();
    const request = phone.requests().find((r) => addRequest(r) && r.at > tappedAt);
    return {
      responds: responded,
      tapToRequest: request ? request.at - tappedAt : null,
      sentAs: request?.method,
      tapToSent: (marks.sent.find((at) => at > tappedAt) ?? NaN) - tappedAt,
      tapToToast: (marks.toasts.find((at) => at > tappedAt) ?? NaN) - tappedAt,
    };
  } finally {
    await phone.close().catch((error: Error) => console.warn(error.message));
  }
}

/** A load nobody touches: LCP, and when each control was hydrated. */
async function quietLoad(browser: Browser, base: string, page: PhonePage, cpuSlowdown: number): Promise<Load> {
  const phone = await openPhone(browser, base, cpuSlowdown, { watchHydration: true });
  try {
    await phone.go(page.path);
    await phone.page.waitForLoadState("load", { timeout: GIVE_UP_MS });
    // Hydration can come after the load event: wait for the controls or a quiet half minute.
    await phone.page
      .waitForFunction(() => Object.keys((window as unknown as { __phone: Marks }).__phone.hydrated).length >= 3, undefined, { timeout: 30_000 })
      .catch(() => console.warn(`phone: ${page.name} hydrated fewer than three controls within 30 s`));
    await sleep(1000);
    const marks = await phone.marks();
    return { lcp: marks.lcp, hydrated: marks.hydrated };
  } finally {
    await phone.close().catch((error: Error) => console.warn(error.message));
  }
}

/**
 * Lighthouse's CPU benchmark index of this browser, unthrottled: the median of `samples`
 * runs of Lighthouse's own page function, each about a second (one sample on a shared
 * machine swings by a factor of two).
 */
export async function benchmarkIndex(browser: Browser, samples = 5): Promise<number[]> {
  const page = await browser.newPage();
  try {
    const found: number[] = [];
    for (let i = 0; i < samples; i++) found.push(Math.round(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
    return found;
  } finally {
    await page.close();
  }
}

export async function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

export async function measurePhone(browser: Browser, base: string, pages: PhonePage[], cpuSlowdown: number, runs: number): Promise<PhoneRow[]> {
  const rows: PhoneRow[] = [];
  for (const page of pages) {
    // Warm the server's caches: every run measures the page, not a cold render.
    await fetch(`${base}${page.path}`);
    const controls: ControlName[] = page.name === "product" ? ["add", "heart", "stepper", "search"] : ["add", "heart", "search"];
    const row: PhoneRow = { name: page.name, path: page.path, runs: [] };
    for (let i = 0; i < runs; i++) {
      const load = await quietLoad(browser, base, page, cpuSlowdown);
      const run: Run = { ...load, responds: {}, tapToRequest: null, tapToSent: null, tapToToast: null };
      for (const control of controls) {
        const result = await probe(browser, base, page, control, cpuSlowdown);
        run.responds[control] = result.responds;
        if (control === "add")
          Object.assign(run, { tapToRequest: result.tapToRequest, tapToSent: result.tapToSent, tapToToast: result.tapToToast, sentAs: result.sentAs });
      }
      const responds = controls.map((c) => `${LABELS[c]} ${seconds(run.responds[c])}`).join(", ");
      console.log(
        `phone ${page.name} run ${i + 1}: LCP ${seconds(run.lcp)} s; responds ${responds} s; tap → request ${ms(run.tapToRequest)} ${run.sentAs ?? ""} (sent in the page ${ms(run.tapToSent)}), → toast ${ms(run.tapToToast)} ms`,
      );
      row.runs.push(run);
    }
    rows.push(row);
  }
  return rows;
}

/** The median of the runs that have the figure; null when none has. */
function mid(values: (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  return known.length ? median(known) : null;
}
const seconds = (value: number | null | undefined) => (typeof value === "number" && Number.isFinite(value) ? (value / 1000).toFixed(2) : "–");
const ms = (value: number | null | undefined) => (typeof value === "number" && Number.isFinite(value) ? value.toFixed(0) : "–");

export function printPhone(rows: PhoneRow[], cpuSlowdown: number, runs: number, indexSamples: number[]) {
  const index = median(indexSamples);
  console.log(
    `\nOn a phone, real throttling in Chromium (CDP): ${cpuSlowdown}x CPU, ${NETWORK.latencyMs} ms round trip, ${NETWORK.downKbps} kbit/s down, ${NETWORK.upKbps} kbit/s up, ` +
      `${VIEWPORT.width} px mobile; a first visit; median of ${runs} runs; Lighthouse benchmark index ${index} ` +
      `(this browser unthrottled, median of ${indexSamples.length} samples before and after the runs, ${Math.min(...indexSamples)}–${Math.max(...indexSamples)})\n`,
  );
  console.log(
    "| page | LCP s | Add to Cart responds s (hydrated) | heart | stepper | search box | Add to Cart: tap → request ms (sent in the page) | tap → toast ms |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const cell = (c: ControlName) => {
      if (!(c in (row.runs[0]?.responds ?? {}))) return "n/a";
      return `${seconds(mid(row.runs.map((r) => r.responds[c])))} (${seconds(mid(row.runs.map((r) => r.hydrated[c])))})`;
    };
    console.log(
      `| ${row.name} | ${seconds(mid(row.runs.map((r) => r.lcp)))} | ${cell("add")} | ${cell("heart")} | ${cell("stepper")} | ${cell("search")} | ${ms(mid(row.runs.map((r) => r.tapToRequest)))} (${ms(mid(row.runs.map((r) => r.tapToSent)))}) | ${ms(mid(row.runs.map((r) => r.tapToToast)))} |`,
    );
  }
  console.log(
    "\n'responds': pressed every 200 ms from navigation start, when a press first had its effect (Add to Cart: its PUT, or its form's POST, leaves; heart: a guest's /signin request; stepper: the count changes; search: suggestions shown). '(hydrated)': React's props on the control, in a load nobody touched. '–': not within 60 s.",
  );
  console.log("Aims (issue 44): Add to Cart usable within 1.0 s of LCP on home and product; tap → request <= 100 ms once usable");
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(
    path.join(root, "bench/results/web-phone.json"),
    JSON.stringify({ runs, cpuSlowdown, network: NETWORK, viewport: VIEWPORT, benchmarkIndex: index, indexSamples, rows }, null, 2),
  );
}
