import { expect } from "vitest";

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);|&amp;|&lt;|&gt;|&quot;/g, (entity, code: string | undefined) =>
    code ? String.fromCharCode(Number(code)) : ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' } as Record<string, string>)[entity],
  );

const hiddenInputs = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescapeHtml(m[1]), unescapeHtml(m[2])] as [string, string]);

/**
 * Presses Pay, Fail or Cancel on the fake SSLCommerz page as a browser would (reads the
 * page, posts that button's form) and answers what the browser would POST next: the
 * auto-submitting form's `action` (the session's success_url, fail_url or cancel_url)
 * and its `fields`, to be POSTed (form-urlencoded) to the API as the browser does.
 */
export async function pressOnFakeSslPage(gatewayUrl: string, button: "Pay" | "Fail" | "Cancel") {
  const page = await fetch(gatewayUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("<title>SSLCommerz Payment</title>");
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const form = forms.find((m) => m[2].includes(`>${button}</button>`));
  expect(form).toBeDefined();
  const res = await fetch(new URL(unescapeHtml(form![1]), gatewayUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(hiddenInputs(form![2])).toString(),
    redirect: "manual",
  });
  expect(res.status).toBe(200);
  const answer = await res.text();
  const back = /<form id="sslcommerz-return" method="post" action="([^"]*)">([\s\S]*?)<\/form>/.exec(answer);
  expect(back).not.toBeNull();
  return { html, action: unescapeHtml(back![1]), fields: Object.fromEntries(hiddenInputs(back![2])) as Record<string, string> };
}
