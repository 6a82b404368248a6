import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { PHONE, launch } from "../support/browser";
import { askQuestionJourney, productToAskAbout, writeReviewJourney, type JourneyProduct } from "../support/reviews-journey";

/** The journey owner (global-setup) who delivers this file's orders and answers its questions. */
const OWNER = 5;

let browser: Browser;
let reviewed: JourneyProduct | null = null;
const used = new Set<string>();
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("reviews and questions on a 375 px phone", () => {
  it("a delivered order's line → Write a Review → stars by keyboard and click, messages, toasts → the product page's new average; a second review is refused", async () => {
    reviewed = await writeReviewJourney(browser, PHONE, OWNER, used);
  });

  it("a guest presses Ask Question → signs in → back to the open dialog → submitted; answered, it comes first", async () => {
    await askQuestionJourney(browser, PHONE, OWNER, reviewed ?? (await productToAskAbout()));
  });
});
