/**
 * BulkSMSBD (bulksmsbd.net): one SMS per call. Notes with sources:
 * /work/shared/research/04-sms.md, "BulkSMSBD"; the codes are those of the gateway's
 * own API page (bulksmsbd.com/bulksms-api-bangladesh.php). Tested against `./fake.ts`.
 *
 * - POST {base}/api/smsapi, form-encoded: api_key, senderid, type, number (8801XXXXXXXXX), message.
 * - Answer: {"response_code":202,"success_message":"SMS Submitted Successfully","error_message":""};
 *   any other response_code is a refusal, its words in error_message.
 * - `type`: the API page shows only type=text; "unicode" for Bengali is what the public
 *   clients that send Bengali use (and what the gateway's sibling panels document). Not
 *   confirmed from official docs, so it is "unicode" exactly when the text is not GSM-7
 *   (segments.ts), the case where a phone must get it as Unicode anyway.
 * - No idempotency key: a try whose answer was lost may have been sent, and the retry
 *   sends again. The outbox only retries transient failures, so that is a timeout or a
 *   dropped connection.
 */
import { isGsm7 } from "../segments";
import { asRecord, text } from "../../../../lib/outside-call";
import { bdMsisdn, callGateway } from "../http";
import { SmsRefused, type SmsAccepted, type SmsFailureKind, type SmsMessage, type SmsProvider } from "../types";

export const BULKSMSBD_SEND_PATH = "/api/smsapi";
const GATEWAY = "BulkSMSBD";
export const BULKSMSBD_ACCEPTED = 202;

export type BulkSmsBdConfig = {
  /** https://bulksmsbd.net (BULKSMSBD_BASE_URL). */
  baseUrl: string;
  apiKey: string;
  /** The approved sender id: a masking name or the 8809... non-masking number. */
  senderId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

const KINDS: Record<number, SmsFailureKind> = {
  1001: "number", // Invalid Number
  1002: "sender", // sender id not correct / disabled
  1003: "other", // Please Required all fields
  1005: "transient", // Internal Error
  1006: "balance", // Balance Validity Not Available
  1007: "balance", // Balance Insufficient
  1011: "credentials", // User Id not found
  1012: "content", // Masking SMS must be sent in Bengali
  1013: "sender", // Sender Id has not found Gateway by api key
  1014: "sender", // Sender Type Name not found using this sender by api key
  1015: "sender", // Sender Id has not found Any Valid Gateway by api key
  1018: "credentials", // The Owner of this Account is disabled
};

/** "unicode" for a text a phone gets as UCS-2 (Bengali, emoji), else "text". */
export const bulkSmsBdType = (body: string): "text" | "unicode" => (isGsm7(body) ? "text" : "unicode");

function read(json: unknown): SmsAccepted {
  const body = asRecord(json) ?? {};
  const code = text(body.response_code) ?? "unknown";
  // message_id: some answers carry one (seen in public clients, not on the API page).
  if (Number(code) === BULKSMSBD_ACCEPTED) return { messageId: text(body.message_id) ?? null, answer: json };
  const words = text(body.error_message) ?? text(body.success_message) ?? `${GATEWAY} answered response_code ${code}`;
  throw new SmsRefused(KINDS[Number(code)] ?? "other", code, words, json);
}

export function createBulkSmsBdProvider(config: BulkSmsBdConfig): SmsProvider {
  const url = `${config.baseUrl.replace(/\/+$/, "")}${BULKSMSBD_SEND_PATH}`;
  return {
    name: "bulksmsbd",
    async send(message: SmsMessage): Promise<SmsAccepted> {
      const number = bdMsisdn(message.to, GATEWAY);
      const form = { api_key: config.apiKey, senderid: config.senderId, type: bulkSmsBdType(message.body), number, message: message.body };
      const { json } = await callGateway({ gateway: GATEWAY, url, timeoutMs: config.timeoutMs, fetch: config.fetch, body: { form } });
      return read(json);
    },
  };
}
