import { z } from "zod";

/** Spec section 5: optional +88, 0088 or 88, then 01, a digit 3-9, then 8 digits. */
export const BD_PHONE_PATTERN = /^(?:\+88|0088|88)?01[3-9]\d{8}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const phoneSchema = z
  .string({ error: "Phone number can not be empty" })
  .trim()
  .min(1, "Phone number can not be empty")
  .regex(BD_PHONE_PATTERN, "Invalid phone number");

/** RFC 5321's limit; checked first because EMAIL_PATTERN backtracks quadratically on long input. */
export const EMAIL_MAX = 254;

export const emailSchema = z
  .string({ error: "Email address can not be empty" })
  .trim()
  .min(1, "Email address can not be empty")
  .max(EMAIL_MAX, { error: "Invalid email address", abort: true })
  .regex(EMAIL_PATTERN, "Invalid email address");

/** 01XXXXXXXXX, whatever prefix the shopper typed. */
export function normalizePhone(phone: string): string {
  const digits = phone.trim().replace(/^\+/, "");
  return digits.replace(/^(?:0088|88)(?=01)/, "");
}

/** Capitalise the first letter of a message (spec: field errors start with a capital). */
export function capitalizeFirst(text: string): string {
  return text.length ? text[0].toUpperCase() + text.slice(1) : text;
}
