import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { NEWSLETTER_LINK_TTL_DAYS } from "@shop/contracts";

/**
 * The signed links of newsletter mails (API.md: signed, 7 days). A token is
 * `purpose.expiry.email.signature`: the purpose (`c` confirm, `u` unsubscribe), the
 * expiry in epoch seconds and the base64url address, signed with HMAC-SHA256 under
 * NEWSLETTER_SECRET. Nothing is stored: the signature proves the shop wrote the link
 * for that address, and changing any part of it breaks the signature.
 */
export type LinkPurpose = "confirm" | "unsubscribe";
const PURPOSE_CODE: Record<LinkPurpose, string> = { confirm: "c", unsubscribe: "u" };
const TTL_SECONDS = NEWSLETTER_LINK_TTL_DAYS * 24 * 60 * 60;

export type LinkCheck =
  | { ok: true; email: string; expired: boolean }
  /** `malformed`: not a token at all, or one for the other page; `signature`: a token whose signature does not match. */
  | { ok: false; reason: "malformed" | "signature" };

export type LinkSigner = {
  sign(purpose: LinkPurpose, email: string, now?: Date): string;
  check(purpose: LinkPurpose, token: string, now?: Date): LinkCheck;
};

/** With no secret (a developer's API started on its own) one is made per process: links die at a restart. */
export function createLinkSigner(secret: string | undefined): LinkSigner {
  const key = Buffer.from(secret ?? randomBytes(32).toString("base64url"));
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest();

  return {
    sign(purpose, email, now = new Date()) {
      const expiry = Math.floor(now.getTime() / 1000) + TTL_SECONDS;
      const payload = `${PURPOSE_CODE[purpose]}.${expiry}.${Buffer.from(email).toString("base64url")}`;
      return `${payload}.${mac(payload).toString("base64url")}`;
    },
    check(purpose, token, now = new Date()) {
      const parts = token.split(".");
      if (parts.length !== 4 || !/^[cu]$/.test(parts[0]) || !/^\d{1,12}$/.test(parts[1]) || !/^[\w-]{1,400}$/.test(parts[2])) {
        return { ok: false, reason: "malformed" };
      }
      const given = Buffer.from(parts[3], "base64url");
      const expected = mac(parts.slice(0, 3).join("."));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
      // Signed by us, but for the other page: not a forgery, just the wrong link.
      if (parts[0] !== PURPOSE_CODE[purpose]) return { ok: false, reason: "malformed" };
      const email = Buffer.from(parts[2], "base64url").toString("utf8");
      return { ok: true, email, expired: Number(parts[1]) * 1000 <= now.getTime() };
    },
  };
}
