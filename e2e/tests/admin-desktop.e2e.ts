import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../support/auth";
import { DESKTOP, apiUrl, baseUrl, launch, openPage } from "../support/browser";
import { inStockProducts } from "../support/cart";
import { journeyOwner, adminUrl, newOrderReachesOpenQueue, openOrderFromQueue, orderAction, shopperPlacesOrder, staffSignIn } from "../support/admin-journey";
import { liveStock } from "../support/cart";

let browser: Browser;
const used = new Set<string>();
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("desktop back office", () => {
  it("an order arrives in the owner's open queue; they confirm, pack, ship it through Steadfast and deliver it; the shopper then sees delivered, paid and Write a Review", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await staffSignIn(page, journeyOwner(0));
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^Orders/ })
      .click();
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Orders" }).isVisible()).toBe(true);
    const shopper = await shopperPlacesOrder(browser, DESKTOP, used);
    await newOrderReachesOpenQueue(page, shopper.orderNumber);
    await expect.poll(() => page.getByRole("link", { name: /^Orders\W+\d+ orders? waiting to be confirmed$/ }).isVisible()).toBe(true);

    await openOrderFromQueue(page, shopper.orderNumber);
    await expect.poll(() => page.getByText("Karim Hossain").first().isVisible()).toBe(true);
    // The packing slip: who to ship to and what the courier collects (cash on delivery, unpaid).
    await page.getByRole("link", { name: "Print packing slip" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/slip"));
    await expect.poll(() => page.locator("main").textContent(), { timeout: 10_000 }).toContain("Amount to collect");
    const slip = (await page.locator("main").textContent()) ?? "";
    expect(slip).toContain("House 12, Road 5");
    expect(slip).toContain(shopper.product.name);
    expect(slip).toMatch(/Amount to collect: ৳[1-9]/);
    await page.goBack();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe(`Order ${shopper.orderNumber}`);
    // A staff note is staff-only unless marked for the customer.
    const staffNote = `INTERNAL: called the customer about ${shopper.orderNumber}`;
    await orderAction(page, shopper.orderNumber, "Confirm", "confirmed", async () => {
      await page.getByLabel("Note (optional)").fill(staffNote);
      expect(await page.getByRole("checkbox", { name: "Show this note to the customer" }).isChecked()).toBe(false);
    });
    const timeline = page.locator("section", { has: page.getByRole("heading", { name: "Timeline" }) });
    await expect.poll(() => timeline.textContent()).toContain(`Staff only ${staffNote}`);
    await orderAction(page, shopper.orderNumber, "Start packing", "packed");
    await orderAction(page, shopper.orderNumber, "Ship", "shipped", async () => {
      // Steadfast is set up: the Ship form starts on it.
      await expect.poll(() => page.getByRole("combobox", { name: "Courier" }).inputValue()).toBe("steadfast");
    });
    // The fake Steadfast booked the parcel and gave its tracking number.
    const courier = page.locator("section", { has: page.getByRole("heading", { name: "Courier" }) });
    await expect.poll(() => courier.textContent()).toContain("Steadfast");
    const tracking = (await courier.getByRole("link").first().textContent())?.trim() ?? "";
    expect(tracking).toMatch(/^[A-Z0-9]{6,}$/);
    await orderAction(page, shopper.orderNumber, "Mark delivered", "delivered");
    await expect.poll(() => page.getByText("Nothing more to do with this order.").isVisible()).toBe(true);

    // The shopper's own order page.
    await shopper.page.goto(`/my-orders/${shopper.orderKey}`);
    await expect.poll(() => shopper.page.locator("[data-order-status]").first().getAttribute("data-order-status"), { timeout: 10_000 }).toBe("delivered");
    await expect.poll(() => shopper.page.locator("[data-payment-status]").first().getAttribute("data-payment-status")).toBe("paid");
    await expect
      .poll(() =>
        shopper.page
          .getByRole("button", { name: /Write a Review/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => shopper.page.locator("[data-courier]").textContent()).toContain(tracking);
    expect(await shopper.page.locator("main").textContent()).not.toContain("INTERNAL");

    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });

  it("an owner edits a price and the storefront shows it; adjusts stock and reads the history", async () => {
    const product = (await inStockProducts("sort=name_asc&per_page=60&page=2")).find((p) => !p.has_discount_price && !used.has(p.slug));
    expect(product, "an in-stock product without a discount").toBeTruthy();
    used.add(product!.slug);
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await staffSignIn(page, journeyOwner(1));

    await page.goto(`${adminUrl()}/products`);
    await page.getByRole("searchbox", { name: "Search" }).fill(product!.slug);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("link", { name: product!.name, exact: true }).click();
    const newPrice = product!.price + 7;
    await page.getByLabel("Price (৳)").fill(String(newPrice));
    await page.getByRole("button", { name: "Save product" }).click();
    await expect.poll(() => page.getByText("Product saved").first().isVisible(), { timeout: 10_000 }).toBe(true);

    // The storefront's product page shows the new price within seconds (the API's cache and the web app's are dropped).
    const shop = await context.newPage();
    const shown = `৳${newPrice.toLocaleString("en-IN")}`;
    await expect
      .poll(
        async () => {
          await shop.goto(`${baseUrl()}/product/${product!.slug}`);
          return shop.locator("main").textContent();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toContain(shown);

    // Stock: 7 units in, then the history names the reason and who.
    const before = await liveStock(product!.slug);
    const note = `Carton from the supplier for ${journeyOwner(1)}`;
    await page.getByRole("radio", { name: "Units in (+)" }).check();
    await page.getByLabel("Quantity").fill("7");
    await page.getByLabel("Reason").selectOption("received");
    await page.getByLabel("Note (optional)").last().fill(note);
    await page.getByRole("button", { name: "Save adjustment" }).click();
    await expect.poll(() => liveStock(product!.slug), { timeout: 10_000 }).toBe(before + 7);
    const history = page.locator("table", { hasText: "Stock after" }).first();
    await expect.poll(() => history.locator("tbody tr").first().textContent(), { timeout: 10_000 }).toContain(note);
    const newest = (await history.locator("tbody tr").first().textContent()) ?? "";
    expect(newest).toContain("+7");
    expect(newest).toContain(String(before + 7));
    expect(newest).toContain("Received from supplier");
    expect(newest).toContain(journeyOwner(1));

    expect(errors).toEqual([]);
    await context.close();
  });

  it("a shopper asks about a part; an owner answers it from the queue; the shopper is told and the answer is public; the owner replies to their contact message", async () => {
    const shopper = await shopperPlacesOrder(browser, DESKTOP, used);
    const title = `Does it work at 3.3 V? (${shopper.orderNumber})`;
    // The shopper's account has no email, so the question carries one (spec R284).
    const email = `asker-${shopper.orderNumber}@example.com`.toLowerCase();
    const asked = await shopper.page.request.post(`/api/v1/product/${shopper.product.slug}/questions`, { data: { title, email } });
    expect(asked.status(), await asked.text()).toBe(201);

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await staffSignIn(page, journeyOwner(3));
    await page.goto(`${adminUrl()}/questions`);
    const card = page.locator("article", { has: page.getByRole("heading", { name: title }) });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    await card.getByRole("textbox", { name: "Answer" }).fill("Yes: its logic runs from 3.3 V to 5 V.");
    await card.getByRole("button", { name: "Send answer" }).click();
    await expect.poll(() => page.getByText("Answer saved; the shopper is told").first().isVisible(), { timeout: 10_000 }).toBe(true);

    // Gone from the unanswered queue, listed under Answered.
    await page.goto(`${adminUrl()}/questions?status=answered`);
    await expect
      .poll(() => card.getByRole("textbox", { name: "Answer (edit)" }).inputValue(), { timeout: 10_000 })
      .toBe("Yes: its logic runs from 3.3 V to 5 V.");
    const publicList = await fetch(`${apiUrl()}/v1/product/${shopper.product.slug}/questions`);
    const questions = ((await publicList.json()) as { data: { title: string; answer: string | null }[] }).data;
    expect(questions.find((q) => q.title === title)?.answer).toBe("Yes: its logic runs from 3.3 V to 5 V.");
    // The answer is mailed to the address the question gave.
    const mails = await outbox(apiUrl(), email);
    expect(mails.some((m) => m.body.includes("Yes: its logic runs from 3.3 V to 5 V."))).toBe(true);

    // The same shopper writes through the contact page; the owner replies from Messages (issue 46):
    // the reply is kept under the message and mailed to the sender with their message quoted.
    const subject = `Bulk price for 40 boards (${shopper.orderNumber})`;
    const contact = await shopper.page.request.post("/api/v1/contact", {
      data: { name: "Karim Hossain", email, title: subject, comment: "Could you quote 40 of these delivered to Chattogram?", website: "" },
    });
    expect(contact.status(), await contact.text()).toBe(201);
    await page.goto(`${adminUrl()}/messages`);
    const message = page.locator("article", { has: page.getByRole("heading", { name: subject }) });
    await expect.poll(() => message.isVisible(), { timeout: 10_000 }).toBe(true);
    await message.getByRole("textbox", { name: "Reply" }).fill("40 boards are ৳52,000 with delivery.");
    await message.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(() => message.getByText(/^Reply by /).textContent(), { timeout: 10_000 }).toContain(journeyOwner(3));
    expect(await message.textContent()).toContain("40 boards are ৳52,000 with delivery.");
    await expect
      .poll(async () => (await outbox(apiUrl(), email)).find((m) => m.subject === `Re: ${subject}`)?.body ?? "", { timeout: 10_000 })
      .toContain("> Could you quote 40 of these delivered to Chattogram?");

    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });
});
