/**
 * Spec §4: the route-change loader stays off, and is never started, for these first
 * path segments (the account, wishlist, cart, addresses, checkout, payment-info,
 * orders and order-outcome pages) ...
 */
export const NO_LOADER_SEGMENTS = [
  "my-account",
  "my-wishlist",
  "my-cart",
  "addresses",
  "checkout",
  "payment-info",
  "my-orders",
  "order-cancel-confirm",
  "order-cancel-success",
  "order-success",
] as const;

const ORIGIN = "http://robodoc.invalid";

/** ... and for URLs with query or `&` parameters, unless one of them is callbackUrl. */
export function shouldShowLoader(url: string): boolean {
  const withoutHash = url.split("#")[0] ?? "";
  let parsed: URL;
  try {
    parsed = new URL(withoutHash, ORIGIN);
  } catch {
    return false;
  }
  const hasParams = parsed.search.length > 1 || withoutHash.includes("&");
  const hasCallbackUrl = parsed.searchParams.has("callbackUrl") || /[?&]callbackUrl=/.test(withoutHash);
  if (hasParams && !hasCallbackUrl) return false;
  const first = parsed.pathname.split("/").filter(Boolean)[0] ?? "";
  return !(NO_LOADER_SEGMENTS as readonly string[]).includes(first);
}

/** The part of a URL that decides whether a navigation changes the page. */
export function routeKey(url: URL): string {
  return `${url.pathname}${url.search}`;
}
