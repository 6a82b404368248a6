/**
 * Alpha SMS (sms.net.bd): one SMS per call. Notes with sources:
 * /work/shared/research/04-sms.md, "Alpha SMS"; the error list is the one sms.net.bd's
 * API page gives (as copied in public clients, e.g. codecontinent/bd-sms-gateways).
 * Tested against `./fake.ts`.
 *
 * - POST {base}/sendsms, form-encoded: api_key, msg, to, and sender_id only when the
 *   account has an approved one (without it the gateway's default sender is used).
 * - `to` "must start with country code (880) or standard 01X"; 8801XXXXXXXXX is sent.
 * - Answer: {"error":0,"msg":"Request successfully submitted","data":{"request_id":...}};
 *   a refusal is a non-zero `error` with its words in `msg`.
 * - No idempotency key: a try whose answer was lost may have been sent, and a retry sends again.
 */
import { asRecord, text } from "../../../../lib/outside-call";
import { bdMsisdn, callGateway } from "../http";
import { SmsRefused, type SmsAccepted, type SmsFailureKind, type SmsMessage, type SmsProvider } from "../types";

export const ALPHA_SEND_PATH = "/sendsms";
const GATEWAY = "sms.net.bd";

export type AlphaSmsConfig = {
  /** https://api.sms.net.bd (ALPHA_SMS_BASE_URL). */
  baseUrl: string;
  apiKey: string;
  /** An approved sender id, or undefined for the gateway's default. */
  senderId?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

const KINDS: Record<number, SmsFailureKind> = {
  400: "other", // missing or invalid parameter
  403: "credentials", // no permission for the request
  404: "other", // resource not found
  405: "credentials", // Authorization required (wrong api_key)
  409: "transient", // unknown error on the server's end
  410: "balance", // Account expired: renewed by a recharge
  411: "credentials", // Reseller account expired or suspended: the account cannot send at all
  412: "other", // Invalid schedule
  413: "sender", // Invalid Sender ID
  414: "content", // Message is empty
  415: "content", // Message is too long
  416: "number", // No valid number found
  417: "balance", // Insufficient balance
  420: "content", // Content blocked
  // Only to the account's registered number until the first recharge: a recharge lifts
  // it. Not confirmed from official docs (not in the published list we found).
  421: "balance",
};

function read(json: unknown): SmsAccepted {
  const body = asRecord(json) ?? {};
  const code = text(body.error) ?? "unknown";
  if (code === "0") return { messageId: text(asRecord(body.data)?.request_id) ?? null, answer: json };
  throw new SmsRefused(KINDS[Number(code)] ?? "other", code, text(body.msg) ?? `${GATEWAY} answered error ${code}`, json);
}

export function createAlphaSmsProvider(config: AlphaSmsConfig): SmsProvider {
  const url = `${config.baseUrl.replace(/\/+$/, "")}${ALPHA_SEND_PATH}`;
  return {
    name: "alpha",
    async send(message: SmsMessage): Promise<SmsAccepted> {
      const to = bdMsisdn(message.to, GATEWAY);
      const form: Record<string, string> = { api_key: config.apiKey, msg: message.body, to };
      if (config.senderId) form.sender_id = config.senderId;
      const { json } = await callGateway({ gateway: GATEWAY, url, timeoutMs: config.timeoutMs, fetch: config.fetch, body: { form } });
      return read(json);
    },
  };
}
