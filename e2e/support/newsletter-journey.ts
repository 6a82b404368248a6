import type { Browser, Locator, Page, Request } from "playwright-core";
import { expect } from "vitest";
import { readMailLink, uniqueEmail } from "./auth";
import { apiUrl, delayScriptsFromNow, holdScriptsFromNow, openPage, waitForHydration } from "./browser";
import { horizontalOverflow } from "./admin-journey";

type Viewport = { width: number; height: number };

const SUBSCRIBE = "**/api/v1/subscriptions";
const CONTACT = "**/api/v1/contact";

/** An API refusal in the envelope's shape, for the answers a journey cannot provoke (429, a server-side field error). */
function refusal(status: number, message: string, field?: string) {
  return { status, contentType: "application/json", body: JSON.stringify({ message, errors: [{ message, code: "refused", ...(field ? { field } : {}) }] }) };
}

/** The path and query of a mailed link, opened on the shop the journey runs against. */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** A field's message: shown, and tied to the field with aria-invalid and aria-describedby. */
async function expectFieldError(page: Page, field: Locator, message: string): Promise<void> {
  await expect.poll(() => field.getAttribute("aria-invalid"), { message: `${message} (aria-invalid)` }).toBe("true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(describedBy.split(" ").map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}

/** A toast in the toaster (the link pages' own live region says the same words). */
function toastWith(page: Page, text: string): Locator {
  return page.locator('[data-toaster] [role="status"], [data-toaster] [role="alert"]').filter({ hasText: text });
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => toastWith(page, text).count(), { message: `toast "${text}"`, timeout: 10_000 }).toBe(1);
}

/** The newsletter link pages' result, read from their live region. */
async function linkResult(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const status = page.locator("main [data-newsletter-result]");
  await expect.poll(() => status.locator("p").count(), { message: `the result of ${path}`, timeout: 15_000 }).toBe(1);
  return (await status.textContent()) ?? "";
}

/** The next POST the page sends to `path`, with its JSON body. */
function nextPost(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((r) => new URL(r.url()).pathname === path && r.method() === "POST", { timeout: 10_000 });
}

/**
 * The footer signup's code arrives late (a slow network): the address typed and the
 * Subscribe pressed meanwhile are not lost; the form checks the address once its code
 * is there.
 */
export async function earlySubscribeJourney(browser: Browser, viewport: Viewport): Promise<void> {
  const { context, page, errors } = await openPage(browser, viewport);
  await page.goto("/about-us");
  await page.waitForLoadState("load");
  const delayed = await delayScriptsFromNow(page);
  const footer = page.locator("footer");
  const email = footer.getByRole("textbox", { name: "Email" });
  await email.scrollIntoViewIfNeeded();
  await email.click();
  await email.pressSequentially("rahim@example", { delay: 30 });
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect.poll(() => email.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
  await expectFieldError(page, email, "Invalid email address");
  expect(delayed()).toBeGreaterThan(0);
  expect(await email.inputValue()).toBe("rahim@example");
  expect(await isFocused(email)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
}

/**
 * A Subscribe press that spans the signup's code arriving: the pointer comes onto the
 * button (which asks for the code), the button goes down, the code arrives, then the
 * button comes up. The full form takes over only after that press's click, so the click
 * lands on the button it was aimed at and the form checks the empty field; a swap while
 * the button is down would take the button away under the pointer and lose the press.
 */
export async function pressAcrossSwapJourney(browser: Browser, viewport: Viewport): Promise<void> {
  const { context, page, errors } = await openPage(browser, viewport);
  await page.goto("/about-us");
  const footer = page.locator("footer");
  const email = footer.getByRole("textbox", { name: "Email" });
  const subscribe = footer.getByRole("button", { name: "Subscribe" });
  await waitForHydration(subscribe);
  const scripts = await holdScriptsFromNow(page);
  await subscribe.scrollIntoViewIfNeeded();
  const box = await subscribe.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect.poll(() => scripts.held(), { message: "the signup's code asked for on pointing" }).toBeGreaterThan(0);
  await page.mouse.down();
  // The code arrives and runs while the button is still down: the plain form stays.
  await scripts.arrive();
  expect(await footer.locator("form[data-plain]").count()).toBe(1);
  await page.mouse.up();
  await expectFieldError(page, email, "Email is a required field");
  expect(await footer.locator("form[data-plain]").count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}

/**
 * The footer signup, end to end: the required message first, then a fresh address →
 * the thank-you dialog → Continue Shopping to "/". The confirmation mail's links: confirm
 * (twice), the same address again from the footer (a toast in the API's words), then
 * unsubscribe (twice). A failing API is a 2 s toast, a refused address a message under
 * the field; no captcha script is ever fetched without a site key; a link without a
 * token says "Unable to process." without asking the API.
 */
export async function newsletterJourney(browser: Browser, viewport: Viewport): Promise<void> {
  const phone = viewport.width < 768;
  const { context, page, errors } = await openPage(browser, viewport);
  const captcha: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("recaptcha")) captcha.push(r.url());
  });

  await page.goto("/about-us");
  const footer = page.locator("footer");
  const email = footer.getByRole("textbox", { name: "Email" });
  const subscribe = footer.getByRole("button", { name: "Subscribe" });
  await waitForHydration(subscribe);
  await email.scrollIntoViewIfNeeded();
  expect(await footer.locator('label[for="newsletter-email"]').textContent()).toBe("Email*");
  expect(await email.getAttribute("aria-required")).toBe("true");

  // ---- the spec's messages, the field keeping the focus ----
  // Focusing the form loads its code, which swaps the full form in; a press landing
  // during that swap is the "code still on the way" and "still down" journeys', so this one waits for it.
  await email.focus();
  await expect.poll(() => footer.locator("form[data-plain]").count(), { timeout: 15_000 }).toBe(0);
  await subscribe.click();
  await expectFieldError(page, email, "Email is a required field");
  expect(await isFocused(email)).toBe(true);
  await email.fill("rahim@example");
  await subscribe.click();
  await expectFieldError(page, email, "Invalid email address");

  // ---- a fresh address: the thank-you dialog, Continue Shopping goes home ----
  const address = uniqueEmail();
  await email.fill(address);
  const sent = nextPost(page, "/api/v1/subscriptions");
  await subscribe.click();
  expect((await sent).postDataJSON()).toEqual({ email: address, gRecaptchaToken: "" });
  const dialog = page.getByRole("dialog", { name: "Thank you for your Subscriptions" });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await dialog.textContent()).toContain("We have sent a confirmation link to your email.");
  const continueShopping = dialog.getByRole("link", { name: "Continue Shopping" });
  await expect.poll(() => isFocused(continueShopping)).toBe(true);
  expect(await email.inputValue()).toBe("");
  await continueShopping.click();
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await expect.poll(() => dialog.count()).toBe(0);

  // ---- the confirmation mail's links ----
  const confirm = pathOf(await readMailLink(apiUrl(), address, /https?:\/\/[^\s"'<>]+\/newsletter\/confirm\?token=[^\s"'<>]+/));
  const unsubscribe = pathOf(await readMailLink(apiUrl(), address, /https?:\/\/[^\s"'<>]+\/newsletter\/unsubscribe\?token=[^\s"'<>]+/));
  expect(await linkResult(page, confirm)).toBe("Thank you for your subscription!");
  expect(await page.title()).toContain("Newsletter");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  expect(await page.getByRole("heading", { level: 1, name: "Newsletter" }).isVisible()).toBe(true);
  expect(await page.locator("main").getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/");
  if (phone) expect(await horizontalOverflow(page)).toBe(0);
  expect(await linkResult(page, confirm)).toBe("You are already subscribed.");

  // ---- the same address again, while confirmed: the API's words as a toast, the form cleared ----
  await email.fill(address);
  await subscribe.click();
  await expectToast(page, "You are already subscribed.");
  expect(await email.inputValue()).toBe("");

  expect(await linkResult(page, unsubscribe)).toBe("Successfully unsubscribed.");
  expect(await page.title()).toContain("Unsubscribe");
  if (phone) expect(await horizontalOverflow(page)).toBe(0);
  expect(await linkResult(page, unsubscribe)).toBe("You are already unsubscribed.");

  // ---- a link without its token is not sent ----
  let asked = false;
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/subscriptions/")) asked = true;
  });
  expect(await linkResult(page, "/newsletter/confirm")).toBe("Unable to process.");
  expect(asked).toBe(false);

  // ---- a failing API: its words as a toast that outlasts the usual 1.5 s; a refused address under the field ----
  await page.route(SUBSCRIBE, (route) => route.fulfill(refusal(429, "Too many signups. Please try again later.")));
  await email.fill(uniqueEmail());
  await subscribe.click();
  await expectToast(page, "Too many signups. Please try again later.");
  await page.waitForTimeout(1_600);
  expect(await toastWith(page, "Too many signups. Please try again later.").count()).toBe(1);
  await expect.poll(() => toastWith(page, "Too many signups. Please try again later.").count(), { timeout: 3_000 }).toBe(0);
  await page.unroute(SUBSCRIBE);
  await page.route(SUBSCRIBE, (route) => route.fulfill(refusal(422, "Invalid email address", "email")));
  await subscribe.click();
  await expectFieldError(page, email, "Invalid email address");
  await page.unroute(SUBSCRIBE);

  // ---- the form clears on a route change ----
  await page.goto("/faq");
  await email.fill("typed@example.com");
  await footer.getByRole("link", { name: "About Us" }).click();
  await page.waitForURL((url) => url.pathname === "/about-us");
  await expect.poll(() => email.inputValue()).toBe("");

  expect(captcha, "no captcha script without a site key").toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}

/**
 * The contact page's form: the spec's messages on blur and on submit (the first field
 * at fault takes the focus), a message of 1001 characters refused, the honeypot out of
 * sight and out of reach, a refused field from the API under it, the hourly limit as a
 * toast; then a real send: "Thank You for your message" and an empty form.
 */
export async function contactJourney(browser: Browser, viewport: Viewport): Promise<void> {
  const { context, page, errors } = await openPage(browser, viewport);
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  const name = form.getByRole("textbox", { name: "Name" });
  const email = form.getByRole("textbox", { name: "Email" });
  const title = form.getByRole("textbox", { name: "Title" });
  const message = form.getByRole("textbox", { name: "Message" });
  const send = form.getByRole("button", { name: "Send Message" });
  for (const [field, label] of [
    [name, "Name"],
    [email, "Email"],
    [title, "Title"],
    [message, "Message"],
  ] as const) {
    const shown = page.locator(`label[for="${await field.getAttribute("id")}"]`);
    expect(await shown.isVisible(), label).toBe(true);
    expect(await shown.textContent(), "a visible label with the required asterisk").toBe(`${label}*`);
  }
  expect(await message.getAttribute("aria-required")).toBe("true");
  if (viewport.width < 768) expect(await horizontalOverflow(page)).toBe(0);

  // ---- the honeypot: in the form, out of sight, out of the tab order and the accessibility tree ----
  const honeypot = form.locator('input[name="website"]');
  expect(await honeypot.getAttribute("tabindex")).toBe("-1");
  expect(await honeypot.getAttribute("autocomplete")).toBe("off");
  expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
  expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);

  // ---- on blur ----
  await name.focus();
  await page.keyboard.press("Tab");
  await expectFieldError(page, name, "Name is a required field");
  await name.fill("Al");
  await name.blur();
  await expectFieldError(page, name, "Name must be at least 3 characters");
  await email.fill("rahim@");
  await email.blur();
  await expectFieldError(page, email, "Invalid email address");
  await title.fill("Hello");
  await title.blur();
  await expectFieldError(page, title, "Title must be at least 10 characters");
  await message.fill("x".repeat(1001));
  await message.blur();
  await expectFieldError(page, message, "Message must be at most 1000 characters");
  expect(await form.locator("[data-contact-count]").textContent()).toBe("1001/1000 characters");

  // ---- on submit: the first field at fault takes the focus ----
  await send.click();
  await expect.poll(() => isFocused(name)).toBe(true);

  // ---- valid, but refused by the API: under the field it names; the hourly limit as a toast ----
  await name.fill("Rahim Uddin");
  await email.fill("rahim@example.com");
  await title.fill("Bulk order of ultrasonic sensors");
  await message.fill("Please quote 50 HC-SR04 sensors delivered to Chattogram.");
  expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
  await page.route(CONTACT, (route) => route.fulfill(refusal(422, "Title must be at least 10 characters", "title")));
  await send.click();
  await expectFieldError(page, title, "Title must be at least 10 characters");
  await page.unroute(CONTACT);
  await page.route(CONTACT, (route) => route.fulfill(refusal(429, "You can send at most 5 messages an hour. Please try again later.")));
  await send.click();
  await expectToast(page, "You can send at most 5 messages an hour. Please try again later.");
  expect(await name.inputValue()).toBe("Rahim Uddin");
  await page.unroute(CONTACT);

  // ---- sent: the thank-you dialog, focus inside, Escape closes it, the form is empty ----
  const sent = nextPost(page, "/api/v1/contact");
  await send.click();
  expect((await sent).postDataJSON()).toEqual({
    name: "Rahim Uddin",
    email: "rahim@example.com",
    title: "Bulk order of ultrasonic sensors",
    comment: "Please quote 50 HC-SR04 sensors delivered to Chattogram.",
    website: "",
  });
  const dialog = page.getByRole("dialog", { name: "Thank You for your message" });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.isVisible()).toBe(false);
  for (const field of [name, email, title, message]) expect(await field.inputValue()).toBe("");
  expect(await form.locator("[data-contact-count]").textContent()).toBe("0/1000 characters");
  if (viewport.width < 768) expect(await horizontalOverflow(page)).toBe(0);

  expect(errors).toEqual([]);
  await context.close();
}
