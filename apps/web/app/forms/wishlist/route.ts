import { MESSAGES } from "@shop/contracts";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { signInHref } from "@/features/identity/callback-url";
import { answerFlash, callApiAs, readOwnForm, redirectBack } from "@/lib/api/form-post";
import { serverEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

/**
 * The wishlist heart before the page's scripts have come (src/lib/api/form-post.ts):
 * `product` (slug), `on` ("1" adds, "0" removes), `back`. A guest goes to sign in and
 * comes back to the page (spec §6), as a press on the hydrated heart does.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const posted = await readOwnForm(request);
  if (posted instanceof Response) return posted;
  const { form, back } = posted;
  const session = await getToken({ req: request, secret: serverEnv().NEXTAUTH_SECRET });
  if (!session?.token) return redirectBack(signInHref(back === "/" ? null : back), []);
  const on = form.get("on") !== "0";
  const answer = await callApiAs(request, on ? "PUT" : "DELETE", "/v1/wishlist", { product: String(form.get("product") ?? "") });
  return redirectBack(back, [answerFlash(answer, on ? MESSAGES.addedToWishlist : MESSAGES.removedFromWishlist, request)]);
}
