import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from "../../packages/contracts/src/returns-words";
import { horizontalOverflow, journeyOwner, shopperPlacesOrder } from "../support/admin-journey";
import { readOtp } from "../support/auth";
import { PHONE, apiUrl, launch } from "../support/browser";

/**
 * The shopper's side of a return (issue 45): from a delivered order's page, one faulty
 * part with a photo made here; the page says Requested with the photo; staff approve
 * through the API (kept lean: the back office's screens have their own journey), and the
 * shopper's page shows it approved with the shop's words. Staff: global-setup's owner 10.
 */
const LAPTOP = { width: 1366, height: 900 } as const;
const OWNER = 10;
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");

let browser: Browser;
let staffToken: string;
const used = new Set<string>();

async function api(pathname: string, body: unknown, token?: string): Promise<{ status: number; json: { data: Record<string, unknown> } }> {
  const res = await fetch(`${apiUrl()}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
}

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  const phone = journeyOwner(OWNER);
  const sent = await api("/v1/auth/otp", { phone });
  expect(sent.status).toBeLessThan(300);
  const signedIn = await api("/v1/auth/signin", { phone, otp: await readOtp(apiUrl(), phone), signature: sent.json.data.signature });
  expect(signedIn.status).toBe(200);
  staffToken = String(signedIn.json.data.token);
});
afterAll(async () => {
  await browser?.close();
});

async function deliver(orderNumber: string): Promise<void> {
  for (const [action, body] of [
    ["confirm", {}],
    ["process", {}],
    ["ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: `RS${orderNumber}` }],
    ["deliver", {}],
  ] as const) {
    const done = await api(`/v1/admin/orders/${orderNumber}/${action}`, body, staffToken);
    expect(done.status, `${action}: ${JSON.stringify(done.json)}`).toBe(200);
  }
}

/** A small PNG made by the page's own canvas: a red square with a dark mark, as a phone photo would be a JPEG. */
async function pngFixture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#c0392b";
    ctx.fillRect(0, 0, 320, 240);
    ctx.fillStyle = "#1f2937";
    ctx.fillRect(120, 80, 80, 80);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `returns-shopper-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

describe("a shopper returns a faulty part", () => {
  for (const [label, viewport] of [
    ["1366", LAPTOP],
    ["375", PHONE],
  ] as const) {
    it(`at ${label} px: asks from the order page with a photo, sees Requested, then the shop's approval in its words`, async () => {
      const shopper = await shopperPlacesOrder(browser, viewport, used);
      const { page } = shopper;
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await deliver(shopper.orderNumber);

      await page.goto(`/my-orders/${shopper.orderKey}`);
      const panel = page.locator("[data-order-returns]");
      await expect.poll(() => panel.getByRole("button", { name: "Return items" }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await panel.locator("[data-return-window]").textContent()).toMatch(/You can ask to return parts until .+ \(\d+ days after delivery\)/);
      await panel.getByRole("button", { name: "Return items" }).click();

      // Sent empty, the form says what is missing in the contracts' words.
      await panel.getByRole("button", { name: "Send return request" }).click();
      await expect.poll(() => panel.getByText("Choose at least one item to return").isVisible()).toBe(true);

      await panel.getByRole("spinbutton", { name: shopper.product.name }).fill("1");
      await panel.getByRole("radio", { name: new RegExp(`^${RETURN_REASON_LABELS.dead_on_arrival.replace(/[()]/g, "\\$&")}`) }).check();
      await panel.getByLabel("Tell us what is wrong").fill("It does not power on");
      await page.locator("[data-return-photos]").setInputFiles({ name: "board.png", mimeType: "image/png", buffer: await pngFixture(page) });
      await expect.poll(() => panel.getByRole("img", { name: /Chosen 1: board\.png/ }).isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, "form");
      await panel.getByRole("button", { name: "Send return request" }).click();

      const state = panel.locator("[data-return-status]").first();
      await expect.poll(() => state.getAttribute("data-return-status"), { timeout: 15_000 }).toBe("requested");
      expect(await state.locator("[data-return-state]").textContent()).toBe(RETURN_STATUS_LABELS.requested);
      // The photo came back through the forwarder, for this shopper only.
      const thumb = state.getByRole("img", { name: /Your upload 1/ });
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
      const id = Number(await state.getAttribute("data-return"));
      await shot(page, "requested");

      const words = `Please bring board ${shopper.orderNumber} to our Dhanmondi office`;
      const approved = await api(`/v1/admin/returns/${id}/approve`, { resolution: "replacement", message: words }, staffToken);
      expect(approved.status, JSON.stringify(approved.json)).toBe(200);

      await page.reload();
      await expect.poll(() => panel.locator("[data-return-status]").first().getAttribute("data-return-status"), { timeout: 15_000 }).toBe("approved");
      expect(await panel.locator("[data-return-state]").first().textContent()).toBe(RETURN_STATUS_LABELS.approved);
      expect(await panel.locator("[data-shop-message]").first().textContent()).toContain(words);
      expect(await panel.textContent()).toMatch(/Approved \(replacement\)/);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, "approved");

      if (label === "1366") {
        // The policy page says the window the API enforces, and the same reasons.
        const policy = (await (await page.request.get("/api/v1/returns/policy")).json()) as { data: { window_days: number } };
        await page.goto("/shipping-and-refund-policy");
        expect(await page.locator("[data-return-days]").textContent()).toBe(`${policy.data.window_days} days`);
        expect(await page.locator("[data-return-reasons]").textContent()).toContain(RETURN_REASON_LABELS.no_longer_needed);
        await shot(page, "policy");
      }
      expect(errors).toEqual([]);
      await shopper.context.close();
    });
  }
});
