import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bn } from "../../apps/web/src/i18n/messages/bn";
import { OFFICE_PICKUP } from "../../packages/contracts/src/cart-words";
import { SHOP_DEFAULTS } from "../../packages/contracts/src/messages";
import { readOtp, sessionToken, smsCount, uniquePhone } from "../support/auth";
import { apiUrl, baseUrl, launch, openPage, PHONE, waitForHydration } from "../support/browser";
import { inStockProducts, paysFor } from "../support/cart";

/**
 * Issue 50's "Done when": every page of the shop under /bn, walked by one signed-in shopper
 * with an address, an order, a wishlist item and a parts list, says nothing in English
 * outside the makers' words (product names, brands, part numbers, specifications, read
 * from the API at the start) and a few words the shop writes the same in Bangla; the same
 * pages in English carry no Bengali script. What is read: the visible text, the title, and
 * the aria-label, title, placeholder, alt and button-input value of every rendered element.
 */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");

/** Written the same on a Bangla page (keep short): the shop's name, payment names, units. */
const SAME_IN_BANGLA = [
  "RoboDoc",
  // as the Bangla catalogue writes them: পার্টস লিস্ট (BOM), SKU:
  "BOM",
  "SKU",
  // the BOM upload's file formats and the design tools it reads
  "CSV",
  "KiCad",
  "EasyEDA",
  "bKash",
  "Nagad",
  "SSLCommerz",
  "OTP",
  "PDF",
  "SMS",
  "USB",
  "IoT",
  // services named as they name themselves
  "Messenger",
  "Google",
  "Maps",
  // technical abbreviations Bangla writing keeps in Latin letters
  "LED",
  "LiPo",
  "BMS",
  "SMPS",
  "AC",
  "DC",
  "Wi",
  "Fi",
  "IDE",
  "PIN",
  "IP",
  "HTTPS",
  "ARM",
  // units
  "mm",
  "cm",
  "mAh",
  "kg",
];

/** Latin words of 2+ letters, after removing what is not a word (URLs, emails, phone numbers). */
function latinWords(text: string): string[] {
  const cleaned = text
    .replace(/https?:\/\/\S+|www\.\S+|\/[\w\-/.]+/g, " ")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
    .replace(/\+?\d[\d\s-]{6,}\d/g, " ")
    // a phone number's mask in a placeholder (01XXXXXXXXX)
    .replace(/X{4,}/g, " ")
    // a word with a digit is a part, a model or a value with its unit (ESP32, HC-SR04, 5mm, 10k)
    .replace(/[\w-]*\d[\w-]*/g, " ");
  return cleaned.match(/[A-Za-z]{2,}/g) ?? [];
}

let browser: Browser;
const allowed = new Set(SAME_IN_BANGLA.map((w) => w.toLowerCase()));
const allowIn =
  (set: Set<string>) =>
  (...texts: (string | null | undefined)[]) => {
    for (const text of texts) for (const word of latinWords((text ?? "").replace(/<[^>]+>/g, " "))) set.add(word.toLowerCase());
  };
/** The visited products' own text (specifications, descriptions, pictures, documents) and the category's filter values: allowed only on the product, compare and category pages. */
const productWords = new Set<string>();
/**
 * Read as a whole, not word by word: the shop's and the pickup point's postal addresses (as
 * the post writes them, like its phone and email), the partner site's name, and the language
 * switch, which speaks the other language (as "বাংলা" does on English pages).
 */
const VERBATIM = [
  SHOP_DEFAULTS.address,
  OFFICE_PICKUP.address,
  "RoboDoc Academy",
  // the shop's legal name (apps/web site-config's default)
  "RoboDoc Electronics Ltd.",
  // the shop's own host name, which the terms name (this run's)
  new URL(baseUrl()).hostname,
  bn.lang.switchToName,
  bn.lang.switchTo,
];
/** Every product's name, SKU and part number and every brand's name as the API serves them, longest first (a name inside another's goes after it). */
const productNames: string[] = [];
let wholeNamesPattern: RegExp | undefined;
const wholeNames = () =>
  (wholeNamesPattern ??= new RegExp(
    // Longest first: a name inside another's ("RoboDoc" in "RoboDoc Electronics Ltd.") goes after it.
    [...productNames, ...VERBATIM]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|"),
    "gi",
  ));
const api = async <T>(pathname: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${apiUrl()}${pathname}`, { ...init, headers: { Accept: "application/json", "Content-Type": "application/json", ...init.headers } });
  expect(res.ok, `${init.method ?? "GET"} ${pathname}: ${res.status} ${res.ok ? "" : await res.text()}`).toBe(true);
  return (await res.json()) as T;
};

type Summary = { name: string; slug: string; sku: string; part_number: string | null; brand: { name: string } | null };
type Detail = Summary & {
  specs: { key: string; value: string }[];
  attributes: { value: string }[];
  images: { alt: string }[];
  documents: { name?: string; title?: string }[];
  short_description: string | null;
  description: string;
};

/** The makers' words: every product's name, brand, SKU and part number, once, read whole. */
async function readCatalogNames() {
  for (let p = 1; p <= 40; p++) {
    const body = await api<{ data: Summary[] }>(`/v1/products?per_page=60&page=${p}`);
    for (const item of body.data) {
      // Read whole, not word by word: a name's words ("Home", "Pack") are not allowed elsewhere.
      productNames.push(...[item.name, item.sku, item.part_number, item.brand?.name].filter((text): text is string => Boolean(text)));
    }
    if (body.data.length < 60) break;
  }
  const brands = await api<{ data: { brands: { name: string }[] } }>("/v1/brands");
  productNames.push(...brands.data.brands.map((b) => b.name));
  productNames.sort((a, b) => b.length - a.length);
}

/** A product page's maker text: its specifications, description, pictures' alt text, documents. */
async function allowProductWords(slug: string) {
  const allow = allowIn(productWords);
  const { data } = await api<{ data: { product: Detail } }>(`/v1/products/${slug}`, { headers: { "Accept-Language": "bn" } });
  const p = data.product;
  allow(p.short_description, p.description, ...p.specs.flatMap((s) => [s.key, s.value]), ...p.attributes.map((a) => a.value));
  allow(...p.images.map((i) => i.alt), ...p.documents.flatMap((d) => [d.name, d.title]));
}

type Read = { title: string; text: string; attributes: string[] };

/**
 * What a shopper reads or hears on the page as it is now, less what the page itself marks
 * as not in its language (an element with another `lang`, as an English article body is),
 * identifiers shown as code (a cookie's name) and what nobody sees or hears (aria-hidden:
 * the contact form's honeypot).
 */
async function readPage(page: Page): Promise<Read> {
  return page.evaluate(() => {
    const attributes: string[] = [];
    const aside = (el: Element) => Boolean(el.closest("[aria-hidden=true], code, kbd, samp") || el.closest("[lang]")?.getAttribute("lang")?.startsWith("en"));
    for (const el of document.querySelectorAll<HTMLElement>(
      "[aria-label], [title], [placeholder], img[alt], input[type=submit], input[type=button], input[type=reset]",
    )) {
      if (aside(el) || !el.checkVisibility()) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(name);
        if (value) attributes.push(value);
      }
      if (el instanceof HTMLInputElement && ["submit", "button", "reset"].includes(el.type)) attributes.push(el.value);
    }
    // The text without those parts: hidden for the moment of reading, then shown again as they were.
    const hidden = [...document.body.querySelectorAll<HTMLElement>("[aria-hidden=true], code, kbd, samp, [lang]")].filter(aside);
    const display = hidden.map((el) => el.style.display);
    for (const el of hidden) el.style.display = "none";
    const text = document.body.innerText;
    hidden.forEach((el, i) => (el.style.display = display[i]));
    return { title: document.title, text, attributes };
  });
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 8_000 }).catch(() => undefined);
}

const englishLeft = (read: Read, ofProducts = false) => {
  let text = [read.title, read.text, ...read.attributes].join("\n");
  // Product names first: one may hold a word read whole below ("Official Arduino Starter Kit (English)").
  // Whatever the case: a label may be drawn in capitals (text-transform), as the cards' brands are.
  text = text.replace(wholeNames(), " ");
  const words = latinWords(text).filter((w) => !allowed.has(w.toLowerCase()) && !(ofProducts && productWords.has(w.toLowerCase())));
  return [...new Set(words)];
};

beforeAll(async () => {
  browser = await launch();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe("every page in Bangla (issue 50)", () => {
  it("a signed-in shopper's every page under /bn says nothing in English but the makers' words, and no English page carries Bengali", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const phone = uniquePhone();
    await readCatalogNames();

    // ---- sign in through the Bangla page ----
    await page.goto("/bn/signin");
    const before = await smsCount(apiUrl(), phone);
    await waitForHydration(page.getByRole("textbox", { name: bn.signin.phone }));
    await page.getByRole("textbox", { name: bn.signin.phone }).fill(phone);
    await page.getByRole("button", { name: bn.signin.sendCode }).click();
    const code = await readOtp(apiUrl(), phone, { after: before });
    await page.getByRole("textbox", { name: bn.signin.digitOf.replace("{n}", "১").replace("{total}", "৬") }).click();
    await page.keyboard.type(code);
    await page.locator("main form").getByRole("button", { name: bn.signin.signIn }).click();
    await page.waitForURL((url) => url.pathname !== "/bn/signin", { timeout: 15_000 });
    const token = await sessionToken(page);
    const auth = { Authorization: `Bearer ${token}` };

    // ---- an address, an order (cash on delivery), a wishlist item, a parts list, a cart line ----
    const [one, two] = (await inStockProducts("sort=price_asc&per_page=60&page=2")).filter((p) => p.current_stock >= 5 && paysFor(p) < 4000);
    const address = { name: "রহিম উদ্দিন", phone, district: 1, area: "মিরপুর ১০", address: "বাড়ি ৭, রোড ৩, ব্লক সি" };
    const put = (slug: string) => api("/v2/carts", { method: "PUT", headers: auth, body: JSON.stringify({ product: slug, quantity: 1 }) });
    await put(one.slug);
    const saved = await api<{ data: { address: { uuid: string } } }>("/v1/addresses", { method: "POST", headers: auth, body: JSON.stringify(address) });
    await api("/v1/carts-address", { method: "POST", headers: auth, body: JSON.stringify({ uuid: saved.data.address.uuid }) });
    const order = await api<{ data: { order_key: string } }>("/v1/orders", {
      method: "POST",
      headers: { ...auth, "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({ payment_method: "cash_on_delivery", terms: true }),
    });
    const orderKey = order.data.order_key;
    await api("/v1/wishlist", { method: "PUT", headers: auth, body: JSON.stringify({ product: two.slug }) });
    const list = await api<{ data: { id: string } }>("/v1/parts-lists", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ name: "রোবট গাড়ি", items: [{ product: one.slug, quantity: 2 }] }),
    });
    await put(two.slug);
    await allowProductWords(one.slug);
    await allowProductWords(two.slug);

    const category = (await api<{ data: { main_menu: { slug: string; product_count: number }[] } }>("/v1/main-menus")).data.main_menu.find(
      (c) => c.product_count > 0,
    )!;
    const facets = await api<{ meta: { attributes: { values: { value: string }[] }[] } }>(`/v1/products?category=${category.slug}&per_page=1`);
    allowIn(productWords)(...facets.meta.attributes.flatMap((a) => a.values.filter((v) => !["yes", "no"].includes(v.value)).map((v) => v.value)));

    await page.goto("/bn/blogs");
    const blog = await page.locator("main a[href^='/bn/blogs/']").first().getAttribute("href");
    expect(blog, "a blog post").toBeTruthy();

    const paths = [
      "/",
      `/category/${category.slug}`,
      `/product/${one.slug}`,
      "/new-products",
      "/popular-products",
      "/special-products",
      "/today-deals",
      "/offers",
      "/brands",
      `/search?q=${encodeURIComponent(one.name.split(" ")[0])}`,
      `/compare?products=${one.slug},${two.slug}`,
      "/bom",
      `/list/${list.data.id}`,
      "/my-cart",
      "/checkout",
      "/payment-info",
      `/order-success?order_key=${orderKey}`,
      "/my-account",
      "/addresses",
      "/my-orders",
      `/my-orders/${orderKey}`,
      `/order-cancel-confirm?order_key=${orderKey}`,
      "/my-wishlist",
      "/contact",
      "/about-us",
      "/faq",
      "/privacy-policy",
      "/shipping-and-refund-policy",
      "/terms-of-use",
      "/blogs",
      blog!.replace(/^\/bn/, ""),
      "/newsletter/confirm?token=not-a-token",
      "/newsletter/unsubscribe?token=not-a-token",
      "/no-such-page-here",
    ];

    // ---- Bangla: every page, and the dialogs a URL does not reach ----
    const found: string[] = [];
    for (const p of paths) {
      const bnPath = p === "/" ? "/bn" : `/bn${p}`;
      await page.goto(bnPath);
      await settle(page);
      expect(await page.locator("html").getAttribute("lang"), bnPath).toBe("bn");
      const words = englishLeft(await readPage(page), /^\/(product|compare|category)\b/.test(p));
      if (words.length) found.push(`${bnPath} → ${words.join(", ")}`);
      const name =
        p
          .replace(/[?#].*$/, "")
          // One name per route: a dynamic segment (slug, id, key) is named by its route.
          .replace(/^\/(category|product|list|my-orders|blogs)\/.+$/, "/$1-item")
          .replace(/[^a-z0-9]+/gi, "-")
          .replace(/^-|-$/g, "") || "home";
      await page.screenshot({ path: `${SHOTS}/bn-${name}-375.png`, fullPage: true });
      if (p === "/addresses") {
        await page.locator("main button[aria-haspopup=dialog]").first().click();
        await page.getByRole("dialog").waitFor();
        const dialogWords = englishLeft(await readPage(page));
        if (dialogWords.length) found.push(`${bnPath} (address form) → ${dialogWords.join(", ")}`);
        await page.screenshot({ path: `${SHOTS}/bn-address-form-375.png`, fullPage: true });
      }
    }

    // The shared pages at 1366 px too: home, brands, a product, an order (its money rows).
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const [name, p] of [
      ["home", "/bn"],
      ["brands", "/bn/brands"],
      ["product-item", `/bn/product/${one.slug}`],
      ["my-orders-item", `/bn/my-orders/${orderKey}`],
    ]) {
      await page.goto(p);
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/bn-${name}-1366.png`, fullPage: true });
    }
    await page.setViewportSize(PHONE);

    // ---- English: the same pages carry no Bengali but the switch's "বাংলা" and the shopper's own words ----
    const bengaliFound: string[] = [];
    const shoppersOwn = ["বাংলা", address.name, address.area, address.address, "রোবট গাড়ি"];
    // Back to English as a shopper goes: the header's language switch (it also sets the cookie and the account's language).
    await page.goto("/bn");
    // The scripts an English page loads carry no catalogue of Bangla words (the words come
    // with the page, in its language only): a few Bengali letters (the digits the price
    // formatter maps to) and no more.
    const scripts: Promise<{ url: string; bengali: number }>[] = [];
    const onScript = (res: Response) => {
      if (res.request().resourceType() === "script" && new URL(res.url()).pathname.startsWith("/_next/static/")) {
        scripts.push(res.text().then((body) => ({ url: res.url(), bengali: (body.match(/[\u0980-\u09FF]/g) ?? []).length })));
      }
    };
    page.on("response", onScript);
    await page.locator("header a[data-language-switch]").click();
    await page.waitForURL((url) => url.pathname === "/");
    await settle(page);
    page.off("response", onScript);
    const loaded = await Promise.all(scripts);
    expect(loaded.length, "the English home page's scripts").toBeGreaterThan(0);
    for (const { url, bengali } of loaded) expect(bengali, `Bengali letters in ${url}`).toBeLessThan(100);
    // Nor zod (issue 44's script budget: 32 KB compressed): the scripts every page loads first
    // (the HTML's <script src>, not the nomodule polyfills) take constants and words from
    // @shop/contracts' zod-free modules; a form's schema comes with the form.
    for (const path of ["/", "/search?query=arduino"]) {
      const html = await (await page.request.get(path)).text();
      const first = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"(?![^>]*noModule)/g)].map((m) => m[1]);
      expect(first.length, `first-load scripts of ${path}`).toBeGreaterThan(5);
      for (const src of first) expect((await (await page.request.get(src)).text()).includes("ZodError"), `zod in ${src} (${path})`).toBe(false);
    }
    for (const p of paths) {
      await page.goto(p);
      await settle(page);
      expect(await page.locator("html").getAttribute("lang"), p).toBe("en");
      if (p === "/brands" || p.startsWith("/my-orders/")) await page.screenshot({ path: `${SHOTS}/en-${p.split("/")[1]}-375.png`, fullPage: true });
      const read = await readPage(page);
      let all = [read.title, read.text, ...read.attributes].join("\n");
      for (const own of shoppersOwn) all = all.split(own).join(" ");
      // Bengali script, but ৳ (U+09F3): the taka sign is English pages' too.
      const bengali = all.match(/[\u0980-\u09F2\u09F4-\u09FF]+/g);
      if (bengali) bengaliFound.push(`${p} → ${[...new Set(bengali)].join(" ")}`);
    }

    // One assertion, so that a run lists both: what is still English, and any Bengali on English pages.
    const faults = [...found.map((line) => `English on ${line}`), ...bengaliFound.map((line) => `Bengali on ${line}`)];
    expect(faults, `Words in the other language:\n${faults.join("\n")}`).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    // 34 routes in two languages and the address form: about 90 s on a quiet machine, more
    // than the journeys' 90 s default on a slower one (CI on 2026-12-03 timed it out twice).
  }, 300_000);
});
