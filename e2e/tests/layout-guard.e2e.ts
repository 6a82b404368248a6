import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, baseUrl, launch, openPage } from "../support/browser";
import { sessionToken, signIn, uniquePhone } from "../support/auth";
import { inStockProducts, outOfStockProduct } from "../support/cart";
import { layoutFaults } from "../support/layout-guard";

/**
 * The layout guard (issue 40): every page of the shop, as a guest and signed in, at a
 * phone's, a tablet's, a laptop's and a desktop's width, each loaded once and checked in
 * one go (support/layout-guard.ts): nothing off the screen or out of its box, no label
 * narrower than its word, targets a thumb can hit, nothing fixed over what is read or
 * pressed.
 */
const WIDTHS = [
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Storage = Awaited<ReturnType<BrowserContext["storageState"]>>;

async function api(path: string, token: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json.data;
}

/**
 * A shopper with something on every personal page: a saved Dhaka address, a placed
 * order, a product in the cart (with that address chosen) and one in the wishlist.
 * Signed in through the real page once; the pages' session is reused at every width.
 */
async function preparedShopper(): Promise<{ storage: Storage; orderKey: string }> {
  const { context, page } = await openPage(browser, { width: 1366, height: 768 });
  const phone = uniquePhone();
  await signIn(page, baseUrl(), apiUrl(), phone);
  const token = (await sessionToken(page))!;
  const districts = (await (await fetch(`${apiUrl()}/v1/districts`)).json()) as { data: { districts: { id: number; name: string }[] } };
  const dhaka = districts.data.districts.find((d) => d.name === "Dhaka")!;
  const address = (await api("/v1/addresses", token, "POST", {
    name: "Rahim Khan",
    phone,
    district: dhaka.id,
    area: "Dhanmondi",
    address: "House 7, Road 3",
    label: "home",
  })) as { address: { uuid?: string; id?: string } };
  const addressId = address.address.uuid ?? address.address.id;
  const products = (await inStockProducts()).filter((p) => p.current_stock >= 3);
  await api("/v2/carts", token, "PUT", { product: products[0].slug, quantity: 1 });
  await api("/v1/carts-address", token, "POST", { uuid: addressId });
  const order = (await api("/v1/orders", token, "POST", { payment_method: "cash_on_delivery", terms: true }, { "idempotency-key": randomUUID() })) as {
    order: { order_key: string };
  };
  await api("/v2/carts", token, "PUT", { product: products[1].slug, quantity: 1 });
  await api("/v1/carts-address", token, "POST", { uuid: addressId }).catch(() => undefined);
  await api("/v1/wishlist", token, "PUT", { product: products[2].slug });
  const storage = await context.storageState();
  await context.close();
  return { storage, orderKey: order.order.order_key };
}

describe("the layout guard: every page at 375, 768, 1366 and 1920 px (issue 40)", () => {
  it("finds nothing off the screen, out of its box, narrower than its word, too small to tap, or under a fixed element", async () => {
    const [product] = await inStockProducts();
    const out = await outOfStockProduct();
    const { storage, orderKey } = await preparedShopper();
    const guestPages = [
      "/",
      "/category/sensors-modules",
      `/product/${product.slug}`,
      `/product/${out.slug}`,
      "/search?query=sensor",
      `/search?query=${"https://example.com/a-very-long-pasted-address/".repeat(7).slice(0, 300)}`,
      "/search?query=qwertyuiopasdf",
      "/new-products",
      "/brands",
      "/signin",
      "/my-cart",
      "/about-us",
      "/contact",
      "/faq",
      "/privacy-policy",
      "/terms-of-use",
      "/shipping-and-refund-policy",
      "/no-such-page",
      // A guest who tracked the order: the reduced view.
      `/my-orders/${orderKey}`,
    ];
    const shopperPages = ["/my-cart", "/checkout", "/payment-info", "/my-account", "/my-orders", `/my-orders/${orderKey}`, "/my-wishlist", "/addresses"];

    // LAYOUT_GUARD_ONLY=/payment-info: the pages whose path starts so, for looking at one page.
    const only = process.env.LAYOUT_GUARD_ONLY;
    const chosen = (paths: string[]) => (only ? paths.filter((path) => path.startsWith(only)) : paths);
    const faults: string[] = [];
    for (const viewport of WIDTHS) {
      const phone = viewport.width < 768;
      for (const [who, pages] of [
        ["guest", chosen(guestPages)],
        ["shopper", chosen(shopperPages)],
      ] as const) {
        if (pages.length === 0) continue;
        const { context, page, errors } = await openPage(browser, viewport, who === "shopper" ? { storageState: storage } : {});
        for (const path of pages) {
          await page.goto(path);
          await page.waitForLoadState("networkidle", { timeout: 3000 }).catch(() => undefined);
          const found = await layoutFaults(page, { phone });
          faults.push(...found.map((fault) => `${viewport.width} px ${who} ${path.slice(0, 60)}: ${fault}`));
        }
        expect(errors, `${who} at ${viewport.width} px`).toEqual([]);
        await context.close();
      }
    }
    expect(faults).toEqual([]);
  }, 900_000);
});
