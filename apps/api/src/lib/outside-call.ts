/**
 * The one HTTP call every outside service's client makes (bKash, SSLCommerz, Steadfast,
 * the SMS gateways): the request written from a JSON body or form fields, a deadline
 * over the whole exchange (the answer's body included), and the answer read as text and,
 * when it is JSON, parsed. Whatever arrives is returned, any status: each client reads
 * refusals in its service's own way. Only "no answer" throws, as an OutsideCallFailed
 * the client turns into its own error type (BkashError, SslCommerzError, CourierError,
 * SmsRefused), in its own words.
 */

export type OutsideRequest = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A JSON body (POST), or form fields: POSTed form-encoded (UTF-8), or the query of a GET. */
  body?: { json: unknown } | { form: Record<string, string> };
  timeoutMs: number;
  /** Tests hand in their own; the global fetch otherwise. */
  fetch?: typeof fetch;
};

export type OutsideAnswer = {
  status: number;
  text: string;
  /** The body parsed, when it is JSON; undefined when it is empty or not JSON. */
  json: unknown;
};

/** No answer: `timeout` (the request may still have reached the service) or `network` (no connection, or it dropped). */
export class OutsideCallFailed extends Error {
  constructor(
    readonly kind: "timeout" | "network",
    /** The underlying error's words (fetch's "fetch failed"); "" for a timeout. */
    readonly reason: string,
    /** Its cause's words (ECONNREFUSED …), when it has one. */
    readonly causeReason?: string,
  ) {
    super(kind === "timeout" ? "no answer in time" : reason);
    this.name = "OutsideCallFailed";
  }
}

export async function callOutside(request: OutsideRequest): Promise<OutsideAnswer> {
  const doFetch = request.fetch ?? globalThis.fetch;
  const method = request.method ?? "POST";
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  let url = request.url;
  let body: string | undefined;
  if (request.body && "json" in request.body) {
    headers["content-type"] ??= "application/json";
    body = JSON.stringify(request.body.json);
  } else if (request.body && method === "GET") {
    url = `${url}?${new URLSearchParams(request.body.form)}`;
  } else if (request.body) {
    // URLSearchParams writes UTF-8, so Bengali arrives intact.
    headers["content-type"] ??= "application/x-www-form-urlencoded; charset=utf-8";
    body = new URLSearchParams(request.body.form).toString();
  }

  let res: Response;
  let text: string;
  try {
    res = await doFetch(url, { method, headers, body, signal: AbortSignal.timeout(request.timeoutMs) });
    text = await res.text();
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    if (name === "TimeoutError" || name === "AbortError") throw new OutsideCallFailed("timeout", "");
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
    throw new OutsideCallFailed("network", err instanceof Error ? err.message : String(err), cause);
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}

type Json = Record<string, unknown>;

/** The value as a JSON object, or undefined. */
export const asRecord = (value: unknown): Json | undefined => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined);

/** A string or number field as text; undefined when absent or empty. */
export const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined;
