/**
 * The SMS gateways' reading of the one outside call (lib/outside-call.ts). Everything
 * that is not an answer from the gateway becomes an SmsRefused here, so a client only
 * reads answers:
 *
 * - no answer within `timeoutMs` → transient "timeout" (the gateway may still have taken
 *   the message: SSL Wireless's csms_id makes the retry safe, the others may send twice);
 * - no connection, or a connection dropped → transient "network";
 * - HTTP 5xx → transient "http_<status>";
 * - a body that is not JSON: transient ("bad_answer") on a 2xx, 408 or 429 (a proxy's
 *   page, a half-written answer); on any other 4xx it is "other" "http_<status>", since a
 *   wrong base URL's 404 page would be the same on every retry.
 *
 * A 4xx with a JSON body is returned like a 2xx: the gateways put their refusals in the
 * body, whatever the status.
 */
import { callOutside, OutsideCallFailed } from "../../../lib/outside-call";
import { SmsRefused } from "./types";

export type GatewayRequest = {
  /** The gateway's name for the words of a refusal ("SSL Wireless"). */
  gateway: string;
  url: string;
  timeoutMs: number;
  /** A JSON body (POST), or form fields: POSTed form-encoded, or sent as the query of a GET. */
  body: { json: unknown } | { form: Record<string, string> };
  method?: "GET" | "POST";
  fetch?: typeof fetch;
};

export type GatewayAnswer = { status: number; json: unknown };

const TRANSIENT_4XX = new Set([408, 429]);

export async function callGateway(request: GatewayRequest): Promise<GatewayAnswer> {
  const { gateway } = request;
  let answer;
  try {
    answer = await callOutside(request);
  } catch (err) {
    if (!(err instanceof OutsideCallFailed)) throw err;
    if (err.kind === "timeout") throw new SmsRefused("transient", "timeout", `${gateway} did not answer within ${request.timeoutMs} ms`);
    const cause = err.causeReason ? `: ${err.causeReason}` : "";
    throw new SmsRefused("transient", "network", `${gateway} could not be reached (${err.reason}${cause})`);
  }
  const { status, text, json } = answer;
  if (status >= 500) throw new SmsRefused("transient", `http_${status}`, `${gateway} answered HTTP ${status}`, text.slice(0, 500) || undefined);
  if (json === undefined || json === null || typeof json !== "object") {
    if (status >= 400 && !TRANSIENT_4XX.has(status)) {
      throw new SmsRefused("other", `http_${status}`, `${gateway} answered HTTP ${status} without a JSON body`, text.slice(0, 500));
    }
    const code = status >= 400 ? `http_${status}` : "bad_answer";
    throw new SmsRefused("transient", code, `${gateway} answered HTTP ${status} with a body that is not JSON`, text.slice(0, 500));
  }
  return { status, json };
}

/** The phone as the shop stores it (01XXXXXXXXX), checked: anything else is refused before a gateway sees it. */
const LOCAL_MOBILE = /^01[3-9]\d{8}$/;

/** 8801XXXXXXXXX (country code, no plus), the form every gateway here takes. */
export function bdMsisdn(to: string, gateway: string): string {
  const local = to.trim().replace(/^\+?(?:0088|88)(?=01)/, "");
  if (!LOCAL_MOBILE.test(local)) {
    throw new SmsRefused("number", "invalid_number", `${gateway} was not asked: "${to}" is not a Bangladeshi mobile number (01XXXXXXXXX)`);
  }
  return `88${local}`;
}
