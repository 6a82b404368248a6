// Phone and email formats and small text helpers: plain code, no zod, so a browser
// page can use them without shipping the schemas (validation.ts builds on them).

/** Spec section 5: optional +88, 0088 or 88, then 01, a digit 3-9, then 8 digits. */
export const BD_PHONE_PATTERN = /^(?:\+88|0088|88)?01[3-9]\d{8}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** RFC 5321's limit; checked first because EMAIL_PATTERN backtracks quadratically on long input. */
export const EMAIL_MAX = 254;

/** 01XXXXXXXXX, whatever prefix the shopper typed. */
export function normalizePhone(phone: string): string {
  const digits = phone.trim().replace(/^\+/, "");
  return digits.replace(/^(?:0088|88)(?=01)/, "");
}

/** Capitalise the first letter of a message (spec: field errors start with a capital). */
export function capitalizeFirst(text: string): string {
  return text.length ? text[0].toUpperCase() + text.slice(1) : text;
}
