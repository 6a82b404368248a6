import {
  SMS_ALERT_WORDS,
  SMS_EXPIRED_LABEL,
  SMS_FAILURE_KINDS,
  SMS_FAILURE_LABELS,
  SMS_NO_REASON,
  SMS_DAYS_DEFAULT,
  SMS_DAYS_MAX,
  type SmsAlert,
  type SmsFailure,
  type SmsFailureKind,
} from "@shop/contracts/sms";

/** How the back office names each gateway SMS_PROVIDER can choose; an unknown name is shown as it is. */
const PROVIDER_NAMES: Record<string, string> = {
  sslwireless: "SSL Wireless",
  bulksmsbd: "BulkSMSBD",
  alpha: "Alpha SMS (sms.net.bd)",
  log: "Log (development: nothing is sent)",
};

/** null: a message no gateway has tried yet. */
export function providerName(provider: string | null): string {
  if (provider === null) return "Not tried yet";
  return PROVIDER_NAMES[provider] ?? provider;
}

/** The banner's gateway name: short, without the development note. */
export function providerShortName(provider: string): string {
  return provider === "log" ? "Log" : (PROVIDER_NAMES[provider] ?? provider);
}

const isKind = (kind: string | null): kind is SmsFailureKind => SMS_FAILURE_KINDS.includes(kind as SmsFailureKind);

/**
 * A failed or expired message's reason in plain words: the kind the gateway's answer was
 * read as; an expired code's own words when nothing was refused (it ran out of time in
 * the queue); the gateway's words and code go beside it as they came.
 */
export function failureReason(failure: Pick<SmsFailure, "status" | "kind" | "code" | "words">): { label: string; detail: string | null } {
  const label = isKind(failure.kind) ? SMS_FAILURE_LABELS[failure.kind] : failure.status === "expired" ? SMS_EXPIRED_LABEL : (failure.kind ?? SMS_NO_REASON);
  const said = [failure.words ? `“${failure.words}”` : null, failure.code ? `code ${failure.code}` : null].filter(Boolean).join(", ");
  const detail = failure.status === "expired" && isKind(failure.kind) ? `${SMS_EXPIRED_LABEL}. ${said}` : said;
  return { label, detail: detail || null };
}

/** The owner's banner: what is wrong, in the owner's words, then what the gateway said. */
export function alertText(alert: SmsAlert): { sentence: string; said: string | null } {
  const said = [alert.words ? `“${alert.words}”` : null, alert.code ? `code ${alert.code}` : null].filter(Boolean).join(", ");
  return { sentence: SMS_ALERT_WORDS[alert.kind](providerShortName(alert.provider)), said: said ? `The gateway said: ${said}.` : null };
}

/** The SMS page's own line for the alert (the owner's banner above it has the full sentence). */
export function refusalLine(alert: SmsAlert): string {
  const { said } = alertText(alert);
  return `${providerShortName(alert.provider)} is refusing every SMS: ${SMS_FAILURE_LABELS[alert.kind]}.${said ? ` ${said}` : ""}`;
}

/** The day ranges the page offers. */
export const SMS_DAY_CHOICES = [7, 14, 30, 90] as const;

/** ?days= from the address, kept to what the API takes (1..90); anything else is the default. */
export function daysParam(value: string | null): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= SMS_DAYS_MAX ? days : SMS_DAYS_DEFAULT;
}
