import { EMAIL_MAX, EMAIL_PATTERN } from "./formats";

/**
 * The words and limits of the newsletter and the contact form (API.md "Newsletter and
 * contact"; spec §2 dialogs, §5 rules, §8 result codes): plain data, no zod, so the
 * footer's signup on every page ships none (decision 025). The schemas are in
 * newsletter.ts. The spec words every result code, the newsletter's empty-email message,
 * the dialogs and the contact comment's maximum; the other contact messages are ours.
 */

/** Signed links in newsletter mails live this long (API.md: 7 days). */
export const NEWSLETTER_LINK_TTL_DAYS = 7;

/** Spec §8 "Newsletter results": what the confirm page (and the signup) says for each code. */
export const NEWSLETTER_RESULTS = {
  email_not_found: "Email not found.",
  platform_not_found: "Unable to process.",
  email_already_subscribed: "You are already subscribed.",
  email_already_unsubscribed: "You are already unsubscribed.",
  unable_to_process: "Unable to process.",
  url_expired: "URL has been expired.",
  false_signature: "Unable to process.",
  subscribed: "Thank you for your subscription!",
  unsubscribed: "Successfully unsubscribed from newsletter.",
} as const;
export type NewsletterStatus = keyof typeof NEWSLETTER_RESULTS;

/** Spec §8 "Unsubscribe results": what the unsubscribe page says for each code. */
export const UNSUBSCRIBE_RESULTS = {
  unable_to_process: "Unable to process.",
  invalid_signature: "Unable to process.",
  already_unsubscribed: "You are already unsubscribed.",
  unsubscribed: "Successfully unsubscribed.",
  /** Not a spec code: the link names an address that never subscribed (the confirm flow's words). */
  email_not_found: "Email not found.",
} as const;
export type UnsubscribeStatus = keyof typeof UNSUBSCRIBE_RESULTS;

export const NEWSLETTER_MESSAGES = {
  /** R313. */
  emailRequired: "Email is a required field",
  /** POST /v1/subscriptions for a new address (API.md). */
  created: NEWSLETTER_RESULTS.subscribed,
  /** An address that signed up and has not opened its link yet signs up again. */
  pending: "Please confirm your subscription from the link we sent to your email.",
  /** R131: the dialog after a new signup, and what it adds. */
  dialogTitle: "Thank you for your Subscriptions",
  dialogBody: "We have sent a confirmation link to your email. Open it to start receiving our newsletter.",
} as const;

/** The footer's check before sending (R313), the same rule as the API's email schema. */
export function newsletterEmailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return NEWSLETTER_MESSAGES.emailRequired;
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return "Invalid email address";
  return undefined;
}

// ---- contact ---------------------------------------------------------------

export const CONTACT_NAME_MIN = 3;
export const CONTACT_NAME_MAX = 30;
export const CONTACT_TITLE_MIN = 10;
export const CONTACT_TITLE_MAX = 250;
export const CONTACT_COMMENT_MIN = 20;
export const CONTACT_COMMENT_MAX = 1000;
/** A staff reply to a contact message (issue 46): a mail, so longer than the form's message. */
export const CONTACT_REPLY_MAX = 5000;
/** API.md: at most 5 messages per client address an hour (counted in the database). */
export const CONTACT_MESSAGES_PER_HOUR = 5;

export const CONTACT_MESSAGES = {
  nameRequired: "Name is a required field",
  nameMin: `Name must be at least ${CONTACT_NAME_MIN} characters`,
  nameMax: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  /** A name is one line: it heads the mail the shop receives. */
  nameOneLine: "Name must be on one line",
  titleRequired: "Title is a required field",
  titleMin: `Title must be at least ${CONTACT_TITLE_MIN} characters`,
  titleMax: `Title must be at most ${CONTACT_TITLE_MAX} characters`,
  commentRequired: "Message is a required field",
  commentMin: `Message must be at least ${CONTACT_COMMENT_MIN} characters`,
  /** R307, word for word. */
  commentMax: `Message must be at most ${CONTACT_COMMENT_MAX} characters`,
  tooMany: `You can send at most ${CONTACT_MESSAGES_PER_HOUR} messages an hour. Please try again later.`,
  /** R130: the dialog after sending. */
  thankYou: "Thank You for your message",
  thankYouBody: "We have received it and will answer by email within store hours.",
  /** The back office's reply box (issue 46). */
  replyRequired: "Write the reply first",
  replyMax: `A reply can be at most ${CONTACT_REPLY_MAX} characters`,
  replySent: "Reply sent",
  messageNotFound: "Message not found",
} as const;
