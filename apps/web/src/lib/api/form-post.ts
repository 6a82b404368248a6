import { SOMETHING_WENT_WRONG } from "@shop/contracts";
import { FLASH_COOKIE, type Flash } from "../flash";
import type { NextRequest } from "next/server";
import { guestCookieString } from "@/features/identity/guest-id";
import { safeCallbackUrl } from "@/features/identity/callback-url";
import { localeOfPath } from "@/i18n/paths";
import { serverEnv } from "../env";
import { apiBase, forwarderHeaders } from "./forwarder";
import { isSecure, shopperIdentity } from "./forward";
import { SHOP_BUSY } from "@/lib/fallback-words";

/**
 * The buttons that work before the page's scripts have come (docs/decisions/035-forms-before-scripts.md):
 * Add to Cart, Buy Now and the wishlist heart are forms that post here (`/forms/*`),
 * plain HTML, and once the page is hydrated their submit is taken over by the page's
 * code instead. Here the post becomes the same API call the page's code makes, as the
 * same shopper (session or guest cookie, a new guest cookie when there is none), and is
 * answered with a redirect (303) back to the page it came from, carrying the API's words
 * in a flash cookie that the page's toaster shows once (FLASH_COOKIE).
 */

/** The longest a flash waits to be shown: the redirect's page reads it at once. */
const FLASH_SECONDS = 60;

/**
 * A post from one of the shop's own pages. Browsers name the site a request comes from
 * (Sec-Fetch-Site) and, for a post, the origin (Origin): another site's form, which
 * could post here with the shopper's cookies, is refused. A client that sends neither
 * is not a browser and holds no shopper's cookies.
 */
function fromOwnPage(request: NextRequest): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  return origin === request.nextUrl.origin || origin === originOf(serverEnv().NEXTAUTH_URL);
}

/**
 * The page to go back to: the page the form was on (Referer: the shop's
 * Referrer-Policy sends the whole address to its own pages), else the form's `back`,
 * never another site; else home.
 */
function backTo(request: NextRequest, form: FormData): string {
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === request.nextUrl.origin || url.origin === originOf(serverEnv().NEXTAUTH_URL)) return safeCallbackUrl(`${url.pathname}${url.search}`);
    } catch {
      // not an address: the form's own field decides
    }
  }
  const raw = form.get("back");
  return safeCallbackUrl(typeof raw === "string" ? raw : null);
}

/** The path of the page that sent the request, "/" when it names none. */
function refererPath(request: NextRequest): string {
  try {
    return new URL(request.headers.get("referer") ?? "/", request.nextUrl.origin).pathname;
  } catch {
    return "/";
  }
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** The form's fields, or null when the body is not a form (or too large to be one). */
async function formFields(request: NextRequest): Promise<FormData | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null;
  if (Number(request.headers.get("content-length") ?? 0) > 16 * 1024) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

type ApiAnswer = { ok: boolean; status: number; message: string };

/** One call to the API as the shopper who posted; its words for the flash. */
export async function callApiAs(request: NextRequest, method: "PUT" | "DELETE", path: string, body: unknown): Promise<ApiAnswer & { setCookie?: string }> {
  const headers = new Headers(forwarderHeaders(request.headers));
  headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  // The API's words for the flash in the language of the page the form was sent from (decision 051).
  headers.set("accept-language", localeOfPath(refererPath(request)));
  const { guestId, freshGuest } = await shopperIdentity(request, headers);
  const setCookie = freshGuest && guestId ? guestCookieString(guestId, { secure: isSecure(request) }) : undefined;
  try {
    const response = await fetch(`${apiBase()}${path}`, { method, headers, body: JSON.stringify(body), cache: "no-store", redirect: "manual" });
    const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] };
    const message = (response.ok ? answer.message : (answer.errors?.[0]?.message ?? answer.message)) ?? "";
    return { ok: response.ok, status: response.status, message, setCookie };
  } catch (error) {
    console.error("API unreachable", { target: path, error: String(error) });
    return { ok: false, status: 503, message: SHOP_BUSY, setCookie };
  }
}

/**
 * A post to `/forms/*`: its fields and the page to go back to when it comes from one of
 * the shop's pages as a form; else the answer that refuses it (403 another site's, 400
 * not a form), nothing done.
 */
export async function readOwnForm(request: NextRequest): Promise<{ form: FormData; back: string } | Response> {
  if (!fromOwnPage(request)) return refused();
  const form = await formFields(request);
  if (!form) return notAForm();
  return { form, back: backTo(request, form) };
}

/** The flash for an API answer: its words, else `done` when it worked, else "Something went wrong". */
export function answerFlash(answer: ApiAnswer, done: string, request: NextRequest): string {
  return answer.ok
    ? flashCookie({ kind: "success", message: answer.message || done }, request)
    : flashCookie({ kind: "error", message: answer.message || SOMETHING_WENT_WRONG }, request);
}

/** The flash cookie: read and cleared by the next page's toaster (not httpOnly: it holds only words). */
function flashCookie(flash: Flash, request: NextRequest): string {
  const parts = [`${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(flash))}`, "Path=/", `Max-Age=${FLASH_SECONDS}`, "SameSite=Lax"];
  if (isSecure(request)) parts.push("Secure");
  return parts.join("; ");
}

/** 303 See Other to `location` (a path of this site), with these cookies. */
export function redirectBack(location: string, cookies: (string | undefined)[]): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

function refused(): Response {
  return Response.json(
    { message: "Forbidden", errors: [{ message: "This form can only be sent from the shop's own pages", code: "forbidden" }] },
    { status: 403 },
  );
}

function notAForm(): Response {
  return Response.json({ message: "Bad Request", errors: [{ message: "Please send the form from the shop's page", code: "bad_request" }] }, { status: 400 });
}
