import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launch, openPage, PHONE } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("the 404 page", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`answers 404 with a way back for unknown pages and products (${label})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      for (const path of ["/no-such-page", "/product/no-such-product", "/category/no-such-category"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { message: path }).toMatch(/not found|find that page/i);
        await expect.poll(() => page.locator("main").getByRole("link", { name: /home/i }).first().isVisible()).toBe(true);
      }
      await context.close();
    });
  }
});
