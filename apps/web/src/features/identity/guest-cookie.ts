import { GUEST_COOKIE } from "@shop/contracts";
import { createGuestId, guestCookieString, guestIdFromCookieHeader } from "./guest-id";

/** The current guest id from document.cookie (browser only). */
export function readGuestId(): string | null {
  if (typeof document === "undefined") return null;
  return guestIdFromCookieHeader(document.cookie);
}

/** Makes and stores a new guest identity, replacing any old one. */
export function storeFreshGuestId(): string {
  const id = createGuestId();
  document.cookie = guestCookieString(id, { secure: window.location.protocol === "https:" });
  return id;
}

/** Spec §4: with no session and no (valid) guest cookie, a new guest identity is made. */
export function ensureGuestId(): string {
  return readGuestId() ?? storeFreshGuestId();
}

export { GUEST_COOKIE };
