import { OTP_LENGTH } from "./constants";

/**
 * The words and limits of sign-in and the account (spec §2, §3; API.md "Identity"):
 * plain data and checks, no zod, so the sign-in page ships none (decision 025). The
 * schemas are in identity.ts and use these.
 */

/** Codes live 5 minutes, allow 5 tries, and a phone may ask again after 60 s (API.md). */
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one phone may be sent per hour, whatever the purpose. */
export const OTP_PER_PHONE_PER_HOUR = 5;
/** Codes one phone may be sent an hour by everyone together (one a minute at most): a cap on SMS cost. Its known owner is not held by it. */
export const OTP_PHONE_CEILING_PER_HOUR = 10;
/** Verification links one email address may be sent an hour, whoever asks. */
export const EMAIL_LINKS_PER_ADDRESS_PER_HOUR = 3;
/** Bearer tokens (and the web session holding them) live 30 days. */
export const SESSION_TTL_DAYS = 30;
/** Email verification links live 24 hours. */
export const EMAIL_TOKEN_TTL_HOURS = 24;

export const FULL_NAME_MIN = 3;
export const FULL_NAME_MAX = 30;
export const GENDERS = ["male", "female"] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: "Male", female: "Female" };

export const IDENTITY_MESSAGES = {
  otpEmpty: "Otp input can not be empty",
  otpSent: "A 6-digit code was sent to your phone",
  otpWrong: "The code is not correct",
  otpExpired: "The code has expired, please ask for a new one",
  otpTooManyTries: "Too many wrong codes, please ask for a new one",
  otpTooSoon: "Please wait before asking for a new code",
  otpTooMany: "Too many codes asked for this phone, please try again later",
  emailTooMany: "Too many links sent to this email address, please try again later",
  signedIn: "Signed in successfully",
  signedOut: "Signed out",
  phoneTaken: "This phone number is already used by another account",
  phoneSame: "This is already your phone number",
  emailTaken: "This email address is already used by another account",
  emailSame: "This is already your email address",
  emailLinkSent: "We have sent a verification link to your email address",
  emailLinkInvalid: "The verification link is invalid or has expired",
  fullNameRequired: "Full name is required",
  fullNameMin: `Full name must be at least ${FULL_NAME_MIN} characters`,
  fullNameMax: `Full name must be at most ${FULL_NAME_MAX} characters`,
  genderInvalid: "Gender must be male or female",
  birthdayInvalid: "Birthday is not a valid date",
  birthdayFuture: "Birthday can not be in the future",
  /** The account's language (issue 50). */
  localeInvalid: "Language must be en or bn",
  signInRequired: "Please sign in to continue",
  /** next-auth's error codes on /signin?error= (any other, or none, reads as the last). */
  authConfiguration: "Sign-in is not available right now. Please try again in a few minutes.",
  authAccessDenied: "This account can not sign in. Please contact us.",
  authLinkInvalid: "This sign-in link is no longer valid. Please sign in again.",
  authFailed: "Sign-in did not work. Please try again.",
} as const;

/** A code as sent: exactly OTP_LENGTH digits (otpSchema's and otpError's rule). */
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The code boxes' check, without zod: exactly 6 digits, else the spec's one message (otpSchema's rule). */
export function otpError(otp: string): string | undefined {
  return OTP_PATTERN.test(otp.trim()) ? undefined : IDENTITY_MESSAGES.otpEmpty;
}
