import { API_BODY_LIMIT_BYTES, IDEMPOTENCY_KEY_HEADER, SESSION_ENDED_HEADER } from "@shop/contracts";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { createGuestId, guestCookieString, guestIdFromCookieHeader } from "@/features/identity/guest-id";
import { localeOfPath } from "@/i18n/paths";
import { serverEnv } from "../env";
import { apiBase, forwarderHeaders } from "./forwarder";
import { SHOP_BUSY } from "@/lib/fallback-words";

/**
 * Forwards /api/v1/* and /api/v2/* to the API (API.md), so the browser talks to one
 * origin and never holds a credential a script could read (docs/decisions/013-web-edge.md):
 * the bearer token comes from the httpOnly session cookie and the guest id from the
 * httpOnly guest cookie, both attached here. Only the headers the API reads pass;
 * client-chosen forwarding headers never do.
 */
const PASSED_HEADERS = [
  "accept",
  "accept-language",
  "content-type",
  "if-none-match",
  "if-modified-since",
  "x-requested-with",
  "x-request-id",
  // POST /v1/orders: one key per attempt at placing an order (API.md).
  IDEMPOTENCY_KEY_HEADER,
];
const DROPPED_RESPONSE_HEADERS = ["connection", "keep-alive", "transfer-encoding", "upgrade", "content-encoding", "content-length"];

function tooLarge(): Response {
  return Response.json({ message: "Payload Too Large", errors: [{ message: "The request is too large", code: "payload_too_large" }] }, { status: 413 });
}

class BodyTooLarge extends Error {}

/** The request body as a stream that fails once it passes the API's own limit. */
function limitedBody(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > API_BODY_LIMIT_BYTES) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

export function isSecure(request: NextRequest): boolean {
  return new URL(request.url).protocol === "https:" || serverEnv().secureCookies;
}

/**
 * Who the shopper is to the API: the session's bearer token from the httpOnly session
 * cookie, else the guest id from the httpOnly guest cookie, else a new guest id (which
 * the answer must set as the guest cookie: `guestCookieString`). Sets them on `headers`.
 */
export async function shopperIdentity(request: NextRequest, headers: Headers) {
  const session = await getToken({ req: request, secret: serverEnv().NEXTAUTH_SECRET });
  if (session?.token) headers.set("authorization", `Bearer ${session.token}`);
  let guestId = guestIdFromCookieHeader(request.headers.get("cookie"));
  const freshGuest = !guestId && !session?.token;
  if (freshGuest) guestId = createGuestId();
  if (guestId) headers.set("x-unique-number", guestId);
  return { session, guestId, freshGuest };
}

/** The language of the shop's page a request came from (its Referer), English when it names none of ours. */
function pageLocale(request: NextRequest): "en" | "bn" {
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    return referer.host === request.nextUrl.host ? localeOfPath(referer.pathname) : "en";
  } catch {
    return "en";
  }
}

export async function forwardToApi(request: NextRequest): Promise<Response> {
  const url = new URL(request.url);
  // The dev outbox is for a developer's own tools on the API's port, never the shop's address.
  if (/^\/api\/v\d+\/dev(\/|$)/.test(url.pathname)) {
    return Response.json({ message: "Not Found", errors: [{ message: "Not Found", code: "not_found" }] }, { status: 404 });
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > API_BODY_LIMIT_BYTES) return tooLarge();

  const headers = new Headers(forwarderHeaders(request.headers));
  for (const name of PASSED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // A link followed from a Bangla page (the invoice download) carries the browser's own
  // Accept-Language: the page it came from decides (decision 051). The page's code names it.
  if (request.headers.get("x-requested-with") === null && pageLocale(request) === "bn") headers.set("accept-language", "bn");
  const { session, guestId, freshGuest } = await shopperIdentity(request, headers);

  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${url.pathname.replace(/^\/api/, "")}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? limitedBody(request.body!) : undefined,
      // Streamed, never read whole into this process's memory.
      ...(hasBody ? { duplex: "half" } : {}),
      redirect: "manual",
      cache: "no-store",
      signal: request.signal,
    } as RequestInit);
  } catch (error) {
    if (error instanceof BodyTooLarge || (error as { cause?: unknown }).cause instanceof BodyTooLarge) return tooLarge();
    // The browser went away (navigation, closed tab): nothing to answer or report.
    if (request.signal.aborted || (error as Error).name === "ResponseAborted") return new Response(null, { status: 499 });
    console.error("API unreachable", { target: url.pathname, error: String(error) });
    return Response.json({ message: "Service unavailable", errors: [{ message: SHOP_BUSY, code: "service_unavailable" }] }, { status: 503 });
  }
  const out = new Headers(response.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) out.delete(name);
  // The session's token was refused: the page turns the shopper back into a guest.
  if (response.status === 401 && session?.token) out.set(SESSION_ENDED_HEADER, "ended");
  if (freshGuest && guestId) out.append("set-cookie", guestCookieString(guestId, { secure: isSecure(request) }));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: out });
}
