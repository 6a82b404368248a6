import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, launch, openPage } from "../support/browser";
import { adminUrl, horizontalOverflow, journeyOwner, shopperPlacesOrder, staffSignIn, type ShopperOrder } from "../support/admin-journey";

/** The words staff read, as packages/contracts/src/returns-words.ts and admin.ts's stock reasons give them. */
const WORDS = {
  requested: "Return requested",
  approved: "Return approved",
  received: "Parts received",
  closed: "Closed",
  deadOnArrival: "It does not work (dead on arrival)",
  refuseMessageRequired: "Tell the customer why the return is refused",
  faulty: "Faulty: not for sale",
  returnedFaulty: "Returned faulty (not for sale)",
};
type ReturnReason = "dead_on_arrival" | "no_longer_needed";

const LAPTOP = { width: 1366, height: 900 } as const;
/** global-setup's owner for this file: signs in once, both tests share the session. */
const OWNER = 8;
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

/** A back-office page at this size, signed in as the file's owner (the first call signs in through the screen). */
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

/** confirm → process → ship (a typed courier) → deliver, through the back office's server with the staff page's session. */
async function deliver(staff: Page, orderNumber: string): Promise<void> {
  const steps: Array<[string, unknown]> = [
    ["confirm", {}],
    ["process", {}],
    ["ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: `RT${orderNumber}` }],
    ["deliver", {}],
  ];
  for (const [action, body] of steps) {
    // From the signed-in page, as its own scripts call the server (the session cookie is SameSite=Strict).
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

/** The shopper asks to return one unit of the order's line through the shop's forwarder, as the order page does. */
async function requestReturn(shopper: ShopperOrder, reason: ReturnReason, note: string): Promise<number> {
  const listed = await shopper.page.request.get(`/api/v1/orders/${shopper.orderKey}/returns`);
  expect(listed.status(), await listed.text()).toBe(200);
  const line = ((await listed.json()) as { data: { returnable: { order_line: number }[] } }).data.returnable[0];
  const res = await shopper.page.request.post(`/api/v1/orders/${shopper.orderKey}/returns`, {
    data: { lines: [{ order_line: line.order_line, quantity: 1 }], reason, note },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { return: { id: number } } }).data.return.id;
}

/** Opens the return from the queue's Requested tab (the queue's first tab). */
async function openFromQueue(page: Page, id: number, orderNumber: string): Promise<void> {
  if (!page.url().endsWith("/returns")) await page.goto(`${adminUrl()}/returns`);
  const link = page.getByRole("link", { name: `Return #${id}`, exact: true });
  await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
  await shot(page, "queue");
  const row = page.locator("tr", { has: link });
  expect(await row.getByRole("link", { name: orderNumber, exact: true }).getAttribute("href")).toBe(`/orders/${orderNumber}`);
  expect(await row.textContent()).toContain(WORDS.requested);
  await link.click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe(`Return #${id}`);
}

/** returns-<queue|page…>-<width>.png, the whole page. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `returns-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

const status = (page: Page) => page.locator("[data-return-status]").first().getAttribute("data-return-status");

/** Presses an action's button, fills its form, sends it; resolves when the page says it was done. */
async function act(page: Page, id: number, button: string, done: string, fill?: () => Promise<void>): Promise<void> {
  await page.getByRole("button", { name: button, exact: true }).first().click();
  await fill?.();
  await page.locator("form").getByRole("button", { name: button, exact: true }).click();
  await expect.poll(() => page.getByText(`${done} (return #${id}).`).isVisible(), { timeout: 15_000 }).toBe(true);
}

describe("returns in the back office", () => {
  it("at 1366 px staff find a request in the queue, approve it for a refund with a message, receive the part as faulty and close it", async () => {
    const shopper = await shopperPlacesOrder(browser, LAPTOP, used);
    const { context, page, errors } = await staffPage(LAPTOP);
    await deliver(page, shopper.orderNumber);
    const note = `Board ${shopper.orderNumber} does not power on`;
    const id = await requestReturn(shopper, "dead_on_arrival", note);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Returns" }).click();
    await openFromQueue(page, id, shopper.orderNumber);
    const main = page.locator("main");
    expect(await main.textContent()).toContain(WORDS.deadOnArrival);
    expect(await main.textContent()).toContain(note);
    expect(await status(page)).toBe("requested");

    const message = "Please send the board to our Dhanmondi office";
    await act(page, id, "Approve", "Return approved", async () => {
      await page.getByRole("radio", { name: "Refund" }).check();
      await page.getByLabel("Message to the customer (optional)").fill(message);
      await shot(page, "approve");
    });
    expect(await status(page)).toBe("approved");
    expect(await main.textContent()).toContain(message);
    await act(page, id, "Receive parts", "Return received", async () => {
      await page.getByRole("radio", { name: /^Faulty/ }).check();
      await shot(page, "receive");
    });
    expect(await status(page)).toBe("received");
    const items = page.locator("section", { has: page.getByRole("heading", { name: "Items returned" }) });
    expect(await items.textContent()).toContain(WORDS.faulty);
    await act(page, id, "Close return", "Return closed");
    expect(await status(page)).toBe("closed");
    expect(await page.getByText("Nothing more to do with this return.").isVisible()).toBe(true);
    await shot(page, "closed");
    const timeline = page.locator("section", { has: page.getByRole("heading", { name: "Timeline" }) });
    const steps = await timeline.locator("li").allTextContents();
    expect(steps.map((text) => text.split(/\d/)[0].trim())).toEqual([WORDS.requested, WORDS.approved, WORDS.received, WORDS.closed]);

    // The product's stock history names the faulty unit.
    await items.getByRole("link", { name: shopper.product.name }).click();
    await expect.poll(() => main.textContent(), { timeout: 10_000 }).toContain(WORDS.returnedFaulty);

    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });

  it("at 375 px staff refuse a request with words for the customer; the queue is cards that fit", async () => {
    const shopper = await shopperPlacesOrder(browser, PHONE, used);
    const { context, page, errors } = await staffPage(PHONE);
    await deliver(page, shopper.orderNumber);
    const id = await requestReturn(shopper, "no_longer_needed", "Bought two by mistake");

    await openFromQueue(page, id, shopper.orderNumber);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Sent empty, the form says what is missing and sends nothing.
    await page.getByRole("button", { name: "Refuse", exact: true }).first().click();
    await page.locator("form").getByRole("button", { name: "Refuse", exact: true }).click();
    await expect.poll(() => page.getByText(WORDS.refuseMessageRequired).isVisible()).toBe(true);
    expect(await status(page)).toBe("requested");
    await shot(page, "refuse");
    const words = "Opened parts that were not faulty cannot be returned";
    await page.getByLabel("Message to the customer").fill(words);
    await page.locator("form").getByRole("button", { name: "Refuse", exact: true }).click();
    await expect.poll(() => page.getByText(`Return refused (return #${id}).`).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await status(page)).toBe("refused");
    expect(await page.locator("main").textContent()).toContain(words);
    await shot(page, "refused");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto(`${adminUrl()}/returns?status=refused`);
    await expect.poll(() => page.getByRole("link", { name: `Return #${id}`, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });

  it("staff refund half of a bKash payment from the order's Refunds panel (1366 and 375 px); the shopper's order shows it with its credit note", async () => {
    // The shopper pays a bKash order on the local fake bKash's page.
    const shopper = await shopperPlacesOrder(browser, LAPTOP, used);
    const addresses = await shopper.page.request.get("/api/v1/addresses");
    const addressId = ((await addresses.json()) as { data: { addresses: { uuid: string }[] } }).data.addresses[0].uuid;
    expect((await shopper.page.request.put("/api/v2/carts", { data: { product: shopper.product.slug, quantity: 1 } })).status()).toBe(200);
    const placed = await shopper.page.request.post("/api/v1/orders", {
      headers: { "idempotency-key": `refund-journey-${shopper.orderNumber}` },
      data: { payment_method: "bkash", delivery_method: "home_delivery", address: addressId, terms: true },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { data: { order_key: string; order: { order_number: string }; payment_url: string } }).data;
    await shopper.page.goto(order.payment_url);
    await shopper.page.getByRole("button", { name: "Pay" }).click();
    await shopper.page.waitForURL((url) => url.pathname === "/order-success", { timeout: 15_000 });
    const number = order.order.order_number;

    const { context, page, errors } = await staffPage(LAPTOP);
    await page.goto(`${adminUrl()}/orders/${number}`);
    const panel = page.locator("section", { has: page.getByRole("heading", { name: "Refunds", exact: true }) });
    const amount = panel.getByLabel("Amount (৳)");
    await expect.poll(() => amount.isVisible(), { timeout: 10_000 }).toBe(true);
    const paid = Math.round(Number(await amount.inputValue()) * 100);
    const half = Math.floor(paid / 2);
    await amount.fill(`${Math.floor(half / 100)}.${String(half % 100).padStart(2, "0")}`);
    await panel.getByLabel("Reason").fill("One of the two boards was faulty");
    await shot(page, "refund-form");
    await panel.getByRole("button", { name: "Refund", exact: true }).click();
    await expect.poll(() => panel.getByRole("status").textContent(), { timeout: 15_000 }).toBe("Refund made");
    const note = panel.getByRole("link", { name: new RegExp(`^Credit note CN-${number}-1$`) });
    await expect.poll(() => note.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await panel.textContent()).toContain("Refunded");
    await shot(page, "refunded");
    await page.setViewportSize(PHONE);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, "refunded");

    // The shopper's order answer (the web order page renders it: the shopper helper's part) and the credit note.
    const seen = await shopper.page.request.get(`/api/v1/orders/${order.order_key}`);
    const view = (
      (await seen.json()) as { data: { order: { payment_status: string; paid: number; refunded: number; refunds: { credit_note_url: string }[] } } }
    ).data.order;
    expect([view.payment_status, Math.round(view.paid * 100), Math.round(view.refunded * 100)]).toEqual(["paid", paid, half]);
    const pdf = await shopper.page.request.get(`/api${view.refunds[0].credit_note_url}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    // The shopper's own order page shows it: Refunded and the credit note to download.
    await shopper.page.goto(`/my-orders/${order.order_key}`);
    const creditNote = shopper.page.locator("a[data-credit-note]");
    await expect.poll(() => creditNote.textContent(), { timeout: 10_000 }).toBe(`Credit note CN-${number}-1`);
    expect(await shopper.page.locator("main").textContent()).toContain("Refunded");
    expect(await shopper.page.request.get(new URL((await creditNote.getAttribute("href"))!, shopper.page.url()).toString()).then((r) => r.status())).toBe(200);

    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });
});
