import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bn } from "../../apps/web/src/i18n/messages/bn";
import { en } from "../../apps/web/src/i18n/messages/en";
import { sessionToken, signIn, uniquePhone } from "../support/auth";
import { DESKTOP, PHONE, apiUrl, baseUrl, launch, openPage, waitForHydration } from "../support/browser";
import { inStockProducts } from "../support/cart";

/**
 * Issue 50: the information pages, the blog, the parts lists (BOM) and the newsletter's
 * result pages in Bangla at /bn/..., English unchanged at today's URLs. The words asserted
 * come from the catalogues (en.ts, bn.ts), so a changed wording changes the journey with it.
 */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), "shop-e2e-screenshots");
const WIDE = { width: 1366, height: DESKTOP.height } as const;
const BANGLA = /[\u0980-\u09FF]/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `content-${name}-${page.viewportSize()?.width}.png`), fullPage: true });

async function expectNothingSideways(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: sideways scroll`).toBeLessThanOrEqual(0);
}

const h1 = (page: Page) => page.locator("main h1").first().innerText();

/** Each page, its heading in both languages, and a sentence of its body in Bangla. */
const PAGES = [
  { path: "/about-us", title: (m: typeof en) => m.info.aboutTitle },
  { path: "/faq", title: (m: typeof en) => m.info.faqTitle },
  { path: "/privacy-policy", title: (m: typeof en) => m.info.privacyTitle },
  { path: "/terms-of-use", title: (m: typeof en) => m.info.termsTitle },
  { path: "/shipping-and-refund-policy", title: (m: typeof en) => m.info.shippingTitle },
  { path: "/blogs", title: (m: typeof en) => m.blog.title },
  { path: "/blogs/getting-started-with-esp32", title: (m: typeof en) => m.blog.posts["getting-started-with-esp32"].title },
  { path: "/bom", title: (m: typeof en) => m.pages.bom },
  { path: "/newsletter/confirm", title: (m: typeof en) => m.newsletterPages.confirmTitle },
  { path: "/newsletter/unsubscribe", title: (m: typeof en) => m.newsletterPages.unsubscribeTitle },
];

describe("information, blog, parts lists and newsletter pages in Bangla (issue 50)", () => {
  for (const size of [PHONE, WIDE]) {
    it(`${size.width} px: every page's heading and title in its language, <html lang>, nothing sideways`, async () => {
      const { context, page, errors } = await openPage(browser, size);
      for (const { path: p, title } of PAGES) {
        for (const [locale, messages] of [
          ["en", en],
          ["bn", bn],
        ] as const) {
          // "/en/..." sets the remembered language back to English (a Bangla cookie would send "/x" to "/bn/x").
          const url = `/${locale}${p}`;
          const res = await page.goto(url);
          expect(res?.status(), url).toBe(200);
          expect(new URL(page.url()).pathname, url).toBe(locale === "en" ? p : `/bn${p}`);
          expect(await page.locator("html").getAttribute("lang"), url).toBe(locale);
          expect(await h1(page), url).toBe(title(messages as typeof en));
          if (locale === "bn") expect(await page.title(), url).toMatch(BANGLA);
          await expectNothingSideways(page, url);
          await shot(page, `${locale}${p.replaceAll("/", "-")}`);
        }
      }
      // The contact page's details (features/info/contact-details.tsx) in Bangla.
      await page.goto("/bn/contact");
      expect(await page.locator("#contact-hours").innerText()).toBe(bn.info.storeHours);
      await expectNothingSideways(page, "/bn/contact");
      await shot(page, "bn-contact");
      // The FAQ's answers keep the English numbers in Bangla digits; English keeps its words.
      await page.goto("/bn/faq");
      // The answers are in closed <details>: their text, not what shows.
      expect(await page.locator("main").textContent()).toContain("৭ দিনের রিপ্লেসমেন্ট ওয়ারেন্টি");
      await page.goto("/en/faq");
      expect(await page.locator("main").textContent()).toContain("7-day replacement warranty");
      // The article: frame in Bangla, body marked English with a line saying so.
      await page.goto("/bn/blogs/getting-started-with-esp32");
      expect(await page.locator("main").innerText()).toContain(bn.blog.inEnglish);
      expect(await page.locator('article div[lang="en"]').count()).toBe(1);
      expect(await page.locator("main article header time").innerText()).toMatch(/[০-৯]/);
      await page.goto("/en/blogs/getting-started-with-esp32");
      expect(await page.locator("main").innerText()).not.toContain(bn.blog.inEnglish);
      expect(await page.locator("main article header time").innerText()).toBe("18 October 2026");
      // A link without a token: the spec's "Unable to process." in each language.
      for (const [prefix, words] of [
        ["/en", en.newsletterPages.confirm_unable_to_process],
        ["/bn", bn.newsletterPages.confirm_unable_to_process],
      ] as const) {
        await page.goto(`${prefix}/newsletter/confirm`);
        await expect.poll(() => page.locator("[data-newsletter-result]").innerText()).toBe(words);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("a Bangla shopper matches a parts list, sees the lines in Bangla, and a shared list reads in Bangla; English words unchanged", async () => {
    const parts = (await inStockProducts("sort=price_asc&per_page=30")).filter((p) => p.current_stock >= 3).slice(0, 2);
    expect(parts.length).toBe(2);
    for (const size of [PHONE, WIDE]) {
      const { context, page } = await openPage(browser, size);
      await page.goto("/bn/bom");
      const box = page.getByRole("textbox", { name: bn.bom.pasteLabel });
      await waitForHydration(box);
      // Nothing pasted: the Bangla message.
      await page.getByRole("button", { name: bn.bom.findParts }).click();
      await expect.poll(() => page.locator("#bom-error").innerText()).toBe(bn.bom.textRequired);
      await box.fill(`${parts.map((p) => `2 x ${p.name}`).join("\n")}\nzqxw flux capacitor 1`);
      await page.getByRole("button", { name: bn.bom.findParts }).click();
      const list = page.getByRole("list", { name: bn.bom.linesLabel });
      await expect.poll(() => list.locator("[data-bom-line]").count(), { timeout: 15_000 }).toBe(3);
      expect(await page.locator("#bom-results-title").innerText()).toBe("মিলে যাওয়া পার্টস (৩টির মধ্যে ২টি)");
      expect(await list.getByText("পাওয়া যায়নি: zqxw flux capacitor").count()).toBe(1);
      expect(await list.getByRole("button", { name: bn.bom.askToStock }).count()).toBe(1);
      expect(await list.locator("[data-bom-line]").first().innerText()).toMatch(/৳[০-৯]/);
      await expectNothingSideways(page, "/bn/bom matched");
      await shot(page, "bn-bom-matched");
      await context.close();
    }

    // A shared list, read by a guest in both languages; its owner sees Edit in Bangla.
    const owner = await openPage(browser, WIDE);
    await signIn(owner.page, baseUrl(), apiUrl(), uniquePhone());
    const token = await sessionToken(owner.page);
    const res = await fetch(`${apiUrl()}/v1/parts-lists`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: "Line follower", items: parts.map((p, i) => ({ product: p.slug, quantity: i + 1 })) }),
    });
    expect(res.status).toBe(200);
    const { id } = ((await res.json()) as { data: { id: string } }).data;
    await owner.page.goto(`/bn/list/${id}`);
    const edit = owner.page.getByRole("button", { name: bn.bom.editList });
    await expect.poll(() => edit.count(), { timeout: 10_000 }).toBe(1);
    await edit.click();
    await owner.page.getByRole("button", { name: bn.bom.removeName.replace("{name}", parts[1].name) }).click();
    await owner.page.getByRole("button", { name: bn.bom.removeName.replace("{name}", parts[0].name) }).click();
    await owner.page.getByRole("button", { name: bn.bom.saveChanges }).click();
    await expect.poll(() => owner.page.locator('form[aria-labelledby="edit-list-heading"] [role="alert"]').innerText()).toBe(bn.bom.needOne);
    await shot(owner.page, "bn-list-edit");
    // My Account's parts lists in Bangla: the list, its count of parts in Bangla digits, Delete.
    await owner.page.goto("/bn/my-account");
    const mine = owner.page.locator("#parts-lists");
    await expect.poll(() => mine.locator("h2").innerText(), { timeout: 10_000 }).toBe(bn.bom.myLists);
    await expect.poll(() => mine.innerText()).toContain(bn.bom.manyParts.replace("{count}", "২"));
    expect(await mine.getByRole("button", { name: bn.bom.deleteName.replace("{name}", "Line follower") }).count()).toBe(1);
    await mine.screenshot({ path: path.join(SHOTS, `content-bn-my-parts-lists-${WIDE.width}.png`) });
    await owner.context.close();

    for (const size of [PHONE, WIDE]) {
      const { context, page } = await openPage(browser, size);
      await page.goto(`/bn/list/${id}`);
      const shared = page.getByRole("list", { name: bn.bom.partsOf.replace("{name}", "Line follower") });
      await expect.poll(() => shared.locator("li").count()).toBe(2);
      expect(await shared.locator("li").nth(1).innerText()).toMatch(/২ × ৳[০-৯]/);
      expect(await page.getByRole("button", { name: bn.bom.addAll }).count()).toBe(1);
      expect(await page.locator("main").innerText()).toMatch(/মোট ৳[০-৯]/);
      await expectNothingSideways(page, "/bn/list");
      await shot(page, "bn-list");
      await page.goto(`/en/list/${id}`);
      await expect.poll(() => page.getByRole("list", { name: "Parts of Line follower" }).locator("li").count()).toBe(2);
      expect(await page.getByRole("button", { name: "Add all to cart" }).count()).toBe(1);
      expect(await page.locator("main").innerText()).toMatch(/Total ৳[0-9]/);
      await shot(page, "en-list");
      await context.close();
    }
  });
});
