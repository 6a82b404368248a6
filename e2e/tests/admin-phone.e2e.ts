import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, launch, openPage } from "../support/browser";
import { journeyOwner, horizontalOverflow, newOrderReachesOpenQueue, shopperPlacesOrder, staffSignIn } from "../support/admin-journey";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("the order queue on a 375 px phone", () => {
  it("opens Orders from the menu, sees a new order arrive in the open queue with its alert, confirms both at once; nothing overflows", async () => {
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
    await expect.poll(() => page.getByRole("button", { name: /Menu, \d+ orders? waiting to be confirmed/ }).isVisible()).toBe(true);
    for (const order of [first, second]) {
      await expect.poll(() => page.getByRole("link", { name: order.orderNumber, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
      await page.getByRole("checkbox", { name: `Select order ${order.orderNumber}` }).check();
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Confirm selected (2)" }).click();
    await expect.poll(() => page.getByRole("link", { name: first.orderNumber, exact: true }).count(), { timeout: 10_000 }).toBe(0);

    await page.getByRole("link", { name: /^Confirmed/ }).click();
    for (const order of [first, second]) {
      await expect.poll(() => page.getByRole("link", { name: order.orderNumber, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
    await first.context.close();
    await second.context.close();
  });
});
