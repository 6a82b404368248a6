/**
 * A message for the next page: a form posted before the page's scripts had come
 * (src/lib/api/form-post.ts) is answered with a redirect back, and the outcome it would
 * have toasted rides along in this short-lived cookie; the toaster shows it once and
 * clears it. Words only, so a page script may read it.
 */
export const FLASH_COOKIE = "robodoc_flash";

export type Flash = { kind: "success" | "error"; message: string };

/** The flash in a Cookie string (`document.cookie`), when there is a well-formed one. */
export function readFlash(cookies: string): Flash | null {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== FLASH_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(part.slice(eq + 1).trim()));
      if (!value || typeof value !== "object") return null;
      const { kind, message } = value as Record<string, unknown>;
      if ((kind !== "success" && kind !== "error") || typeof message !== "string" || !message) return null;
      return { kind, message: message.slice(0, 300) };
    } catch {
      return null;
    }
  }
  return null;
}

/** Takes this page's flash, if any: the cookie is cleared so a reload does not show it again. */
export function takeFlash(): Flash | null {
  const flash = readFlash(document.cookie);
  if (document.cookie.includes(`${FLASH_COOKIE}=`)) document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return flash;
}
