import { GUEST_COOKIE, GUEST_COOKIE_DAYS, GUEST_ID_PATTERN, GUEST_ID_SUFFIX_DIGITS } from "@shop/contracts";

/**
 * Guest identity (spec §3): an unguessable random string plus the last 4 digits of the
 * current timestamp. 18 random bytes give 24 base64url characters (144 bits).
 */
export function createGuestId(now: number = Date.now(), random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(18));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const base64url = btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  const suffix = String(Math.abs(Math.trunc(now)))
    .slice(-GUEST_ID_SUFFIX_DIGITS)
    .padStart(GUEST_ID_SUFFIX_DIGITS, "0");
  return `${base64url}${suffix}`;
}

export function isGuestId(value: string | null | undefined): value is string {
  return typeof value === "string" && GUEST_ID_PATTERN.test(value);
}

/** The guest id in a Cookie header (`a=1; robodoc_guest_user=…`), when well formed. */
export function guestIdFromCookieHeader(header: string | null | undefined): string | null {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== GUEST_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    return isGuestId(value) ? value : null;
  }
  return null;
}

/**
 * The Set-Cookie header for the guest id. httpOnly: page scripts never see it; the web
 * server's forwarder sends it as X-Unique-Number (docs/decisions/013-web-edge.md).
 */
export function guestCookieString(id: string, options: { secure: boolean; now?: number }): string {
  const expires = new Date((options.now ?? Date.now()) + GUEST_COOKIE_DAYS * 24 * 60 * 60 * 1000);
  const parts = [
    `${GUEST_COOKIE}=${id}`,
    "Path=/",
    `Expires=${expires.toUTCString()}`,
    `Max-Age=${GUEST_COOKIE_DAYS * 24 * 60 * 60}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
