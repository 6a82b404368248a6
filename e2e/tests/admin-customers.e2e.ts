import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, launch, openPage } from "../support/browser";
import { adminUrl, horizontalOverflow, journeyOwner, shopperPlacesOrder, staffSignIn } from "../support/admin-journey";

const LAPTOP = { width: 1366, height: 900 } as const;
/** global-setup's owner for this file: signs in once, both tests share the session. */
const OWNER = 9;
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

/** The order is shipped, then the customer refuses the parcel (cancelled after shipping: a return), through the back office's server. */
async function refuseParcel(staff: Page, orderNumber: string): Promise<void> {
  const steps: Array<[string, unknown]> = [
    ["confirm", {}],
    ["process", {}],
    ["ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: `CU${orderNumber}` }],
    ["cancel", { reason: "Customer refused the parcel at the door" }],
  ];
  for (const [action, body] of steps) {
    const answer = await staff.evaluate(
      async ([url, json]) => {
        const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-requested-with": "shop-admin" }, body: json });
        return { status: res.status, text: await res.text() };
      },
      [`/v1/admin/orders/${orderNumber}/${action}`, JSON.stringify(body)] as const,
    );
    expect(answer.status, `${action}: ${answer.text}`).toBe(200);
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `customers-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/**
 * Staff find the customer by a phone typed another way, open their page (a refused parcel
 * counted and marked), add a note, then open the refused order and log a call on it.
 */
async function journey(viewport: { width: number; height: number }, typed: (phone: string) => string) {
  const shopper = await shopperPlacesOrder(browser, viewport, used);
  const { page, errors } = await staffPage(viewport);
  await refuseParcel(page, shopper.orderNumber);

  if (viewport.width < 768) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customers" }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe("Customers");
  await page.getByRole("searchbox", { name: "Search" }).fill(typed(shopper.phone));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.locator("tr", { has: page.getByRole("link", { name: shopper.phone, exact: true }) });
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  // The newest customer is on the unfiltered list too: wait for the search's answer, one row.
  await expect.poll(() => page.locator("tbody tr").count(), { timeout: 10_000 }).toBe(1);
  await shot(page, "list");
  expect(await horizontalOverflow(page)).toBe(0);

  await row.getByRole("link").first().click();
  await expect.poll(() => page.getByText("Refused or returned", { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
  const refused = page
    .locator("dl > div")
    .filter({ has: page.getByText("Refused or returned", { exact: true }) })
    .locator("dd");
  expect(await refused.textContent()).toBe("1");
  const orderRow = page.locator("tr", { has: page.getByRole("link", { name: shopper.orderNumber, exact: true }) });
  expect(await orderRow.textContent()).toContain("Refused or returned parcel");

  const note = `Refused ${shopper.orderNumber}: ask for bKash first next time`;
  await page.getByLabel("Add a note").fill(note);
  await page.getByRole("button", { name: "Add note", exact: true }).click();
  await expect.poll(() => page.getByText("Note added").isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await page.getByText(note).isVisible()).toBe(true);
  await shot(page, "page");
  expect(await horizontalOverflow(page)).toBe(0);

  await orderRow.getByRole("link", { name: shopper.orderNumber, exact: true }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe(`Order ${shopper.orderNumber}`);
  await page.getByRole("button", { name: "Log call", exact: true }).click();
  await page.getByLabel("How did the call go?").selectOption("no_answer");
  await page.getByLabel("What was said (optional)").fill("Rang at 14:05");
  await page.getByRole("button", { name: "Save call", exact: true }).click();
  await expect.poll(() => page.getByText("Call logged").isVisible(), { timeout: 10_000 }).toBe(true);
  const entry = page.locator("li", { hasText: "Call: No answer" });
  expect(await entry.textContent()).toContain("Rang at 14:05");
  await shot(page, "order-call");
  expect(await horizontalOverflow(page)).toBe(0);

  // The shopper's own order page shows neither the call nor the note.
  await shopper.page.goto(`/my-orders/${shopper.orderKey}`);
  await expect.poll(async () => (await shopper.page.locator("main").textContent()) ?? "", { timeout: 10_000 }).toContain(shopper.orderNumber);
  const shopperText = (await shopper.page.locator("main").textContent()) ?? "";
  expect(shopperText).not.toContain("Rang at 14:05");
  expect(shopperText).not.toContain("No answer");
  expect(errors).toEqual([]);
  await shopper.context.close();
}

describe("customers in the back office", () => {
  it("at 1366 px staff find a customer by +88 phone, see the refused parcel, add a note and log a call", async () => {
    await journey(LAPTOP, (phone) => `+88${phone}`);
  });

  it("at 375 px the same with the phone typed without its 0 and with a dash", async () => {
    await journey(PHONE, (phone) => `${phone.slice(1, 5)}-${phone.slice(5)}`);
  });
});
