import { MESSAGES, NEWSLETTER_RESULTS, UNSUBSCRIBE_RESULTS, type SubscriptionResult } from "@shop/contracts";
import { ApiError } from "@/lib/api/client";
import type { contentEn } from "@/i18n/messages/content.en";
import type { LinkAction } from "./newsletter-api";

/** The catalogue's words for a result ("newsletterPages", `{action}_{code}`): the page's language. */
export type ResultKey = Extract<keyof typeof contentEn.newsletterPages, `${LinkAction}_${string}`>;
export type Say = (key: ResultKey) => string;

/** The code and words of an answer, as far as they are known. */
export type LinkAnswer = { status?: string; message?: string };

/** Spec §8: the confirm page speaks the newsletter results, the unsubscribe page its own. */
export const WORDS: Record<LinkAction, Readonly<Record<string, string>>> = { confirm: NEWSLETTER_RESULTS, unsubscribe: UNSUBSCRIBE_RESULTS };

/**
 * What a link's page says: the spec's words for the code, else the API's own words,
 * else "Unable to process." (a missing token, a network failure). `say`: the page's
 * catalogue (the same English words, or Bangla); without it the contracts' English.
 */
export function resultWords(action: LinkAction, answer: LinkAnswer, say?: Say): string {
  const words = WORDS[action];
  const word = (code: string) => (say ? say(`${action}_${code}` as ResultKey) : words[code]);
  if (answer.status && Object.hasOwn(words, answer.status)) return word(answer.status);
  return answer.message?.trim() || word("unable_to_process");
}

/**
 * The toast after a link: leaving the newsletter from its mail is the newsletter's
 * "unsubscribed" result (spec §8, R419, "Successfully unsubscribed from newsletter."),
 * while the page's own line says the unsubscribe result (R422). Nothing else toasts.
 */
export function linkToast(action: LinkAction, answer: LinkAnswer, say?: Say): string | null {
  if (action !== "unsubscribe" || answer.status !== "unsubscribed") return null;
  return say ? say("confirm_unsubscribed") : NEWSLETTER_RESULTS.unsubscribed;
}

/**
 * A refused link (404, 410, 400) as an answer: the API client keeps the envelope's
 * errors, whose first code names the result. A failure that is not the API's own
 * answer (network, a bare 5xx) has no words of its own.
 */
export function refusalAnswer(error: unknown): LinkAnswer {
  if (!(error instanceof ApiError) || error.errors.length === 0) return {};
  return { status: error.errors[0].code, message: error.message };
}

/** Spec §4: a new signup gets the thank-you dialog; any other success the API's words as a toast. */
export function signupOutcome(result: Partial<SubscriptionResult>): { kind: "dialog" } | { kind: "toast"; message: string } {
  if (result.status === "created") return { kind: "dialog" };
  return { kind: "toast", message: result.message?.trim() || MESSAGES.subscribedDefault };
}
