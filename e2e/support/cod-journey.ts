import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { adminUrl, journeyOwner, openOrderFromQueue, orderAction, shopperPlacesOrder, staffSignIn } from "./admin-journey";
import { openPage } from "./browser";

type Viewport = { width: number; height: number };

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `cod-${name}-${page.viewportSize()?.width}.png`), fullPage: true });

/**
 * Cash on delivery's advance (issue 47, decision 041): the owner asks the delivery charge in
 * advance of a phone with a refused parcel (back office, Cash on delivery); a shopper whose
 * earlier parcel was shipped and refused orders again with cash on delivery: checkout says
 * the charge is paid by bKash now and the rest on delivery, Confirm Order goes to the fake
 * bKash page, Pay places the order; staff see the phone's record and the bKash payment.
 */
export async function codAdvanceJourney(browser: Browser, viewport: Viewport, used: Set<string>, ownerIndex: number): Promise<void> {
  const staff = await openPage(browser, viewport, { baseURL: adminUrl() });
  await staffSignIn(staff.page, journeyOwner(ownerIndex));
  await staff.page.goto(`${adminUrl()}/cash-on-delivery`);
  const refusedField = staff.page.getByRole("textbox", { name: /refused or returned parcels/ });
  await expect.poll(() => refusedField.isVisible(), { timeout: 10_000 }).toBe(true);
  await refusedField.fill("1");
  await staff.page.getByRole("button", { name: "Save cash on delivery rules" }).click();
  await expect.poll(() => staff.page.getByText("Cash on delivery rules saved").first().isVisible(), { timeout: 10_000 }).toBe(true);
  await shot(staff.page, "rules");

  // An earlier parcel to the shopper's phone was shipped and refused at the door.
  const shopper = await shopperPlacesOrder(browser, viewport, used);
  await openOrderFromQueue(staff.page, shopper.orderNumber);
  await orderAction(staff.page, shopper.orderNumber, "Confirm", "confirmed");
  await orderAction(staff.page, shopper.orderNumber, "Start packing", "packed");
  await orderAction(staff.page, shopper.orderNumber, "Ship", "shipped");
  await orderAction(staff.page, shopper.orderNumber, "Cancel order", "cancelled", async () => {
    await staff.page.getByLabel("Reason").fill("Customer refused the parcel at the door");
  });

  // The same shopper orders again, cash on delivery, to the same address.
  const page = shopper.page;
  const addresses = await page.request.get("/api/v1/addresses");
  const uuid = ((await addresses.json()) as { data: { addresses: { uuid: string }[] } }).data.addresses[0].uuid;
  const product = [...used].at(-1)!;
  expect((await page.request.put("/api/v2/carts", { data: { product, quantity: 1 } })).status()).toBe(200);
  expect((await page.request.post("/api/v1/carts-address", { data: { uuid } })).status()).toBe(200);
  await page.goto("/payment-info");
  const advance = page.getByTestId("cod-advance");
  await expect.poll(() => advance.textContent(), { timeout: 10_000 }).toMatch(/Pay the delivery charge ৳\d+ by bKash now and ৳[\d,]+ on delivery/);
  expect(await advance.textContent()).toContain("Parcels to this phone were refused before");
  await shot(page, "checkout");
  await page.getByRole("checkbox", { name: /I have read and agree to the/ }).check();
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/redirect/tokenized"), { timeout: 15_000 });
  expect(await page.title()).toBe("bKash Payment");
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL((url) => url.pathname === "/order-success", { timeout: 15_000 });
  const orderNumber = (await page.locator("[data-order-number]").first().textContent({ timeout: 10_000 }))?.replace(/\D/g, "") ?? "";
  expect(orderNumber).toMatch(/^\d{10}$/);
  // The shopper's order page: the advance paid by bKash and the rest to pay on delivery, under Total.
  const orderKey = new URL(page.url()).searchParams.get("order_key");
  await page.goto(`/my-orders/${orderKey}`);
  const split = page.locator('[data-summary="advance"], [data-summary="on_delivery"]');
  await expect
    .poll(() => split.allTextContents(), { timeout: 10_000 })
    .toEqual([expect.stringMatching(/^Paid in advance by bKash৳\d+$/), expect.stringMatching(/^To pay on delivery৳[\d,]+$/)]);
  await shot(page, "order-page");

  // Staff: the phone's record, and the advance paid by bKash; the order may now be confirmed.
  await openOrderFromQueue(staff.page, orderNumber);
  const record = staff.page.locator("section", { has: staff.page.getByRole("heading", { name: "Phone record" }) });
  await expect.poll(() => record.textContent(), { timeout: 10_000 }).toContain("This phone: 0 delivered, 1 refused, 0 returned");
  const timeline = staff.page.locator("section", { has: staff.page.getByRole("heading", { name: "Timeline" }) });
  await expect.poll(() => timeline.textContent()).toMatch(/Delivery charge ৳\d+ paid in advance by bKash/);
  const summary = staff.page.locator("section", { has: staff.page.getByRole("heading", { name: "Summary" }) });
  expect(await summary.textContent()).toMatch(/Paid in advance by bKash৳\d+To pay on delivery৳[\d,]+/);
  await shot(staff.page, "order");
  await orderAction(staff.page, orderNumber, "Confirm", "confirmed");

  // Rules off again: the journeys after this one order without an advance.
  await staff.page.goto(`${adminUrl()}/cash-on-delivery`);
  await expect.poll(() => refusedField.inputValue(), { timeout: 10_000 }).toBe("1");
  await refusedField.fill("");
  await staff.page.getByRole("button", { name: "Save cash on delivery rules" }).click();
  await expect.poll(() => staff.page.getByText("Now: off").isVisible(), { timeout: 10_000 }).toBe(true);
  expect(staff.errors).toEqual([]);
  await staff.context.close();
  await shopper.context.close();
}
