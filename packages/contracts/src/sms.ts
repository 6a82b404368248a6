import { z } from "zod";
import { envelope } from "./envelope";

/**
 * The back office's view of the shop's SMS (issue 41): what the outbox sent, refused and
 * still holds, per Asia/Dhaka day and gateway, and the owner's banner when the gateway
 * refuses every message (balance used up, key or sender id refused): then nobody gets a
 * sign-in code. A message's body is never part of these answers (it holds codes).
 */

/**
 * Why a gateway did not take a message (outbox.error_kind, as the SMS providers record
 * it): `transient` is tried again later, the rest are permanent.
 */
export const SMS_FAILURE_KINDS = ["transient", "number", "balance", "credentials", "sender", "content", "other"] as const;
export type SmsFailureKind = (typeof SMS_FAILURE_KINDS)[number];

/** The kinds that stop every message, sign-in codes included: the owner's banner. */
export const SMS_ALERT_KINDS = ["balance", "credentials"] as const;
export type SmsAlertKind = (typeof SMS_ALERT_KINDS)[number];

/** How the back office names a failure's kind. */
export const SMS_FAILURE_LABELS: Record<SmsFailureKind, string> = {
  transient: "Gateway unreachable",
  number: "Invalid number",
  balance: "Balance used up",
  credentials: "Key refused",
  sender: "Sender id refused",
  content: "Content refused",
  other: "Refused by the gateway",
};

/** A failed message without a recorded kind (sent before issue 41), and a code that ran out of time unsent. */
export const SMS_NO_REASON = "No reason recorded";
export const SMS_EXPIRED_LABEL = "Expired before it could be sent";

/** The banner's sentence, in the owner's words. */
export const SMS_ALERT_WORDS: Record<SmsAlertKind, (provider: string) => string> = {
  balance: (provider) =>
    `SMS are not going out: the SMS gateway (${provider}) says the balance is used up. Nobody can get a sign-in code until it is topped up.`,
  credentials: (provider) =>
    `SMS are not going out: the SMS gateway (${provider}) refused the shop's key or sender id. Nobody can get a sign-in code until the SMS settings are fixed.`,
};

/** GET /v1/admin/sms?days: how many Dhaka days (today included) the page reads. */
export const SMS_DAYS_DEFAULT = 14;
export const SMS_DAYS_MAX = 90;
/** The page lists this many of the latest failed or expired messages. */
export const SMS_FAILURES_LIMIT = 50;

export const adminSmsQuery = z.object({
  days: z.coerce.number().int().min(1).max(SMS_DAYS_MAX).default(SMS_DAYS_DEFAULT),
});
export type AdminSmsQuery = z.input<typeof adminSmsQuery>;

/**
 * The newest refusal for balance or credentials that no accepted message has followed
 * (its last try is newer than the newest accepted SMS's sent_at): once one message goes
 * out after a top-up or a fixed key, there is no alert.
 */
export const smsAlert = z.object({
  kind: z.enum(SMS_ALERT_KINDS),
  /** The gateway that refused (SMS_PROVIDER's name at the time). */
  provider: z.string(),
  /** The gateway's code and words, as it answered. */
  code: z.string().nullable(),
  words: z.string().nullable(),
  /** When it refused (ISO, Dhaka offset). */
  at: z.string(),
});
export type SmsAlert = z.infer<typeof smsAlert>;

const count = z.number().int();
/** `waiting` = pending + sending (queued, or being sent now, or waiting out a back-off). */
const counts = { sent: count, failed: count, waiting: count, expired: count };
export const smsDayRow = z.object({
  /** The Asia/Dhaka day the message was queued, YYYY-MM-DD. */
  day: z.string(),
  /** The gateway that last tried it; null for messages not tried yet. */
  provider: z.string().nullable(),
  ...counts,
});
export type SmsDayRow = z.infer<typeof smsDayRow>;

export const smsFailure = z.object({
  id: z.number().int(),
  to: z.string(),
  /** A sign-in or verification code (the outbox's priority 0). */
  is_code: z.boolean(),
  status: z.enum(["failed", "expired"]),
  provider: z.string().nullable(),
  /** SMS_FAILURE_KINDS, as recorded; null when none was (an expired code never tried). */
  kind: z.string().nullable(),
  code: z.string().nullable(),
  /** The gateway's words. */
  words: z.string().nullable(),
  attempts: count,
  /** The last try, or when it was queued if it was never tried. */
  at: z.string(),
});
export type SmsFailure = z.infer<typeof smsFailure>;

export const adminSms = z.object({
  /** SMS_PROVIDER: the gateway the shop sends through now. */
  provider: z.string(),
  alert: smsAlert.nullable(),
  /** Over the days read. */
  totals: z.object(counts),
  /** One row per day and gateway, newest day first; days without messages are left out. */
  days: z.array(smsDayRow),
  /** The latest SMS_FAILURES_LIMIT failed or expired messages of those days, newest first. */
  failures: z.array(smsFailure),
});
export type AdminSms = z.infer<typeof adminSms>;
export const adminSmsResponse = envelope(adminSms);
export type AdminSmsResponse = z.infer<typeof adminSmsResponse>;

/** GET /v1/admin/alerts (owners): what the owner must act on, shown on every back-office screen. */
export const adminAlertsResponse = envelope(z.object({ sms: smsAlert.nullable() }));
export type AdminAlertsResponse = z.infer<typeof adminAlertsResponse>;
