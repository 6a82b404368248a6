// The shop as a server runs it (docs/decisions/027-production.md, deploy/): a copy
// started with `NODE_ENV=production npm start` and deploy/robodoc.env.example's settings,
// behind Caddy with deploy/Caddyfile, over https (Caddy's internal CA stands in for
// Let's Encrypt). A shopper signs in with the code the SMS gateway's fake received,
// orders cash on delivery and pays an order by bKash through its fake, whose callback
// must come back to the public https address; staff open the back office on its own host
// name. Along the way: Secure and httpOnly cookies, HSTS, http sent to https, another
// host name sent to the one public address.
//
// The copy runs on its own PGlite directory whatever the run's database, so the journey
// runs once per CI run: on the PGlite leg.
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { typeOtp, uniquePhone } from "../support/auth";
import { DESKTOP, launch, openPage, PHONE, waitForHydration } from "../support/browser";
import { expectToast } from "../support/cart";
import { request, startProductionShop, type ProductionShop } from "../support/production-shop";

const HSTS = "max-age=31536000; includeSubDomains";
/** The demo seed's owner (packages/db/src/staff.ts): an owner on a laptop, nobody in production. */
const DEMO_OWNER = "01711000000";

let shop: ProductionShop;
let browser: Browser;
/** The cash-on-delivery order the shopper placed, for the back office to open. */
let orderNumber = "";

/** The newest 6-digit code the fake gateway took for `phone`, once more than `before` texts have come. */
async function codeFor(phone: string, before: number): Promise<string> {
  await expect.poll(async () => (await shop.smsTo(phone)).length, { timeout: 20_000, message: `an SMS to ${phone} at the gateway` }).toBeGreaterThan(before);
  const texts = await shop.smsTo(phone);
  const code = /\b(\d{6})\b/.exec(texts[texts.length - 1].body)?.[1];
  expect(code, texts[texts.length - 1].body).toBeDefined();
  return code!;
}

/** The shop's cookie named `name` in `context`, as the browser keeps it. */
async function cookie(context: BrowserContext, url: string, name: string) {
  const found = (await context.cookies(url)).find((c) => c.name === name);
  expect(found, `cookie ${name}`).toBeDefined();
  return found!;
}

/** /checkout with no address yet: one added in place, home delivery inside Dhaka, then Continue. */
async function addressAndContinue(page: Page, phone: string) {
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Change" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose Shipping Address" });
  await chooser.getByRole("button", { name: "Add New Address" }).click();
  await chooser.getByRole("textbox", { name: /^Name/ }).fill("Karim Hossain");
  await chooser.getByRole("textbox", { name: /^Phone/ }).fill(phone);
  await chooser.getByRole("combobox", { name: /District/ }).selectOption({ label: "Dhaka" });
  await chooser.getByRole("textbox", { name: /^Area/ }).fill("Dhanmondi");
  await chooser.getByRole("textbox", { name: /^Street Address/ }).fill("House 12, Road 5");
  await chooser.getByRole("button", { name: /Save/ }).click();
  await expect.poll(() => page.locator("[data-checkout-blocker]").count(), { timeout: 10_000 }).toBe(0);
  await page.getByRole("link", { name: "Continue" }).click();
  await page.waitForURL((url) => url.pathname === "/payment-info");
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("the shop in production behind Caddy, over https", () => {
  beforeAll(async () => {
    shop = await startProductionShop();
    browser = await launch(shop.chromiumArgs);
  }, 360_000);

  // CI keeps only the run's output: a failed step shows what the shop's processes said.
  afterEach((context) => {
    if (context.task.result?.state === "fail") console.error(`npm start's last lines:\n${shop?.startLog.slice(-40).join("\n")}`);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  }, 60_000);

  it("started as production: the builds served as they are under plain node, no fakes, one line for what it warns about", () => {
    const log = shop.startLog.join("\n");
    expect(log).not.toMatch(/\[start\] building/);
    expect(log).not.toContain("DEMO_");
    expect(log).toContain("[start] production: MAIL_PROVIDER=log: mails (links included) go to the API log");
    const serving = shop.serving();
    expect(serving).toHaveLength(3);
    expect(serving.some((line) => line.endsWith("dist/server.js") && line.includes("--enable-source-maps"))).toBe(true);
    expect(serving.some((line) => line.endsWith("dist-server/server.js"))).toBe(true);
    expect(serving.some((line) => line.endsWith("apps/web/server.mjs"))).toBe(true);
    expect(serving.filter((line) => line.includes("tsx"))).toEqual([]);
  });

  it("sends http to https and other host names to the one public address, and every https answer carries HSTS once", async () => {
    const ca = shop.rootCertificate;
    for (const [from, to] of [
      [`${shop.httpShopUrl}/product/arduino-uno-r3?ref=1`, `${shop.shopUrl}/product/arduino-uno-r3?ref=1`],
      [`${shop.httpAdminUrl}/orders`, `${shop.adminUrl}/orders`],
      [`${shop.wwwUrl}/category/sensors?page=2`, `${shop.shopUrl}/category/sensors?page=2`],
    ]) {
      const answer = await request(from, { ca });
      expect([301, 308], `${from} answered ${answer.status}`).toContain(answer.status);
      expect(answer.headers.location).toBe(to);
    }
    for (const url of [`${shop.shopUrl}/`, `${shop.adminUrl}/`, `${shop.shopUrl}/api/v1/products?per_page=1`]) {
      const answer = await request(url, { ca });
      expect(answer.status, url).toBe(200);
      // One header, the Caddyfile's, even where the shop's server sets its own.
      const hsts = answer.rawHeaders.filter((_, i) => i % 2 === 0).filter((name) => name.toLowerCase() === "strict-transport-security");
      expect(hsts, url).toHaveLength(1);
      expect(answer.headers["strict-transport-security"], url).toBe(HSTS);
      expect(answer.headers.server, url).toBeUndefined();
    }
    // The web server's /metrics is for this machine: what comes through Caddy is a shopper.
    expect((await request(`${shop.shopUrl}/metrics`, { ca })).status).toBe(404);
    // The back office's scripts are compressed on the way (its server does not); the shop's pages by the shop.
    const index = await request(`${shop.adminUrl}/`, { ca });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index.body)?.[1];
    expect(script).toBeDefined();
    expect((await request(`${shop.adminUrl}${script}`, { ca, headers: { "accept-encoding": "gzip" } })).headers["content-encoding"]).toBe("gzip");
    const page = await request(`${shop.shopUrl}/`, { ca, headers: { "accept-encoding": "br, gzip" } });
    expect(["br", "gzip"]).toContain(page.headers["content-encoding"]);
    expect(page.rawHeaders.filter((name) => name.toLowerCase() === "content-encoding")).toHaveLength(1);
  });

  it("a shopper signs in, orders cash on delivery and pays an order by bKash, back at the public https address", async () => {
    const { context, page, errors } = await openPage(browser, PHONE, { baseURL: shop.shopUrl });
    const phone = uniquePhone();

    await page.goto("/");
    if (process.env.HTTPS_SCREENSHOTS) {
      mkdirSync(process.env.HTTPS_SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: `${process.env.HTTPS_SCREENSHOTS}/home-375.png` });
    }
    const guest = await cookie(context, shop.shopUrl, "robodoc_guest_user");
    expect(guest).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });

    // ---- sign in with the code the gateway received ----
    await page.goto("/signin");
    const field = page.getByRole("textbox", { name: "Phone Number" });
    await waitForHydration(field);
    await field.fill(phone);
    await page.getByRole("button", { name: "Send Code" }).click();
    await typeOtp(page, await codeFor(phone, 0));
    await page.locator("main form").getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname !== "/signin", { timeout: 15_000 });
    expect(new URL(page.url()).origin).toBe(shop.shopUrl);
    // next-auth's https cookie: the __Secure- prefix, Secure, httpOnly (decision 013).
    expect(await cookie(context, shop.shopUrl, "__Secure-next-auth.session-token")).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });

    // ---- cash on delivery, through the checkout pages ----
    const products = await request(`${shop.shopUrl}/api/v1/products?sort=price_asc&per_page=60&page=2`, { ca: shop.rootCertificate });
    expect(products.status).toBe(200);
    const product = (JSON.parse(products.body) as { data: { slug: string; current_stock: number }[] }).data.find((p) => p.current_stock >= 5);
    expect(product, "an in-stock product").toBeDefined();
    await page.goto(`/product/${product!.slug}`);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expectToast(page, "Added to cart successfully");
    await addressAndContinue(page, phone);
    await expect.poll(() => page.getByRole("radio", { name: "Cash On Delivery" }).isChecked(), { timeout: 10_000 }).toBe(true);
    await page.getByRole("checkbox", { name: /I have read and agree to the/ }).check();
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.waitForURL((url) => url.pathname === "/order-success", { timeout: 20_000 });
    orderNumber = (await page.locator("[data-order-number]").textContent())!.trim();
    expect(orderNumber).toMatch(/^\d{10}$/);

    // ---- bKash: the gateway sends the shopper back to the callback the API gave it ----
    // The page's own call, with its cookies (the test's Node side cannot resolve *.localhost).
    const put = (slug: string) =>
      fetch("/api/v2/carts", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ product: slug, quantity: 1 }) }).then(
        (r) => r.status,
      );
    expect(await page.evaluate(put, product!.slug)).toBe(200);
    await page.goto("/checkout");
    await expect.poll(() => page.locator("[data-checkout-blocker]").count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/payment-info");
    const bkash = page.getByRole("radio", { name: "bKash" });
    await expect.poll(() => bkash.isVisible(), { timeout: 10_000 }).toBe(true);
    await bkash.check();
    await page.getByRole("checkbox", { name: /I have read and agree to the/ }).check();
    const callbacks: string[] = [];
    page.on("response", (response) => {
      const location = response.headers()["location"];
      if (response.status() === 302 && location && new URL(response.url()).pathname.startsWith("/redirect/tokenized")) callbacks.push(location);
    });
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/redirect/tokenized"), { timeout: 20_000 });
    expect(await page.title()).toBe("bKash Payment");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL((url) => url.pathname === "/order-success", { timeout: 20_000 });
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0].startsWith(`${shop.shopUrl}/api/v1/payments/bkash/callback?`), callbacks[0]).toBe(true);
    expect(new URL(page.url()).origin).toBe(shop.shopUrl);
    const paidKey = new URL(page.url()).searchParams.get("order_key")!;
    await page.goto(`/my-orders/${paidKey}`);
    await expect.poll(() => page.locator("[data-payment-status]").textContent(), { timeout: 10_000 }).toContain("Paid");
    expect(errors).toEqual([]);
    await context.close();

    // The home page at 1366 px, over https.
    if (process.env.HTTPS_SCREENSHOTS) {
      const wide = await openPage(browser, { width: 1366, height: 900 }, { baseURL: shop.shopUrl });
      await wide.page.goto("/");
      await wide.page.screenshot({ path: `${process.env.HTTPS_SCREENSHOTS}/home-1366.png` });
      await wide.context.close();
    }
  });

  it("the back office on its own host name: the demo owner is nobody here; the shop's owner signs in and opens the order", async () => {
    expect(orderNumber, "the order placed above").not.toBe("");
    const { context, page, errors } = await openPage(browser, DESKTOP, { baseURL: shop.adminUrl });
    const signIn = async (phone: string) => {
      await page.goto("/");
      const before = (await shop.smsTo(phone)).length;
      await page.getByLabel("Phone number").fill(phone);
      await page.getByRole("button", { name: "Send code" }).click();
      await page.getByLabel("6-digit code").fill(await codeFor(phone, before));
      await page.getByRole("button", { name: "Sign in" }).click();
    };
    // A production start seeds no demo owner: whoever holds that number is a shopper at most.
    await signIn(DEMO_OWNER);
    await expect.poll(() => page.getByText("This phone number is not a staff account").isVisible(), { timeout: 10_000 }).toBe(true);
    expect((await context.cookies(shop.adminUrl)).find((c) => c.name === "shop_admin")).toBeUndefined();

    await signIn(shop.ownerPhone);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Dashboard" }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await cookie(context, shop.adminUrl, "shop_admin")).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict" });
    // The staff cookie stays on its host name: the shop's pages never receive it.
    expect((await context.cookies(shop.shopUrl)).find((c) => c.name === "shop_admin")).toBeUndefined();
    await page.goto(`/orders/${orderNumber}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe(`Order ${orderNumber}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
