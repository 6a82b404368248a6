import { z } from "zod";
import { pageMeta, paged } from "./envelope";
import { EMAIL_MAX } from "./formats";
import {
  CONTACT_COMMENT_MAX,
  CONTACT_COMMENT_MIN,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_REPLY_MAX,
  CONTACT_TITLE_MAX,
  CONTACT_TITLE_MIN,
  NEWSLETTER_MESSAGES,
} from "./newsletter-words";
import { emailSchema } from "./validation";

/** The newsletter's and the contact form's schemas; their words are in newsletter-words.ts (no zod). */

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

const text = (min: number, max: number, required: string, tooShort: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).min(min, tooShort).max(max, tooLong);

/** The contact page's form (R205, R304-R307). */
export const contactForm = z.object({
  name: text(CONTACT_NAME_MIN, CONTACT_NAME_MAX, CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.nameMin, CONTACT_MESSAGES.nameMax).regex(
    /^[^\r\n\v\f\u0085\u2028\u2029]*$/,
    CONTACT_MESSAGES.nameOneLine,
  ),
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

/** A staff reply kept with its message (issue 46): who sent it (name, else phone; null once removed) and when. */
export const adminContactReply = z.object({
  id: z.number().int(),
  body: z.string(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminContactReply = z.infer<typeof adminContactReply>;

export const adminContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  comment: z.string(),
  created_at: z.string(),
  /** Oldest first. */
  replies: z.array(adminContactReply),
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

/** POST /v1/admin/messages/{id}/replies: the text, mailed from the shop's address to the sender. */
export const adminContactReplyBody = z.object({
  body: z.string({ error: CONTACT_MESSAGES.replyRequired }).trim().min(1, CONTACT_MESSAGES.replyRequired).max(CONTACT_REPLY_MAX, CONTACT_MESSAGES.replyMax),
});
export type AdminContactReplyBody = z.input<typeof adminContactReplyBody>;
export const adminContactReplyResponse = z.object({ message: z.string(), data: adminContactMessage });
export type AdminContactReplyResponse = z.infer<typeof adminContactReplyResponse>;

export const adminContactMessagesQuery = z.object({ page: adminPage });
export const adminContactMessagesResponse = paged(adminContactMessage);
export type AdminContactMessagesResponse = z.infer<typeof adminContactMessagesResponse>;
