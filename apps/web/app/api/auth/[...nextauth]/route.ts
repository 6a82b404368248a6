import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/features/identity/auth-options";
import { createGuestId, guestCookieString } from "@/features/identity/guest-id";
import { serverEnv } from "@/lib/env";

/** next-auth's routes: session, csrf, providers, signin/{provider}, callback/{provider}, signout, _log. */
const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * Sign-out also starts a fresh guest (the old guest id was seen with the account). The
 * guest cookie is httpOnly, so the server sets it here, never a page script.
 */
async function post(request: NextRequest, context: Context): Promise<Response> {
  const response: Response = await handler(request, context);
  const { nextauth } = await context.params;
  if (nextauth[0] !== "signout" || response.status >= 400) return response;
  const headers = new Headers(response.headers);
  const secure = new URL(request.url).protocol === "https:" || serverEnv().secureCookies;
  headers.append("set-cookie", guestCookieString(createGuestId(), { secure }));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The phone-code sign-in has no GET callback (only its POST signs in): a GET there,
 * from a stale link or a probe, goes to the sign-in page instead of next-auth's 500.
 */
async function get(request: NextRequest, context: Context): Promise<Response> {
  const { nextauth } = await context.params;
  if (nextauth[0] === "callback") return Response.redirect(new URL("/signin?error=Callback", request.url), 302);
  return handler(request, context);
}

export { get as GET, post as POST };
