import { expect } from "vitest";

/**
 * Presses Pay, Fail or Cancel on the fake bKash page as a browser would (reads the
 * page, posts that button's form) and answers where bKash sends the browser next.
 */
export async function pressOnFakePage(bkashUrl: string, button: "Pay" | "Fail" | "Cancel") {
  const page = await fetch(bkashUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("<title>bKash Payment</title>");
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const form = forms.find((m) => m[2].includes(`>${button}</button>`));
  expect(form).toBeDefined();
  const fields = new URLSearchParams(
    [...form![2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]] as [string, string]),
  );
  const res = await fetch(new URL(form![1], bkashUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: fields.toString(),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("location")!);
  return { html, location, paymentID: location.searchParams.get("paymentID"), status: location.searchParams.get("status") };
}
