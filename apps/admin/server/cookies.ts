/** The cookie that holds the staff member's API token (httpOnly: page scripts never read it). */
export const ADMIN_COOKIE = "shop_admin";

/** One cookie's value from a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    // API tokens are base64url; anything else is not ours.
    return /^[A-Za-z0-9_-]{1,512}$/.test(value) ? value : null;
  }
  return null;
}

type CookieOptions = { maxAge: number; secure: boolean };

export function sessionCookie(token: string, { maxAge, secure }: CookieOptions): string {
  return [`${ADMIN_COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${Math.floor(maxAge)}`, ...(secure ? ["Secure"] : [])].join("; ");
}

export function clearCookie({ secure }: { secure: boolean }): string {
  return [
    `${ADMIN_COOKIE}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Strict",
    "Max-Age=0",
    "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
