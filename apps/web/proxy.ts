import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { safeCallbackUrl } from "@/features/identity/callback-url";
import { serverEnv } from "@/lib/env";

/**
 * Protected pages (spec §2, §6): a visitor without a session goes to
 * /signin?callbackUrl=<path with query>, and a signed-in visitor of /signin goes on to
 * where sign-in would have taken them. Only these paths run through here, so every
 * other page stays static. /my-orders/{order_key} is open to anyone holding the key.
 * The check is the session cookie's signature and expiry; a token the API has revoked
 * is caught by the page's first API call (401 → fresh guest). See
 * docs/decisions/009-sessions.md.
 */
export async function proxy(request: NextRequest) {
  const token = await getToken({ req: request, secret: serverEnv().NEXTAUTH_SECRET });
  const { pathname, search } = request.nextUrl;
  // /signin itself: a signed-in visitor goes on to callbackUrl (or home) before the
  // page is sent, so the page can show its form in its first paint instead of waiting
  // for the session to be known.
  if (pathname === "/signin") {
    if (!token?.token) return NextResponse.next();
    return NextResponse.redirect(new URL(safeCallbackUrl(request.nextUrl.searchParams.get("callbackUrl"), request.nextUrl.origin), request.url));
  }
  if (token?.token) return NextResponse.next();
  const target = new URL("/signin", request.url);
  target.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(target);
}

export const config = {
  matcher: [
    "/signin",
    "/my-account/:path*",
    "/my-orders",
    "/my-wishlist/:path*",
    "/addresses/:path*",
    "/checkout/:path*",
    "/payment-info/:path*",
    "/order-success",
    "/order-cancel-confirm",
    "/order-cancel-success",
  ],
};
