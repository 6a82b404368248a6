/**
 * Where to go after sign-in (spec §2): the callbackUrl when it is a page on this site,
 * else home. The value is parsed the way a browser will parse it (the URL parser drops
 * tabs and newlines and reads `\` as `/`), so `/%09/evil.example`, `/\evil.example`
 * and the like are seen as the other sites they are. Used by the sign-in page and by
 * next-auth's redirect callback alike.
 */
const PLACEHOLDER_ORIGIN = "http://shop.invalid";

export function safeCallbackUrl(raw: string | null | undefined, origin: string = PLACEHOLDER_ORIGIN): string {
  if (!raw) return "/";
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return "/";
  }
  if (url.origin !== base.origin) return "/";
  // "/.//evil" parses to the path "//evil", which a browser reads as another host.
  const path = `/${url.pathname.replace(/^[/\\]+/, "")}`;
  if (path === "/signin" || path.startsWith("/api/")) return "/";
  return `${path}${url.search}${url.hash}`;
}

/** `/signin?callbackUrl=<path>` for a protected page or action (spec §2). */
export function signInHref(callbackUrl?: string | null): string {
  const target = safeCallbackUrl(callbackUrl);
  return target === "/" ? "/signin" : `/signin?callbackUrl=${encodeURIComponent(target)}`;
}
