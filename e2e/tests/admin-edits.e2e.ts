import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, launch, openPage } from "../support/browser";
import { adminUrl, horizontalOverflow, journeyOwner, openOrderFromQueue, shopperPlacesOrder, staffSignIn } from "../support/admin-journey";

const LAPTOP = { width: 1366, height: 900 } as const;
/** global-setup's owner for this file: signs in once, both tests share the session. */
const OWNER = 12;
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");

let browser: Browser;
let staffState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
const used = new Set<string>();
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function staffPage(viewport: { width: number; height: number }) {
  const opened = await openPage(browser, viewport, { storageState: staffState, baseURL: adminUrl() });
  if (staffState) {
    await opened.page.goto(`${adminUrl()}/`);
  } else {
    await staffSignIn(opened.page, journeyOwner(OWNER));
    staffState = await opened.context.storageState();
  }
  return opened;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `edits-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/** The order's total as the Summary shows it (৳ with lakh grouping). */
const summaryTotal = async (page: Page) => {
  const summary = page.locator("section", { has: page.getByRole("heading", { name: "Summary", exact: true }) });
  return (await summary.locator("dd").last().textContent())?.trim();
};

/**
 * A customer phones about their pending order (2 units): staff open it, press Edit
 * order, add one with the stepper, read the new totals before saving, save; the summary
 * shows the new total and the timeline the change.
 */
async function editOnThePhone(viewport: { width: number; height: number }) {
  const shopper = await shopperPlacesOrder(browser, viewport, used);
  const { context, page, errors } = await staffPage(viewport);
  await openOrderFromQueue(page, shopper.orderNumber);
  const before = await summaryTotal(page);

  await page.getByRole("button", { name: "Edit order", exact: true }).click();
  await expect.poll(() => page.getByRole("heading", { name: `Edit order ${shopper.orderNumber}` }).isVisible(), { timeout: 10_000 }).toBe(true);
  await page.getByRole("button", { name: `One more ${shopper.product.name}` }).click();
  expect(await page.getByLabel(`Quantity of ${shopper.product.name}`).inputValue()).toBe("3");
  await page.getByLabel("Staff note (not shown to the customer)").fill("Customer phoned for one more");
  const totals = page.getByRole("region", { name: "New totals" });
  await expect.poll(() => totals.textContent(), { timeout: 10_000 }).toContain(`${shopper.product.name}: 2 → 3`);
  const text = (await totals.textContent()) ?? "";
  expect(text).toContain("Cash on delivery: the courier collects ৳");
  const after = /Total ৳[\d,]+ → (৳[\d,]+)/.exec(text)?.[1];
  expect(after, text).toBeTruthy();
  expect(after).not.toBe(before);
  await shot(page, "preview");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect.poll(() => page.getByText(`Order edited. New total ${after}.`).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => summaryTotal(page), { timeout: 10_000 }).toBe(after);
  const timeline = page.locator("section", { has: page.getByRole("heading", { name: "Timeline", exact: true }) });
  await expect.poll(() => timeline.textContent(), { timeout: 10_000 }).toContain(`Order changed at your request. New total ${after}.`);
  expect(await timeline.textContent()).toContain(`${shopper.product.name}: 2 → 3`);
  await shot(page, "saved");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  expect(errors).toEqual([]);
  await context.close();
  await shopper.context.close();
}

describe("staff edit a pending order for a customer on the phone", () => {
  it("at 1366 px", async () => {
    await editOnThePhone(LAPTOP);
  });
  it("at 375 px", async () => {
    await editOnThePhone(PHONE);
  });
});
