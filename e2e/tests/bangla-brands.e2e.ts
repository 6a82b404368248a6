import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../packages/db/src/seed/data/brands";
import { BRAND_DESCRIPTION_BANGLA } from "../../packages/db/src/seed/data/brands-bn";
import { DESKTOP, PHONE, launch, openPage } from "../support/browser";

/**
 * Issue 50: a demo brand's page (/brands?brand=x) opens with the brand's description in
 * the page's language: the seed's Bangla one (brands.description_bn) under /bn, the
 * English one at today's URL.
 */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");
const WIDE = { width: 1366, height: DESKTOP.height } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("a brand's description in the page's language (issue 50)", () => {
  for (const size of [PHONE, WIDE]) {
    it(`${size.width} px: /bn/brands?brand=arduino in Bangla, /brands?brand=arduino in English, nothing sideways`, async () => {
      const arduino = BRANDS.find((brand) => brand.slug === "arduino")!;
      for (const [url, text, name] of [
        ["/brands?brand=arduino", arduino.description, "en"],
        ["/bn/brands?brand=arduino", BRAND_DESCRIPTION_BANGLA.arduino, "bn"],
      ] as const) {
        // A fresh browser each time: /bn remembers Bangla in a cookie, which would send /brands to /bn.
        const { context, page } = await openPage(browser, size);
        await page.goto(url);
        await expect.poll(() => page.locator("main").innerText(), { timeout: 15_000 }).toContain(text);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${url}: sideways scroll`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(SHOTS, `brand-${name}-${size.width}.png`), fullPage: false });
        await context.close();
      }
    });
  }
});
