import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { DESKTOP, launch } from "../support/browser";
import { codAdvanceJourney } from "../support/cod-journey";
import { onlinePaymentJourney, ordersJourney } from "../support/orders-journey";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("desktop shopper orders with cash on delivery", () => {
  it("checkout → payment-info → confirm → my-orders → invoice → cancel → stock back; a guest tracks it", async () => {
    await ordersJourney(browser, DESKTOP, new Set());
  });

  it("pays with bKash on the gateway's page: cancel first, then Complete Order and Pay; a refused phone's cash order pays its delivery charge by bKash first", async () => {
    const used = new Set<string>();
    await onlinePaymentJourney(browser, DESKTOP, "bkash", used);
    await codAdvanceJourney(browser, DESKTOP, used, 14);
  });

  it("a part over 1 kg outside Dhaka: its fee on the product page and at checkout; pays with SSLCommerz: cancel first, then Complete Order and Pay", async () => {
    await onlinePaymentJourney(browser, DESKTOP, "ssl_commerz", new Set(), { heavyOutsideDhaka: true });
  });
});
