import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { readOtp, signIn, smsCount, uniquePhone } from "./auth";
import { apiUrl, baseUrl, openPage } from "./browser";
import { expectToast, inStockProducts, toastWith } from "./cart";
import { journeyOwner, shopperPlacesOrder } from "./admin-journey";

type Viewport = { width: number; height: number };
export type JourneyProduct = { slug: string; name: string };
type ReviewsMeta = { total: number; average: number; distribution: Record<"1" | "2" | "3" | "4" | "5", number> };

// ---- the API, as the back office's server calls it ----------------------------

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${apiUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

const ownerTokens = new Map<number, Promise<string>>();

/**
 * Signs a journey owner in through the API (code from the dev outbox), once per file: a
 * phone gets one code a minute. The token is for /v1/admin/*.
 */
export function ownerToken(ownerIndex: number): Promise<string> {
  let token = ownerTokens.get(ownerIndex);
  if (!token) {
    token = signOwnerIn(journeyOwner(ownerIndex));
    ownerTokens.set(ownerIndex, token);
  }
  return token;
}

async function signOwnerIn(phone: string): Promise<string> {
  const before = await smsCount(apiUrl(), phone);
  const sent = await post("/v1/auth/otp", { phone });
  expect(sent.status, `code for the owner: ${await sent.clone().text()}`).toBe(200);
  const { signature } = ((await sent.json()) as { data: { signature: string } }).data;
  const otp = await readOtp(apiUrl(), phone, { after: before });
  const signedIn = await post("/v1/auth/signin", { phone, otp, signature });
  expect(signedIn.status, `owner sign-in: ${await signedIn.clone().text()}`).toBe(200);
  return ((await signedIn.json()) as { data: { token: string } }).data.token;
}

/** pending → confirmed → processing → shipped (a typed courier) → delivered, as an owner. */
async function deliverOrder(token: string, orderNumber: string): Promise<void> {
  const steps: Array<[string, unknown]> = [
    ["confirm", {}],
    ["process", {}],
    ["ship", { courier: "manual", courier_name: "Pathao", courier_tracking_number: `RV${orderNumber}` }],
    ["deliver", {}],
  ];
  for (const [action, body] of steps) {
    const res = await post(`/v1/admin/orders/${orderNumber}/${action}`, body, token);
    expect(res.status, `${action}: ${await res.text()}`).toBe(200);
  }
}

async function reviewsMeta(slug: string): Promise<ReviewsMeta> {
  const res = await fetch(`${apiUrl()}/v1/product/${slug}/reviews`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { meta: ReviewsMeta }).meta;
}

function ratingSum(meta: ReviewsMeta): number {
  return ([1, 2, 3, 4, 5] as const).reduce((sum, stars) => sum + stars * meta.distribution[stars], 0);
}

// ---- the page ----------------------------------------------------------------

function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Records the duration of every Web Animation started from now on (the stars' pop). */
async function recordAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __animations: number[] };
    w.__animations = [];
    const original = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      w.__animations.push(typeof options === "number" ? options : Number(options?.duration ?? 0));
      return original.call(this, keyframes, options);
    };
  });
}

function animations(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __animations: number[] }).__animations);
}

/** The star a shopper clicks: the label around the (visually hidden) radio. */
function starOf(page: Page, dialog: Locator, name: string): Locator {
  return dialog.locator("label").filter({ has: page.getByRole("radio", { name, exact: true }) });
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** The product page's reviews or questions: scrolled to, so the lazy island loads. */
async function scrollToSection(page: Page, id: "reviews" | "questions"): Promise<Locator> {
  const section = page.locator(`section#${id}`);
  await section.scrollIntoViewIfNeeded();
  return section;
}

/**
 * A shopper's delivered order → Write a Review on its line: the dialog shows the line
 * and the order; stars by keyboard and by click (300 ms pop); the messages on blur and
 * on submit; a failing API is a toast for 2 s; then the review is sent, the line says
 * Reviewed, the product page lists it with the new average, and a second attempt is
 * refused with "You have already reviewed this product".
 */
export async function writeReviewJourney(browser: Browser, viewport: Viewport, ownerIndex: number, used: Set<string>): Promise<JourneyProduct> {
  const phone = viewport.width < 768;
  const shopper = await shopperPlacesOrder(browser, viewport, used);
  const { page, product } = shopper;
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await deliverOrder(await ownerToken(ownerIndex), shopper.orderNumber);
  const before = await reviewsMeta(product.slug);

  // ---- the orders list offers Write a Review under the delivered order, and opens the same dialog ----
  await page.goto("/my-orders");
  const fromList = page.locator(`[data-order-reviews="${shopper.orderKey}"]`).getByRole("button", { name: `Write a Review for ${product.name}` });
  await expect.poll(() => fromList.isVisible(), { timeout: 10_000 }).toBe(true);
  await fromList.click();
  await expect.poll(() => page.getByRole("dialog", { name: "Write a Review" }).isVisible(), { timeout: 10_000 }).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(() => page.getByRole("dialog", { name: "Write a Review" }).count()).toBe(0);

  // ---- the order page: the line of a delivered order opens the dialog ----
  await page.goto(`/my-orders/${shopper.orderKey}`);
  await expect.poll(() => page.locator("[data-order-status]").first().getAttribute("data-order-status"), { timeout: 10_000 }).toBe("delivered");
  const line = page.locator(`[data-order-line="${product.slug}"]`);
  const write = line.getByRole("button", { name: `Write a Review for ${product.name}` });
  await write.click();
  const dialog = page.getByRole("dialog", { name: "Write a Review" });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  const productLink = dialog.getByRole("link", { name: product.name });
  expect(await productLink.getAttribute("href")).toBe(`/product/${product.slug}`);
  const shown = (await dialog.locator(`[data-review-product="${product.slug}"]`).textContent()) ?? "";
  expect(shown).toContain(`Order #${shopper.orderNumber}`);
  expect(shown).toContain("Qty: 2");
  expect(await dialog.getByText("Please rate this product").isVisible()).toBe(true);
  if (phone) expect(await noSidewaysScroll(page)).toBe(true);

  // ---- Escape closes it, focus goes back to the button; opened again it is blank ----
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect.poll(() => isFocused(write)).toBe(true);
  await write.click();
  await expect.poll(() => dialog.isVisible()).toBe(true);

  // ---- the review's messages on blur ----
  const text = dialog.getByRole("textbox", { name: /^Review/ });
  await text.focus();
  await text.blur();
  await expect.poll(() => dialog.getByText("Review can not be empty").isVisible()).toBe(true);
  expect(await text.getAttribute("aria-invalid")).toBe("true");
  const describedBy = (await text.getAttribute("aria-describedby")) ?? "";
  expect(await dialog.locator(`[id="${describedBy.split(" ").pop()}"]`).textContent()).toBe("Review can not be empty");
  await text.fill("  Too short ");
  await text.blur();
  await expect.poll(() => dialog.getByText("Review should have a minimum length of 10").isVisible()).toBe(true);
  await text.fill("x".repeat(501));
  await text.blur();
  await expect.poll(() => dialog.getByText("Review should have a maximum length of 500").isVisible()).toBe(true);

  // ---- no star yet: the rating's message, the first star takes the focus ----
  await text.fill("Reads 2 cm to 4 m steadily; pins came straight. See https://example.com/test");
  await text.blur();
  await expect.poll(() => dialog.getByText(/Review should have/).count()).toBe(0);
  const submit = dialog.getByRole("button", { name: "Submit Review" });
  await submit.click();
  await expect.poll(() => dialog.getByText("Rating can not be empty").isVisible()).toBe(true);
  const first = dialog.getByRole("radio", { name: "1 star, Poor" });
  await expect.poll(() => isFocused(first)).toBe(true);

  // ---- stars by keyboard: Space picks the focused one, arrows move and select ----
  await recordAnimations(page);
  await page.keyboard.press("Space");
  await expect.poll(() => first.isChecked()).toBe(true);
  await expect.poll(() => dialog.getByText("Rating can not be empty").count()).toBe(0);
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  const good = dialog.getByRole("radio", { name: "4 stars, Good" });
  await expect.poll(() => good.isChecked()).toBe(true);
  expect(await isFocused(good)).toBe(true);
  expect(await dialog.locator("[data-rating-label]").textContent()).toBe("Good");
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => dialog.getByRole("radio", { name: "3 stars, Neutral" }).isChecked()).toBe(true);

  // ---- a click picks 5, with the 300 ms pop ----
  const excellent = dialog.getByRole("radio", { name: "5 stars, Excellent" });
  await starOf(page, dialog, "5 stars, Excellent").click();
  await expect.poll(() => excellent.isChecked()).toBe(true);
  await page.mouse.move(0, 0);
  await expect.poll(() => dialog.locator("[data-rating-label]").textContent()).toBe("Excellent");
  expect(await animations(page)).toContain(300);

  // ---- the API fails: an error toast that stays past the usual 1.5 s and is gone after 2 s ----
  await page.route("**/api/v1/product/*/reviews", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "Unavailable", errors: [{ message: "The shop is busy, please try again", code: "internal_error" }] }),
    }),
  );
  await submit.click();
  await expectToast(page, "The shop is busy, please try again");
  const failedAt = Date.now();
  await page.waitForTimeout(1_600);
  expect(await toastWith(page, "The shop is busy, please try again").count()).toBe(1);
  await expect.poll(() => toastWith(page, "The shop is busy, please try again").count(), { timeout: 3_000 }).toBe(0);
  expect(Date.now() - failedAt).toBeLessThan(4_000);
  expect(await dialog.isVisible()).toBe(true);
  await page.unroute("**/api/v1/product/*/reviews");

  // ---- sent: the toast, the dialog closes, the line says Reviewed ----
  const review = `Reads 2 cm to 4 m steadily (${shopper.orderNumber}). See https://example.com/test`;
  await text.fill(`  ${review}  `);
  await submit.click();
  await expectToast(page, "Review submitted successfully");
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect.poll(() => line.locator("[data-reviewed]").isVisible(), { timeout: 10_000 }).toBe(true);

  // ---- the product page: the review, and the average with it ----
  const after = await reviewsMeta(product.slug);
  expect(after.total).toBe(before.total + 1);
  expect(after.average).toBeCloseTo((ratingSum(before) + 5) / (before.total + 1), 2);
  await page.goto(`/product/${product.slug}`);
  const reviews = await scrollToSection(page, "reviews");
  await expect.poll(() => reviews.locator("[data-rating-average]").textContent(), { timeout: 15_000 }).toBe(after.average.toFixed(2));
  expect(await reviews.locator("[data-rating-count]").textContent()).toBe(`Based on ${after.total} ${after.total === 1 ? "review" : "reviews"}`);
  expect(await reviews.locator('[data-distribution="5"]').getAttribute("data-count")).toBe(String(after.distribution[5]));
  const mine = reviews.locator("[data-review]").filter({ hasText: shopper.orderNumber });
  await expect.poll(() => mine.count()).toBe(1);
  expect(await mine.locator("[data-review-text]").textContent()).toBe(review);
  expect(await mine.textContent()).toContain("Rated 5 out of 5");
  expect(await mine.textContent()).toContain("Verified purchase");
  // A link in a review stays text.
  expect(await mine.locator("a").count()).toBe(0);
  if (phone) expect(await noSidewaysScroll(page)).toBe(true);

  // ---- the reviewed line says Reviewed instead of offering Write a Review again ----
  await page.goto(`/my-orders/${shopper.orderKey}`);
  await expect.poll(() => line.locator("[data-reviewed]").isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await write.count()).toBe(0);
  // The API refuses a second review sent by hand.
  const again = await page.request.post(`/api/v1/product/${product.slug}/reviews`, {
    data: { rating: 4, review: "Another go at the same product", order_key: shopper.orderKey },
  });
  expect(again.status()).toBe(422);
  expect(((await again.json()) as { errors: { message: string }[] }).errors[0].message).toBe("You have already reviewed this product");
  expect((await reviewsMeta(product.slug)).total).toBe(after.total);

  expect(errors).toEqual([]);
  await shopper.context.close();
  return { slug: product.slug, name: product.name };
}

/**
 * A guest presses Ask Question → sign in → back on the product page with the dialog
 * open (product and email read-only) → the title's messages → submitted, the
 * confirmation; the question is listed, and once an owner answers it, it comes first
 * with its answer.
 */
export async function askQuestionJourney(browser: Browser, viewport: Viewport, ownerIndex: number, product: JourneyProduct): Promise<void> {
  const phone = viewport.width < 768;
  const { context, page, errors } = await openPage(browser, viewport);
  await page.goto(`/product/${product.slug}`);
  const questions = await scrollToSection(page, "questions");
  const ask = questions.getByRole("button", { name: "Ask Question" });
  await expect.poll(() => ask.isVisible(), { timeout: 15_000 }).toBe(true);
  await ask.click();
  await page.waitForURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === `/product/${product.slug}?ask=1`, { timeout: 15_000 });

  const shopperPhone = uniquePhone();
  await signIn(page, baseUrl(), apiUrl(), shopperPhone);
  await page.waitForURL((url) => url.pathname === `/product/${product.slug}` && url.searchParams.get("ask") === "1", { timeout: 15_000 });
  const dialog = page.getByRole("dialog", { name: "Ask Question" });
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);

  const productField = dialog.getByRole("textbox", { name: "Product" });
  expect(await productField.inputValue()).toBe(product.name);
  expect(await productField.getAttribute("readonly")).not.toBeNull();
  // A phone-only account: the dialog asks for the email the answer goes to (R284).
  const email = dialog.getByRole("textbox", { name: /^Email/ });
  expect(await email.getAttribute("readonly")).toBeNull();
  expect(await email.getAttribute("aria-required")).toBe("true");
  const title = dialog.getByRole("textbox", { name: /^Your Question/ });
  await expect.poll(() => isFocused(title)).toBe(true);
  if (phone) expect(await noSidewaysScroll(page)).toBe(true);

  // ---- the title's messages: on blur, and on submit ----
  await title.blur();
  await expect.poll(() => dialog.getByText("Question can not be empty").isVisible()).toBe(true);
  await title.fill(" Hi? ");
  await title.blur();
  await expect.poll(() => dialog.getByText("Question should have a minimum length of 5").isVisible()).toBe(true);
  const submit = dialog.getByRole("button", { name: "Submit Question" });
  await submit.click();
  expect(await dialog.getByText("Question should have a minimum length of 5").isVisible()).toBe(true);
  await title.fill("y".repeat(121));
  await submit.click();
  await expect.poll(() => dialog.getByText("Question should have a maximum length of 120").isVisible()).toBe(true);

  // ---- the email: required, then a valid address ----
  const asked = `Does it work from a 3.3 V board? (${shopperPhone})`;
  await title.fill(asked);
  await submit.click();
  await expect.poll(() => dialog.getByText("Email address can not be empty").isVisible()).toBe(true);
  expect(await isFocused(email)).toBe(true);
  await email.fill("asker@");
  await submit.click();
  await expect.poll(() => dialog.getByText("Invalid email address").isVisible()).toBe(true);
  await email.fill(`asker.${shopperPhone}@example.com`);

  // ---- sent: the submitted state, then Done closes it and the flag leaves the address ----
  await submit.click();
  await expect
    .poll(() => dialog.locator("[data-question-submitted]").textContent(), { timeout: 10_000 })
    .toContain("Thank you! We will answer your question within the next few hours.");
  await expectToast(page, "Question Created");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  expect(new URL(page.url()).searchParams.has("ask")).toBe(false);
  const listed = questions.locator("[data-question]").filter({ hasText: asked });
  await expect.poll(() => listed.count(), { timeout: 10_000 }).toBe(1);
  expect(await listed.getAttribute("data-answered")).toBe("false");
  expect(await listed.textContent()).toContain("Not answered yet");

  // ---- an owner answers it: answered questions come first, with the answer and its date ----
  const res = await fetch(`${apiUrl()}/v1/product/${product.slug}/questions`);
  const id = ((await res.json()) as { data: { id: number; title: string }[] }).data.find((q) => q.title === asked)?.id;
  expect(id, "the new question in the public list").toBeTruthy();
  const answered = await post(`/v1/admin/questions/${id}/answer`, { answer: "Yes: its logic runs from 3.3 V to 5 V." }, await ownerToken(ownerIndex));
  expect(answered.status, await answered.text()).toBe(200);
  await page.reload();
  await scrollToSection(page, "questions");
  const top = questions.locator("[data-question]").first();
  await expect.poll(() => top.getAttribute("data-answered"), { timeout: 15_000 }).toBe("true");
  expect(await top.locator("[data-question-title]").textContent()).toContain(asked);
  expect(await top.locator("[data-question-answer]").textContent()).toContain("Yes: its logic runs from 3.3 V to 5 V.");
  expect(await top.textContent()).toContain("Answered on");
  if (phone) expect(await noSidewaysScroll(page)).toBe(true);

  expect(errors).toEqual([]);
  await context.close();
}

/** A product for the question journey when the review journey did not get to name one. */
export async function productToAskAbout(): Promise<JourneyProduct> {
  const [product] = await inStockProducts("sort=name_asc&per_page=10");
  expect(product, "an in-stock product").toBeTruthy();
  return { slug: product.slug, name: product.name };
}
