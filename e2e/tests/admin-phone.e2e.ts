import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launch, openPage } from "../support/browser";
import { adminUrl, journeyOwner, horizontalOverflow, newOrderReachesOpenQueue, shopperPlacesOrder, staffSignIn } from "../support/admin-journey";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("the order queue on a 375 px phone", () => {
  it("opens Orders from the menu, sees a new order arrive in the open queue with its alert, confirms three at once, books the three with Pathao (fake) in one action and prints their three slips (also at 1366 px); nothing overflows", async () => {
    const used = new Set<string>();
    const first = await shopperPlacesOrder(browser, PHONE, used);
    const { context, page, errors } = await openPage(browser, PHONE);
    await staffSignIn(page, journeyOwner(2));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Orders" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Orders" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: /^Pending/ }).click();
    await expect.poll(() => page.getByRole("link", { name: first.orderNumber, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    // A second order arrives while the queue is open: it shows without a reload, with its notice and the menu's badge.
    const second = await shopperPlacesOrder(browser, PHONE, used);
    await newOrderReachesOpenQueue(page, second.orderNumber);
    const third = await shopperPlacesOrder(browser, PHONE, used);
    await expect.poll(() => page.getByRole("button", { name: /Menu\W+\d+ orders? waiting to be confirmed/ }).isVisible()).toBe(true);
    await page.reload();
    for (const order of [first, second, third]) {
      await expect.poll(() => page.getByRole("link", { name: order.orderNumber, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
      await page.getByRole("checkbox", { name: `Select order ${order.orderNumber}` }).check();
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Confirm selected (3)" }).click();
    await expect.poll(() => page.getByRole("link", { name: first.orderNumber, exact: true }).count(), { timeout: 10_000 }).toBe(0);

    await page.getByRole("link", { name: /^Confirmed/ }).click();
    for (const order of [first, second, third]) {
      await expect.poll(() => page.getByRole("link", { name: order.orderNumber, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
      await page.getByRole("checkbox", { name: `Select order ${order.orderNumber}` }).check();
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, "admin-orders-375");

    // Booking the three with Pathao (the journeys' fake) in one action: each answered with its tracking code.
    await page.getByRole("combobox", { name: "Courier" }).selectOption("pathao");
    await page.getByRole("button", { name: "Book selected with Pathao (3)" }).click();
    const results = page.getByRole("list", { name: "Booking results" });
    await expect.poll(() => results.getByRole("listitem").count(), { timeout: 20_000 }).toBe(3);
    const tracking = new Map<string, string>();
    for (const order of [first, second, third]) {
      const line = (await results.getByRole("listitem").filter({ hasText: order.orderNumber }).textContent()) ?? "";
      const code = /booked with Pathao, tracking (\S+)/.exec(line)?.[1];
      expect(code, line).toBeTruthy();
      tracking.set(order.orderNumber, code!);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, "admin-orders-booked-375");

    // Printing their three slips at once: one document, a slip per order, each with its QR code, Pathao and its tracking code.
    await page.getByRole("link", { name: "Print their slips (3)" }).click();
    const slipsUrl = await expectThreeSlips(page, [first, second, third]);
    for (const order of [first, second, third]) {
      const slip = page.getByRole("article", { name: `Order ${order.orderNumber}` });
      expect(await slip.textContent()).toContain(`Courier: Pathao, tracking ${tracking.get(order.orderNumber)}`);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, "admin-slips-375");
    expect(errors).toEqual([]);
    // The same document at 1366 px.
    const wide = await openPage(browser, { width: 1366, height: DESKTOP.height }, { storageState: await context.storageState() });
    await wide.page.goto(slipsUrl);
    await expectThreeSlips(wide.page, [first, second, third]);
    await shot(wide.page, "admin-slips-1366");
    // The queue at 1366 px: the three are shipped, and the bulk booking offers the couriers set up.
    await wide.page.goto(`${adminUrl()}/orders?status=shipped`);
    for (const order of [first, second, third]) {
      await expect.poll(() => wide.page.getByRole("link", { name: order.orderNumber, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    }
    expect(await wide.page.getByRole("combobox", { name: "Courier" }).locator("option").allTextContents()).toEqual(["Steadfast", "Pathao"]);
    await shot(wide.page, "admin-orders-1366");
    expect(wide.errors).toEqual([]);
    await wide.context.close();
    await context.close();
    for (const order of [first, second, third]) await order.context.close();
  });
});

/** The slips document shows exactly these orders' slips, each with its QR code (an <svg>); answers its address. */
async function expectThreeSlips(page: Page, orders: { orderNumber: string }[]): Promise<string> {
  await expect.poll(() => page.getByRole("heading", { level: 1, name: "Packing slips" }).isVisible(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => page.locator("article[data-slip]").count(), { timeout: 10_000 }).toBe(orders.length);
  for (const order of orders) {
    const slip = page.getByRole("article", { name: `Order ${order.orderNumber}` });
    await expect.poll(() => slip.getByRole("img", { name: `QR code of order ${order.orderNumber}` }).count()).toBe(1);
    expect(await slip.locator("svg").count()).toBe(1);
  }
  expect(page.url()).toContain(`${adminUrl()}/orders/slips?numbers=`);
  return page.url();
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
