import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { DESKTOP, launch } from "../support/browser";
import { contactJourney, earlySubscribeJourney, newsletterJourney, pressAcrossSwapJourney } from "../support/newsletter-journey";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("newsletter and contact on a desktop", () => {
  it("footer signup → thank-you dialog → confirm and unsubscribe links from the mail, each twice; a repeat signup and failures are toasts", async () => {
    await newsletterJourney(browser, DESKTOP);
  });

  it("keeps the address typed and the Subscribe pressed while the signup's code is still on the way", async () => {
    await earlySubscribeJourney(browser, DESKTOP);
  });

  it("keeps a Subscribe press whose button is still down when the signup's code arrives", async () => {
    await pressAcrossSwapJourney(browser, DESKTOP);
  });

  it("the contact form: the spec's messages on blur and submit, the honeypot hidden, refusals shown, then Thank You for your message", async () => {
    await contactJourney(browser, DESKTOP);
  });
});
