import { getToken } from "next-auth/jwt";
import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { safeCallbackUrl } from "@/features/identity/callback-url";
import { localeOfPath, localizePath, pathWithoutLocale } from "@/i18n/paths";
import { routing } from "@/i18n/routing";
import { serverEnv } from "@/lib/env";

/** next-intl's routing (docs/decisions/051-bangla-storefront.md): /x → /en/x inside, /bn/x as it is, /en/x → /x. */
const intl = createIntlMiddleware(routing);

/**
 * Protected pages (spec §2, §6), in either language: a visitor without a session goes to
 * /signin?callbackUrl=<path with query>, and a signed-in visitor of /signin goes on to
 * where sign-in would have taken them. /my-orders/{order_key} is open to anyone holding
 * the key. The check is the session cookie's signature and expiry; a token the API has
 * revoked is caught by the page's first API call (401 → fresh guest). See
 * docs/decisions/009-sessions.md.
 */
const PROTECTED =
  /^\/(signin|my-account(\/.*)?|my-orders|my-wishlist(\/.*)?|addresses(\/.*)?|checkout(\/.*)?|payment-info(\/.*)?|order-success|order-cancel-confirm|order-cancel-success)$/;

async function guard(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  const bare = pathWithoutLocale(pathname);
  if (!PROTECTED.test(bare)) return null;
  const token = await getToken({ req: request, secret: serverEnv().NEXTAUTH_SECRET });
  // /signin itself: a signed-in visitor goes on to callbackUrl (or home) before the
  // page is sent, so the page can show its form in its first paint instead of waiting
  // for the session to be known.
  if (bare === "/signin") {
    if (!token?.token) return null;
    return NextResponse.redirect(new URL(safeCallbackUrl(request.nextUrl.searchParams.get("callbackUrl"), request.nextUrl.origin), request.url));
  }
  if (token?.token) return null;
  const target = new URL(localizePath(localeOfPath(pathname), "/signin"), request.url);
  target.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(target);
}

/**
 * Every page request: the language first (a redirect to the page in the visitor's
 * language, or the rewrite to the internal /en or /bn route), then the sign-in check of
 * the page it lands on. Route handlers (/api, /forms), the build's files and the public
 * files never come here.
 */
export async function proxy(request: NextRequest) {
  const routed = intl(request);
  if (routed.headers.has("location")) return routed;
  return (await guard(request)) ?? routed;
}

export const config = {
  matcher: [
    "/((?!api/|forms/|_next/|fonts/|images/|icon\\.svg|icon-32\\.png|apple-touch-icon\\.png|og-image\\.png|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)",
  ],
};
