import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { DESKTOP, launch } from "../support/browser";
import { askQuestionJourney, productToAskAbout, writeReviewJourney, type JourneyProduct } from "../support/reviews-journey";

/** The journey owner (global-setup) who delivers this file's orders and answers its questions. */
const OWNER = 4;

let browser: Browser;
let reviewed: JourneyProduct | null = null;
const used = new Set<string>();
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("desktop reviews and questions", () => {
  it("a delivered order's line → Write a Review → stars by keyboard and click, messages, toasts → the product page's new average; a second review is refused", async () => {
    reviewed = await writeReviewJourney(browser, DESKTOP, OWNER, used);
  });

  it("a guest presses Ask Question → signs in → back to the open dialog → submitted; answered, it comes first", async () => {
    await askQuestionJourney(browser, DESKTOP, OWNER, reviewed ?? (await productToAskAbout()));
  });
});
