/**
 * The one HTTP call the SMS gateways' clients share. Everything that is not an answer
 * from the gateway becomes an SmsRefused here, so a client only reads answers:
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
  const doFetch = request.fetch ?? globalThis.fetch;
  const method = request.method ?? "POST";
  let url = request.url;
  const init: RequestInit = { method, headers: { accept: "application/json" }, signal: AbortSignal.timeout(request.timeoutMs) };
  if ("json" in request.body) {
    init.headers = { ...init.headers, "content-type": "application/json" };
    init.body = JSON.stringify(request.body.json);
  } else if (method === "GET") {
    url = `${url}?${new URLSearchParams(request.body.form)}`;
  } else {
    // URLSearchParams writes UTF-8, so Bengali arrives intact.
    init.headers = { ...init.headers, "content-type": "application/x-www-form-urlencoded; charset=utf-8" };
    init.body = new URLSearchParams(request.body.form).toString();
  }

  let res: Response;
  let text: string;
  try {
    res = await doFetch(url, init);
    text = await res.text();
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    if (name === "TimeoutError" || name === "AbortError") {
      throw new SmsRefused("transient", "timeout", `${request.gateway} did not answer within ${request.timeoutMs} ms`);
    }
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : "";
    throw new SmsRefused("transient", "network", `${request.gateway} could not be reached (${err instanceof Error ? err.message : String(err)}${cause})`);
  }

  if (res.status >= 500) {
    throw new SmsRefused("transient", `http_${res.status}`, `${request.gateway} answered HTTP ${res.status}`, text.slice(0, 500) || undefined);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (json === undefined || json === null || typeof json !== "object") {
    if (res.status >= 400 && !TRANSIENT_4XX.has(res.status)) {
      throw new SmsRefused("other", `http_${res.status}`, `${request.gateway} answered HTTP ${res.status} without a JSON body`, text.slice(0, 500));
    }
    const code = res.status >= 400 ? `http_${res.status}` : "bad_answer";
    throw new SmsRefused("transient", code, `${request.gateway} answered HTTP ${res.status} with a body that is not JSON`, text.slice(0, 500));
  }
  return { status: res.status, json };
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

type Json = Record<string, unknown>;
export const asRecord = (value: unknown): Json | undefined => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined);
/** A string or number field as text; undefined when absent or empty. */
export const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined;
