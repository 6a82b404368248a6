import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, uniquePhone } from "../support/auth";
import { apiUrl, baseUrl, DESKTOP, launch, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Content-Security-Policy violations a page reports while it loads and hydrates. */
async function cspViolations(page: Page, path: string): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
  return violations;
}

describe("the shop's edge (issue 9, security)", () => {
  it("sends a CSP that forbids framing and other origins, and no page breaks it", async () => {
    const res = await fetch(`${baseUrl()}/`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // Served over http here: no HSTS (the edge adds it for an https shop).
    expect(res.headers.get("strict-transport-security")).toBeNull();

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const list = (await (await fetch(`${apiUrl()}/v1/products?per_page=1`)).json()) as { data: { slug: string }[] };
    for (const path of ["/", `/product/${list.data[0].slug}`, "/search?query=arduino", "/signin", "/my-cart", "/offers", "/brands"]) {
      expect(await cspViolations(page, path), path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the API token and the guest id out of page scripts, while the shop works signed in", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const phone = uniquePhone();
    await page.goto("/signin?callbackUrl=%2Fmy-account");
    await signIn(page, baseUrl(), apiUrl(), phone);
    await page.waitForURL((url) => url.pathname === "/my-account");
    await expect.poll(() => page.getByText(phone, { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);

    const seenByScripts = await page.evaluate(async () => ({
      session: await (await fetch("/api/auth/session")).text(),
      cookies: document.cookie,
    }));
    const session = JSON.parse(seenByScripts.session) as Record<string, unknown>;
    expect(session.user).toMatchObject({ phone });
    expect(Object.keys(session).sort()).toEqual(["expires", "user"]);
    expect(seenByScripts.session).not.toMatch(/"token"/);
    expect(seenByScripts.cookies).not.toContain("next-auth.session-token");
    expect(seenByScripts.cookies).not.toContain("robodoc_guest_user");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "robodoc_guest_user")?.httpOnly).toBe(true);

    // The forwarder attaches the token: the profile answers through the shop's address.
    const profile = await page.evaluate(async () => (await fetch("/api/v1/profile", { headers: { Accept: "application/json" } })).status);
    expect(profile).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a signed-in shopper only to pages of this shop after sign-in", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto("/signin?callbackUrl=%2F%09%2Fevil.example");
    await signIn(page, baseUrl(), apiUrl(), uniquePhone());
    await page.waitForLoadState("domcontentloaded");
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    // Signed in already, the sign-in page sends the shopper on at once: still home.
    for (const hostile of ["%2F%0A%2Fevil.example", "%2F%5Cevil.example", "https%3A%2F%2Fevil.example", "%2F.%2F%2Fevil.example"]) {
      await page.goto(`/signin?callbackUrl=${hostile}`);
      await page.waitForURL((url) => url.pathname !== "/signin", { timeout: 15_000 });
      expect(new URL(page.url()).origin, hostile).toBe(new URL(baseUrl()).origin);
    }
    await context.close();
  });

  it("never serves the dev outbox through the shop's address, and refuses oversize bodies", async () => {
    const outbox = await fetch(`${baseUrl()}/api/v1/dev/outbox?to=01712345678`);
    expect(outbox.status).toBe(404);
    const big = await fetch(`${baseUrl()}/api/v1/addresses`, {
      method: "POST",
      body: new Uint8Array(5 * 1024 * 1024),
      headers: { "content-type": "application/json" },
    });
    expect(big.status).toBe(413);
  });
});
