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

describe("the storefront's web security (issue 9): CSP, no credential in page scripts, redirects, the forwarder's refusals", () => {
  it("sends a CSP that forbids framing and other origins, and no page breaks it", async () => {
    const res = await fetch(`${baseUrl()}/`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // Served over http here: no HSTS (the web server adds it for an https shop).
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

  it("refuses the cart and wishlist forms posted from another site, and answers the shop's own with a redirect back", async () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const post = (path: string, headers: Record<string, string>, body: string) =>
      fetch(`${baseUrl()}${path}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body });
    const { data } = (await (await fetch(`${apiUrl()}/v1/products?in_stock=true&per_page=1`)).json()) as { data: { slug: string }[] };
    const body = form({ product: data[0].slug, quantity: "1" });
    const strangers: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { origin: "https://evil.example" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of strangers) {
      const refused = await post("/forms/cart", headers, body);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get("set-cookie"), "no guest is made for another site's post").toBe(null);
      expect((await post("/forms/wishlist", headers, body)).status).toBe(403);
    }
    // The shop's own page: added as a new guest (its cookie set), back to the page it came from, the words in the flash.
    const own = await post("/forms/cart", { "sec-fetch-site": "same-origin", origin: baseUrl(), referer: `${baseUrl()}/search?query=arduino` }, body);
    expect(own.status).toBe(303);
    expect(own.headers.get("location")).toBe("/search?query=arduino");
    const cookies = own.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("robodoc_guest_user=") && /HttpOnly/i.test(c))).toBe(true);
    expect(
      decodeURIComponent(
        cookies
          .find((c) => c.startsWith("robodoc_flash="))!
          .split(";")[0]
          .split("=")[1],
      ),
    ).toBe(JSON.stringify({ kind: "success", message: "Added to cart successfully" }));
    // Another site named as the page to go back to is not followed; a guest's heart goes to sign in.
    const elsewhere = await post("/forms/cart", { referer: "https://evil.example/x" }, form({ product: data[0].slug, back: "//evil.example" }));
    expect(elsewhere.headers.get("location")).toBe("/");
    const heart = await post("/forms/wishlist", { referer: `${baseUrl()}/product/${data[0].slug}` }, body);
    expect(heart.headers.get("location")).toBe(`/signin?callbackUrl=${encodeURIComponent(`/product/${data[0].slug}`)}`);
    // Not a form: refused, nothing done.
    expect((await fetch(`${baseUrl()}/forms/cart`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(400);
  });

  it("keeps what a shopper typed out of the address bar when a form is sent before the page's script runs", async () => {
    // No script at all: what a press meets before hydration on a slow phone.
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `early.${Date.now()}@example.com`;
    const sent = async (path: string, fill: () => Promise<void>, press: () => Promise<void>) => {
      await page.goto(path);
      await fill();
      const [request] = await Promise.all([page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame()), press()]);
      await page.waitForLoadState();
      expect(request.method(), path).toBe("POST");
      expect(page.url(), path).toBe(`${baseUrl()}${path}`);
      expect(page.url(), path).not.toContain("example.com");
      // The page answers as it would to the link (no error page), with the field empty again.
      expect(await page.title(), path).not.toMatch(/error|not found/i);
    };
    await sent(
      "/",
      () => page.locator("footer").getByLabel("Email").fill(email),
      () => page.locator("footer").getByRole("button", { name: "Subscribe" }).click(),
    );
    await sent(
      "/contact",
      async () => {
        await page.locator("main").getByRole("textbox", { name: "Name" }).fill("Early Shopper");
        await page.locator("main").getByRole("textbox", { name: "Email" }).fill(email);
      },
      () => page.getByRole("button", { name: "Send Message" }).click(),
    );
    await context.close();
  });
});
