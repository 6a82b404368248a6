import { z } from "zod";
import { BD_PHONE_PATTERN, EMAIL_MAX, EMAIL_PATTERN, PHONE_MESSAGES, WEB_LINK_MESSAGE, webLink } from "./formats";
import "./zod-config";

// The plain patterns and helpers live in formats.ts, so browser code can use them without zod.
export { BD_PHONE_PATTERN, capitalizeFirst, EMAIL_PATTERN, normalizePhone, WEB_LINK_MESSAGE, webLink } from "./formats";

export const phoneSchema = z.string({ error: PHONE_MESSAGES.empty }).trim().min(1, PHONE_MESSAGES.empty).regex(BD_PHONE_PATTERN, PHONE_MESSAGES.invalid);

export const emailSchema = z
  .string({ error: "Email address can not be empty" })
  .trim()
  .min(1, "Email address can not be empty")
  .max(EMAIL_MAX, { error: "Invalid email address", abort: true })
  .regex(EMAIL_PATTERN, "Invalid email address");

/** An optional link a shopper will open (datasheet, courier tracking): "" or an absolute http(s) address. */
export const webLinkSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === "" || webLink(value) !== null, WEB_LINK_MESSAGE);
