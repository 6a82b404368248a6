// Phone and email formats and small text helpers: plain code, no zod, so a browser
// page can use them without shipping the schemas (validation.ts builds on them).

/** Spec section 5: optional +88, 0088 or 88, then 01, a digit 3-9, then 8 digits. */
export const BD_PHONE_PATTERN = /^(?:\+88|0088|88)?01[3-9]\d{8}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** RFC 5321's limit; checked first because EMAIL_PATTERN backtracks quadratically on long input. */
export const EMAIL_MAX = 254;

/** Spec section 5's messages for a phone number (phoneSchema's and phoneNumberError's). */
export const PHONE_MESSAGES = { empty: "Phone number can not be empty", invalid: "Invalid phone number" } as const;

/** A phone field's check without zod (the sign-in page ships none): phoneSchema's rule and words. */
export function phoneNumberError(phone: string): string | undefined {
  const value = phone.trim();
  if (!value) return PHONE_MESSAGES.empty;
  return BD_PHONE_PATTERN.test(value) ? undefined : PHONE_MESSAGES.invalid;
}

/** 01XXXXXXXXX, whatever prefix the shopper typed. */
export function normalizePhone(phone: string): string {
  const digits = phone.trim().replace(/^\+/, "");
  return digits.replace(/^(?:0088|88)(?=01)/, "");
}

/** Capitalise the first letter of a message (spec: field errors start with a capital). */
export function capitalizeFirst(text: string): string {
  return text.length ? text[0].toUpperCase() + text.slice(1) : text;
}

/** A link field's error (datasheet, courier tracking): webLinkSchema's and the back office forms'. */
export const WEB_LINK_MESSAGE = "Enter a full web address that starts with http:// or https://";

/**
 * The address as an href if it is an absolute http: or https: URL, else null: a
 * stored `javascript:`, `data:` or relative address never becomes a link.
 */
export function webLink(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || !/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}
