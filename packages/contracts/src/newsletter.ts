import { z } from "zod";
import { pageMeta, paged } from "./envelope";
import { EMAIL_MAX, emailSchema } from "./validation";

/**
 * Newsletter and contact (API.md "Newsletter and contact"; spec §2 dialogs, §5 rules,
 * §8 result codes). The spec words every result code, the newsletter's empty-email
 * message, the dialogs and the contact comment's maximum; the other contact messages
 * are ours, in the same voice.
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

/**
 * What POST /v1/subscriptions answers besides the spec's codes: `created` (201, a new
 * signup), `confirmation_pending` (the address has a link waiting).
 */
export const subscriptionStatus = z.enum(["created", "confirmation_pending", "email_already_subscribed", "unable_to_process"]);

/** R370: `{email, gRecaptchaToken}`; the token is the captcha provider's, empty when no site key is configured. */
export const subscriptionBody = z.object({
  email: z.string({ error: NEWSLETTER_MESSAGES.emailRequired }).trim().min(1, NEWSLETTER_MESSAGES.emailRequired).pipe(emailSchema),
  gRecaptchaToken: z.string().max(4000, "Invalid captcha token").optional(),
});
export type SubscriptionBody = z.input<typeof subscriptionBody>;

/** POST /v1/subscriptions/confirm and /unsubscribe: the link's token. */
export const subscriptionTokenBody = z.object({ token: z.string().max(2000).default("") });

/** Every newsletter answer, success or not: the code and its words. */
export const subscriptionResult = z.object({ status: z.string(), message: z.string() });
export type SubscriptionResult = z.infer<typeof subscriptionResult>;

// ---- contact ---------------------------------------------------------------

export const CONTACT_NAME_MIN = 3;
export const CONTACT_NAME_MAX = 30;
export const CONTACT_TITLE_MIN = 10;
export const CONTACT_TITLE_MAX = 250;
export const CONTACT_COMMENT_MIN = 20;
export const CONTACT_COMMENT_MAX = 1000;
/** API.md: at most 5 messages per client address an hour (counted in the database). */
export const CONTACT_MESSAGES_PER_HOUR = 5;

export const CONTACT_MESSAGES = {
  nameRequired: "Name is a required field",
  nameMin: `Name must be at least ${CONTACT_NAME_MIN} characters`,
  nameMax: `Name must be at most ${CONTACT_NAME_MAX} characters`,
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
} as const;

const text = (min: number, max: number, required: string, tooShort: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).min(min, tooShort).max(max, tooLong);

/** The contact page's form (R205, R304-R307). */
export const contactForm = z.object({
  name: text(CONTACT_NAME_MIN, CONTACT_NAME_MAX, CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.nameMin, CONTACT_MESSAGES.nameMax),
  email: emailSchema,
  title: text(CONTACT_TITLE_MIN, CONTACT_TITLE_MAX, CONTACT_MESSAGES.titleRequired, CONTACT_MESSAGES.titleMin, CONTACT_MESSAGES.titleMax),
  comment: text(CONTACT_COMMENT_MIN, CONTACT_COMMENT_MAX, CONTACT_MESSAGES.commentRequired, CONTACT_MESSAGES.commentMin, CONTACT_MESSAGES.commentMax),
});
export type ContactForm = z.input<typeof contactForm>;

/**
 * POST /v1/contact: the form plus `website`, a field people never see; a filled one is
 * a bot's, accepted (201) and dropped.
 */
export const contactBody = contactForm.extend({ website: z.string().max(2000).optional() });
export type ContactBody = z.input<typeof contactBody>;

// ---- back office -----------------------------------------------------------

/**
 * GET /v1/admin/subscribers (owner: personal data) and /v1/admin/messages (staff) page
 * by 50 (issue 14), not ADMIN_PER_PAGE: these lists are read through, not worked
 * through one row at a time like the order or question queues.
 */
export const ADMIN_MESSAGING_PER_PAGE = 50;
export const SUBSCRIBER_STATUSES = ["pending", "subscribed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** How the back office names each status: "subscribed" is an address that opened its link. */
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = { pending: "Pending", subscribed: "Confirmed", unsubscribed: "Unsubscribed" };

const adminPage = z.coerce.number().int().min(1).max(10_000).catch(1).default(1);

export const adminSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriber>;

/** `q`: part of the address, taken literally (% and _ are no wildcards). */
export const adminSubscribersQuery = z.object({
  page: adminPage,
  status: z
    .enum(["all", ...SUBSCRIBER_STATUSES])
    .catch("all")
    .default("all"),
  q: z.string().trim().max(EMAIL_MAX).optional(),
});
/** The counts are per status under the same search, so the tabs say what each holds. */
export const adminSubscribersResponse = z.object({
  message: z.string(),
  data: z.array(adminSubscriber),
  meta: pageMeta.extend({ counts: z.record(z.enum(SUBSCRIBER_STATUSES), z.number().int()) }),
});
export type AdminSubscribersResponse = z.infer<typeof adminSubscribersResponse>;

export const adminContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  comment: z.string(),
  created_at: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

export const adminContactMessagesQuery = z.object({ page: adminPage });
export const adminContactMessagesResponse = paged(adminContactMessage);
export type AdminContactMessagesResponse = z.infer<typeof adminContactMessagesResponse>;
