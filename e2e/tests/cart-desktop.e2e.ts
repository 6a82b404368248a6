import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { DESKTOP, launch } from "../support/browser";
import { uniquePhone } from "../support/auth";
import { cartJourney } from "../support/cart-journey";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("desktop shopper (1280 px) keeps a cart", () => {
  it("guest cart → drawer → /my-cart → sign-in merge → coupon → address → office pickup → wishlist", async () => {
    await cartJourney(browser, DESKTOP, uniquePhone());
  });
});
