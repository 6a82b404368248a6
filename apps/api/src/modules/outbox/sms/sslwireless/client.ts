/**
 * SSL Wireless ISMS Plus, API v3: one SMS per call. Notes with sources:
 * /work/shared/research/04-sms.md, "SSL Wireless". Tested against `./fake.ts`.
 *
 * - POST {base}/api/v3/send-sms, JSON {api_token, sid, msisdn: 8801XXXXXXXXX, sms, csms_id}.
 * - Taken: {"status":"SUCCESS","status_code":200,"smsinfo":[{"sms_status":"SUCCESS",...,"reference_id"}]};
 *   refused: {"status":"FAILED","status_code":4003,"error_message":"IP Blacklisted"}. A
 *   per-message refusal may also come inside a SUCCESS answer, as smsinfo[0].sms_status
 *   INVALID or DUPLICATE: the message counts, not the top line.
 * - csms_id is ours, at most 20 letters and digits, unique per day, and a repeat is
 *   refused as a duplicate (4023). It is derived from the outbox reference, so every
 *   try of one message carries the same one: a retry after an answer we lost is refused
 *   as a duplicate, which means the first try was taken; it counts as sent and the
 *   shopper never gets the message twice.
 */
import { asRecord, text } from "../../../../lib/outside-call";
import { bdMsisdn, callGateway } from "../http";
import { SmsRefused, type SmsAccepted, type SmsFailureKind, type SmsMessage, type SmsProvider } from "../types";

export const SSLWIRELESS_SEND_PATH = "/api/v3/send-sms";
const GATEWAY = "SSL Wireless";

export type SslWirelessConfig = {
  /** https://smsplus.sslwireless.com (SSLWIRELESS_BASE_URL). */
  baseUrl: string;
  apiToken: string;
  /** The sender id SSL Wireless approved for the account (masking name or number). */
  sid: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/**
 * status_code → kind. The codes are not published by SSL Wireless openly; they are
 * those two independent public clients list (4001-4005, 4020-4033, 5000), and a third
 * numbers them differently, so the words are read as well (`kindOfWords`).
 */
const KINDS: Record<number, SmsFailureKind> = {
  4001: "credentials", // Unauthorized: wrong api_token
  4002: "sender", // SID not permitted
  4003: "credentials", // IP Blacklisted: this server's address is not on the account's list
  4025: "number", // Invalid MSISDN
  4026: "number", // Blocked MSISDN
  4027: "content", // Message length exceeded
  4028: "content", // Invalid message data
  4032: "content", // Invalid SMS body
  // "Account limit exceeded": the account's quota is used up (one client reads it as the
  // 100-numbers-a-request limit, which one number cannot reach). Not confirmed from official docs.
  4030: "balance",
  4029: "transient", // Too many requests
  4031: "transient", // TPS exceeded
  5000: "transient", // Internal error
};
/** The csms_id was used before: by an earlier try of this same message (see above). */
export const SSL_DUPLICATE_CSMS_ID = 4023;

function kindOfWords(words: string): SmsFailureKind {
  if (/msisdn|number/i.test(words)) return "number";
  if (/balance|credit|limit/i.test(words)) return "balance";
  if (/token|unauthori[sz]ed|\bip\b|blacklist/i.test(words)) return "credentials";
  if (/\bsid\b|sender|mask/i.test(words)) return "sender";
  if (/length|message|sms body/i.test(words)) return "content";
  return "other";
}

/** Our reference as a csms_id: letters and digits only, at most 20 (a UUID's first 20 hex digits). */
export function sslCsmsId(reference: string): string {
  return reference.replace(/[^A-Za-z0-9]/g, "").slice(0, 20);
}

function read(json: unknown): SmsAccepted {
  const body = asRecord(json) ?? {};
  const status = text(body.status)?.toUpperCase();
  const code = text(body.status_code) ?? "unknown";
  const words = text(body.error_message) ?? "";
  const info = asRecord(Array.isArray(body.smsinfo) ? body.smsinfo[0] : undefined);
  const smsStatus = text(info?.sms_status)?.toUpperCase();
  const smsWords = text(info?.status_message) ?? "";

  if (status === "SUCCESS" && (!info || smsStatus === "SUCCESS")) return { messageId: text(info?.reference_id) ?? null, answer: json };
  if (Number(code) === SSL_DUPLICATE_CSMS_ID || smsStatus === "DUPLICATE" || /duplicate\s*csms/i.test(words)) {
    return { messageId: null, answer: json };
  }
  if (status === "SUCCESS" && smsStatus) throw new SmsRefused(kindOfWords(smsWords), smsStatus, smsWords || `${GATEWAY} refused the message`, json);
  const kind = KINDS[Number(code)] ?? kindOfWords(words);
  throw new SmsRefused(kind, code, words || `${GATEWAY} answered ${status ?? "without a status"}`, json);
}

export function createSslWirelessProvider(config: SslWirelessConfig): SmsProvider {
  const url = `${config.baseUrl.replace(/\/+$/, "")}${SSLWIRELESS_SEND_PATH}`;
  return {
    name: "sslwireless",
    async send(message: SmsMessage): Promise<SmsAccepted> {
      const msisdn = bdMsisdn(message.to, GATEWAY);
      const { json } = await callGateway({
        gateway: GATEWAY,
        url,
        timeoutMs: config.timeoutMs,
        fetch: config.fetch,
        body: { json: { api_token: config.apiToken, sid: config.sid, msisdn, sms: message.body, csms_id: sslCsmsId(message.reference) } },
      });
      return read(json);
    },
  };
}
