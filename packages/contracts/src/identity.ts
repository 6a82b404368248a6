import { z } from "zod";
import { envelope } from "./envelope";
import { LOCALES } from "./locale";
import { FULL_NAME_MAX, FULL_NAME_MIN, GENDERS, IDENTITY_MESSAGES, OTP_PATTERN } from "./identity-words";
import { emailSchema, phoneSchema } from "./validation";

/** Exactly 6 digits, else the spec's one message. */
export const otpSchema = z.string({ error: IDENTITY_MESSAGES.otpEmpty }).trim().regex(OTP_PATTERN, IDENTITY_MESSAGES.otpEmpty);

/** The opaque value that ties a confirm call to the code request (base64url). */
export const signatureSchema = z.string({ error: "Signature is required" }).regex(/^[A-Za-z0-9_-]{16,128}$/, "Invalid signature");

// ---- sign-in ----------------------------------------------------------------

/** POST /v1/auth/otp and POST /v1/phone-verification */
export const phoneBody = z.object({ phone: phoneSchema });
export type PhoneBody = z.infer<typeof phoneBody>;

export const otpSentData = z.object({
  signature: z.string(),
  /** Seconds until another code may be asked for (60). */
  resend_in: z.number().int(),
  /** Seconds the code stays valid (300). */
  expires_in: z.number().int(),
});
export const otpSentResponse = envelope(otpSentData);
export type OtpSentData = z.infer<typeof otpSentData>;

/** POST /v1/auth/signin and POST /v1/phone-update */
export const otpConfirmBody = z.object({ phone: phoneSchema, otp: otpSchema, signature: signatureSchema });
export type OtpConfirmBody = z.infer<typeof otpConfirmBody>;

/** The session user of spec §3 (the token travels beside it). */
export const sessionUser = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** 01XXXXXXXXX */
  phone: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const signinData = z.object({
  /** 256 random bits, base64url; only its hash is stored. */
  token: z.string(),
  expires_at: z.string(),
  user: sessionUser,
});
export const signinResponse = envelope(signinData);
export type SigninData = z.infer<typeof signinData>;

// ---- profile ----------------------------------------------------------------

export const birthdayParts = z.object({
  year: z.coerce
    .number({ error: IDENTITY_MESSAGES.birthdayInvalid })
    .int()
    .min(1900, IDENTITY_MESSAGES.birthdayInvalid)
    .max(2100, IDENTITY_MESSAGES.birthdayInvalid),
  month: z.coerce
    .number({ error: IDENTITY_MESSAGES.birthdayInvalid })
    .int()
    .min(1, IDENTITY_MESSAGES.birthdayInvalid)
    .max(12, IDENTITY_MESSAGES.birthdayInvalid),
  day: z.coerce.number({ error: IDENTITY_MESSAGES.birthdayInvalid }).int().min(1, IDENTITY_MESSAGES.birthdayInvalid).max(31, IDENTITY_MESSAGES.birthdayInvalid),
});
export type BirthdayParts = z.infer<typeof birthdayParts>;

/** A real calendar day (no 31 February). */
export function isRealDate({ year, month, day }: BirthdayParts): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export const fullNameSchema = z
  .string({ error: IDENTITY_MESSAGES.fullNameRequired })
  .trim()
  .min(1, IDENTITY_MESSAGES.fullNameRequired)
  .min(FULL_NAME_MIN, IDENTITY_MESSAGES.fullNameMin)
  .max(FULL_NAME_MAX, IDENTITY_MESSAGES.fullNameMax);

/** POST /v1/profile: full_name 3..30; gender and birthday may be null (spec §5). */
/** "en" or "bn" (issue 50). */
const localeSchema = z.enum(LOCALES, { error: IDENTITY_MESSAGES.localeInvalid });

export const profileBody = z.object({
  full_name: fullNameSchema,
  gender: z.enum(GENDERS, { error: IDENTITY_MESSAGES.genderInvalid }).nullable().default(null),
  birthday: birthdayParts.refine(isRealDate, { message: IDENTITY_MESSAGES.birthdayInvalid }).nullable().default(null),
  /** The shopper's language for SMS and mails (issue 50); left out: unchanged. */
  locale: localeSchema.optional(),
});
export type ProfileBody = z.input<typeof profileBody>;

/** PUT /v1/profile/locale: the language switch of a signed-in shopper (issue 50). */
export const localeBody = z.object({ locale: localeSchema });
export type LocaleBody = z.infer<typeof localeBody>;

/** data.customer */
export const customer = z.object({
  full_name: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  gender: z.enum(GENDERS).nullable(),
  birthday: birthdayParts.nullable(),
  /** The language of the shopper's SMS and mails (issue 50): "en" or "bn". The API always sends it; optional in the type so a Customer built before issue 50 still is one. */
  locale: z.enum(LOCALES).optional(),
});
export type Customer = z.infer<typeof customer>;
export const customerResponse = envelope(z.object({ customer }));

// ---- email and phone change -------------------------------------------------

/** POST /v1/email-verification */
export const emailBody = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBody>;
export const emailVerificationResponse = envelope(z.object({ email: z.string() }));

/** POST /v1/email-update: the link's token confirms the address. */
export const emailUpdateBody = z.object({
  email: emailSchema,
  token: z.string({ error: IDENTITY_MESSAGES.emailLinkInvalid }).regex(/^[A-Za-z0-9_-]{16,128}$/, IDENTITY_MESSAGES.emailLinkInvalid),
});
export const emailUpdateResponse = envelope(z.object({ customer }));

/** POST /v1/phone-update answers data.phone_number (spec §7). */
export const phoneUpdateResponse = envelope(z.object({ phone_number: z.string(), customer }));

// ---- dev outbox -------------------------------------------------------------

export const outboxMessage = z.object({
  to: z.string(),
  channel: z.enum(["sms", "email"]),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxResponse = envelope(z.object({ messages: z.array(outboxMessage) }));
