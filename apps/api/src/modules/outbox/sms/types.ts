/**
 * One SMS gateway, as the outbox sees it. Each gateway (sslwireless, bulksmsbd, alpha,
 * log) is one module implementing this, chosen by SMS_PROVIDER through `./registry.ts`.
 * Protocol notes with sources: /work/shared/research/04-sms.md.
 */

/** One message to one phone. */
export type SmsMessage = {
  /** The shopper's phone as the shop stores it, 01XXXXXXXXX; each provider writes it the way its gateway wants. */
  to: string;
  /** The text, sent as it is (Bengali as Unicode). */
  body: string;
  /** Our reference for this message, the same on every try (outbox.client_ref); sent where the gateway takes one. */
  reference: string;
};

/** What a gateway answered when it took the message. */
export type SmsAccepted = {
  /** The gateway's id for the message (SSL Wireless reference_id, sms.net.bd request_id), when it gives one. */
  messageId: string | null;
  /** The answer as received, for `npm run sms:test` and the log. */
  answer: unknown;
};

/**
 * Why a message was not taken. `transient` (timeout, network, 5xx, the gateway's own
 * "internal error") is tried again after a back-off; every other kind is permanent:
 * sending again would be refused the same way, so it is not retried.
 * `balance` and `credentials` stop every message, sign-in codes included: the back
 * office shows the owner a banner for them.
 */
export type SmsFailureKind = "transient" | "number" | "balance" | "credentials" | "sender" | "content" | "other";

export class SmsRefused extends Error {
  constructor(
    readonly kind: SmsFailureKind,
    /** The gateway's code ("1007", "4003", "417"), or ours for what it never answered: "timeout", "network", "http_502". */
    readonly code: string,
    /** The gateway's words, or ours for what it never answered. */
    readonly words: string,
    /** The answer as received, when there was one. */
    readonly answer?: unknown,
  ) {
    super(`SMS refused (${kind} ${code}): ${words}`);
    this.name = "SmsRefused";
  }

  get permanent(): boolean {
    return this.kind !== "transient";
  }
}

export type SmsProvider = {
  /** As in SMS_PROVIDER: "sslwireless", "bulksmsbd", "alpha", "log". */
  readonly name: string;
  /** Resolves when the gateway took the message; throws SmsRefused (and nothing else) when it did not. */
  send(message: SmsMessage): Promise<SmsAccepted>;
};
