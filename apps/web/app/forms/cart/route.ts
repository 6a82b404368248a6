import { MESSAGES } from "@shop/contracts";
import type { NextRequest } from "next/server";
import { answerFlash, callApiAs, readOwnForm, redirectBack } from "@/lib/api/form-post";

export const dynamic = "force-dynamic";

/**
 * Add to Cart and Buy Now before the page's scripts have come (src/lib/api/form-post.ts):
 * `product` (slug), `quantity` (default 1), `intent` ("buy": on to the checkout once
 * added), `back` (the page to return to). The API decides everything else, as for the
 * page's own PUT /v2/carts.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const posted = await readOwnForm(request);
  if (posted instanceof Response) return posted;
  const { form, back } = posted;
  const product = String(form.get("product") ?? "");
  const quantity = Number(form.get("quantity") ?? 1);
  // The API answers a bad slug or quantity in the spec's words; send it what was posted.
  const answer = await callApiAs(request, "PUT", "/v2/carts", { product, quantity: Number.isFinite(quantity) ? quantity : 1 });
  if (answer.ok && form.get("intent") === "buy") return redirectBack("/checkout", [answer.setCookie]);
  return redirectBack(back, [answer.setCookie, answerFlash(answer, MESSAGES.addedToCart, request)]);
}
