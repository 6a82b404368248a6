/**
 * bKash tokenized checkout (v1.2.0-beta): the protocol client the bKash gateway
 * (./gateway.ts) drives. Protocol notes with sources: /work/shared/research/01-bkash.md.
 * Tested against its fake, apps/api/fakes/payments/bkash/fake.ts.
 *
 * - One grant token per client, shared by every caller: granted with `token/grant`,
 *   kept until shortly before `expires_in` runs out, then refreshed with
 *   `token/refresh`; granted again when the refresh fails or a call answers 401. bKash
 *   asks merchants not to grant on every request.
 * - Every other call sends `authorization: <id_token>` (bare, no "Bearer") and `x-app-key`.
 * - Money is integer poisha here, a decimal taka string ("150.00") on the wire.
 * - Execute is one-shot: when it gives no clear answer (timeout, non-200, no
 *   `statusCode`, a body with `message`) the outcome is "unknown" and the caller must
 *   query the payment; a clear answer must not be followed by a query (bKash UAT rule).
 */
import { asRecord, callOutside, OutsideCallFailed, text } from "../../../../lib/outside-call";
import { poishaToTakaString, takaStringToPoisha } from "../../amounts";

/** The API path every call hangs off, after the host (BKASH_BASE_URL is the host). */
export const BKASH_API_PATH = "/v1.2.0-beta/tokenized/checkout";

/** Refresh the grant token this long before bKash says it expires. */
const TOKEN_REFRESH_AHEAD_MS = 5 * 60_000;

export type BkashClientConfig = {
  /** bKash's host, e.g. https://tokenized.sandbox.bka.sh (a URL already ending in /tokenized/checkout is used as is). */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** Per request; default 30 s (bKash's own execute limit). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The clock the token lifetime is measured with (tests move it). */
  now?: () => number;
};

/**
 * A refusal or failure talking to bKash. `code` is bKash's `statusCode` ("2002", …) or
 * `errorCode`, else one of ours: "TIMEOUT", "NETWORK", "HTTP_<status>", "BAD_RESPONSE".
 */
export class BkashError extends Error {
  readonly code: string;
  readonly httpStatus?: number;
  readonly raw?: unknown;
  constructor(code: string, message: string, options: { httpStatus?: number; raw?: unknown } = {}) {
    super(message);
    this.name = "BkashError";
    this.code = code;
    this.httpStatus = options.httpStatus;
    this.raw = options.raw;
  }
}

/** The request may or may not have reached bKash (timeout, connection lost). */
class BkashTransportError extends BkashError {}

export type BkashCreateInput = { amountPoisha: number; invoiceNumber: string; payerReference: string; callbackUrl: string };
export type BkashCreated = { paymentId: string; bkashUrl: string; raw: unknown };
export type BkashExecuteResult =
  | { outcome: "completed"; trxId: string; amountPoisha: number; invoiceNumber?: string; raw: unknown }
  | { outcome: "failed"; code: string; message: string; raw: unknown }
  | { outcome: "unknown"; raw: unknown };
export type BkashQueryResult = { transactionStatus: string; trxId?: string; amountPoisha?: number; invoiceNumber?: string; raw: unknown };
export type BkashRefundInput = { paymentId: string; trxId: string; amountPoisha: number; reason: string; sku: string };
export type BkashRefundResult = { refundTrxId: string; status: string; raw: unknown };
/** payment/refund with only paymentID and trxID: bKash's word on the payment's refund (the latest), or none. */
export type BkashRefundStatus =
  { refundTrxId: string; status: string; amountPoisha?: number; raw: unknown } | { refundTrxId: null; code: string; raw: unknown };

export type BkashClient = {
  createPayment(input: BkashCreateInput): Promise<BkashCreated>;
  executePayment(paymentId: string): Promise<BkashExecuteResult>;
  queryPayment(paymentId: string): Promise<BkashQueryResult>;
  refund(input: BkashRefundInput): Promise<BkashRefundResult>;
  refundStatus(paymentId: string, trxId: string): Promise<BkashRefundStatus>;
};

/** The request may not have reached bKash, or its answer was unclear: the outcome is unknown (never a refusal). */
export const isBkashUnclear = (err: unknown) =>
  err instanceof BkashTransportError || (err instanceof BkashError && (err.code === "BAD_RESPONSE" || /^HTTP_5\d\d$/.test(err.code)));

/** 15000 → "150.00": integer poisha to bKash's taka string, exactly. */
export function poishaToBkashAmount(poisha: number): string {
  return poishaToTakaString(poisha, "bKash");
}

/** "150" | "150.5" | "150.50" → 15000 | 15050 | 15050: bKash's taka string to integer poisha, parsed, never through a float. */
export function bkashAmountToPoisha(amount: string | number): number {
  return takaStringToPoisha(amount, "bKash");
}

type Reply = { status: number; body: unknown };
type Token = { idToken: string; refreshToken?: string; expiresAt: number };
type Json = Record<string, unknown>;

/** A non-2xx answer or a refusal in the body as a BkashError; otherwise the body. */
function checked(reply: Reply, what: string): Json {
  const body = asRecord(reply.body);
  if (reply.status < 200 || reply.status > 299) {
    const message = text(body?.statusMessage) ?? text(body?.message) ?? text(body?.errorMessage) ?? `HTTP ${reply.status}`;
    throw new BkashError(text(body?.statusCode) ?? `HTTP_${reply.status}`, `bKash ${what}: ${message}`, { httpStatus: reply.status, raw: reply.body });
  }
  if (!body) throw new BkashError("BAD_RESPONSE", `bKash ${what}: the answer is not a JSON object`, { httpStatus: reply.status, raw: reply.body });
  const code = text(body.statusCode);
  if (code !== undefined && code !== "0000") throw new BkashError(code, text(body.statusMessage) ?? `bKash ${what} refused (${code})`, { raw: body });
  const errorCode = text(body.errorCode);
  if (errorCode !== undefined) throw new BkashError(errorCode, text(body.errorMessage) ?? `bKash ${what} refused (${errorCode})`, { raw: body });
  return body;
}

function optionalPoisha(value: unknown): number | undefined {
  const amount = text(value);
  if (amount === undefined) return undefined;
  try {
    return bkashAmountToPoisha(amount);
  } catch {
    return undefined;
  }
}

export function createBkashClient(config: BkashClientConfig): BkashClient {
  const now = config.now ?? Date.now;
  const timeoutMs = config.timeoutMs ?? 30_000;
  const root = config.baseUrl.replace(/\/+$/, "");
  const apiBase = /\/tokenized\/checkout$/.test(root) ? root : `${root}${BKASH_API_PATH}`;

  let token: Token | null = null;
  let pending: Promise<Token> | null = null;

  /** One POST; throws BkashTransportError when no answer arrived (timeout, network). */
  async function send(path: string, body: Json, headers: Record<string, string>): Promise<Reply> {
    try {
      const answer = await callOutside({ url: `${apiBase}/${path}`, headers, body: { json: body }, timeoutMs, fetch: config.fetch });
      // Not JSON: kept as text for the record.
      return { status: answer.status, body: answer.text === "" ? null : answer.json === undefined ? answer.text : answer.json };
    } catch (err) {
      if (!(err instanceof OutsideCallFailed)) throw err;
      if (err.kind === "timeout") throw new BkashTransportError("TIMEOUT", `bKash ${path}: no answer within ${timeoutMs} ms`);
      throw new BkashTransportError("NETWORK", `bKash ${path}: ${err.reason}`);
    }
  }

  function tokenFrom(body: Json, what: string, previous?: Token): Token {
    const idToken = text(body.id_token);
    if (!idToken) throw new BkashError("BAD_RESPONSE", `bKash ${what}: no id_token`, { raw: body });
    const expiresIn = Number(body.expires_in);
    const lifetimeMs = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : 3600_000;
    return { idToken, refreshToken: text(body.refresh_token) ?? previous?.refreshToken, expiresAt: now() + lifetimeMs };
  }

  const credentialHeaders = () => ({ username: config.username, password: config.password });

  async function grant(): Promise<Token> {
    const reply = await send("token/grant", { app_key: config.appKey, app_secret: config.appSecret }, credentialHeaders());
    return tokenFrom(checked(reply, "token/grant"), "token/grant");
  }

  async function refresh(previous: Token & { refreshToken: string }): Promise<Token> {
    const body = { app_key: config.appKey, app_secret: config.appSecret, refresh_token: previous.refreshToken };
    const reply = await send("token/refresh", body, credentialHeaders());
    return tokenFrom(checked(reply, "token/refresh"), "token/refresh", previous);
  }

  /** The current id_token; at most one grant or refresh in flight, shared by all callers. */
  async function idToken(): Promise<string> {
    if (token && now() < token.expiresAt - TOKEN_REFRESH_AHEAD_MS) return token.idToken;
    if (!pending) {
      const previous = token;
      pending = (async () => {
        try {
          if (previous?.refreshToken) {
            try {
              return await refresh({ ...previous, refreshToken: previous.refreshToken });
            } catch {
              // A refused or failed refresh: a fresh grant below.
            }
          }
          return await grant();
        } catch (err) {
          // Token trouble is never "the payment call may have gone through".
          if (err instanceof BkashError) throw new BkashError(err.code, err.message, { httpStatus: err.httpStatus, raw: err.raw });
          throw err;
        }
      })()
        .then((fresh) => (token = fresh))
        .finally(() => (pending = null));
    }
    return (await pending).idToken;
  }

  /** A call with the token; a 401 drops the token, grants a new one and tries once more. */
  async function call(path: string, body: Json): Promise<Reply> {
    for (let attempt = 0; ; attempt++) {
      const used = await idToken();
      const reply = await send(path, body, { authorization: used, "x-app-key": config.appKey });
      if (reply.status !== 401 || attempt > 0) return reply;
      if (token?.idToken === used) token = null;
    }
  }

  return {
    async createPayment(input) {
      const reply = await call("create", {
        mode: "0011",
        payerReference: input.payerReference,
        callbackURL: input.callbackUrl,
        amount: poishaToBkashAmount(input.amountPoisha),
        currency: "BDT",
        intent: "sale",
        merchantInvoiceNumber: input.invoiceNumber,
      });
      const body = checked(reply, "create");
      const paymentId = text(body.paymentID);
      const bkashUrl = text(body.bkashURL);
      if (!paymentId || !bkashUrl || text(body.statusCode) !== "0000") {
        throw new BkashError("BAD_RESPONSE", "bKash create: no paymentID or bkashURL", { raw: body });
      }
      return { paymentId, bkashUrl, raw: body };
    },

    async executePayment(paymentId) {
      let reply: Reply;
      try {
        reply = await call("execute", { paymentID: paymentId });
      } catch (err) {
        if (err instanceof BkashTransportError) return { outcome: "unknown", raw: { error: err.code, message: err.message } };
        throw err;
      }
      const body = asRecord(reply.body);
      const code = text(body?.statusCode);
      // No clear answer: the payment may or may not have gone through; the caller queries.
      if (reply.status !== 200 || !body || code === undefined || body.message !== undefined) return { outcome: "unknown", raw: reply.body };
      if (code !== "0000") return { outcome: "failed", code, message: text(body.statusMessage) ?? `bKash execute refused (${code})`, raw: body };
      const trxId = text(body.trxID);
      const amountPoisha = optionalPoisha(body.amount);
      if (body.transactionStatus !== "Completed" || !trxId || amountPoisha === undefined) return { outcome: "unknown", raw: body };
      return { outcome: "completed", trxId, amountPoisha, invoiceNumber: text(body.merchantInvoiceNumber), raw: body };
    },

    async queryPayment(paymentId) {
      const body = checked(await call("payment/status", { paymentID: paymentId }), "payment/status");
      const transactionStatus = text(body.transactionStatus);
      if (!transactionStatus) throw new BkashError("BAD_RESPONSE", "bKash payment/status: no transactionStatus", { raw: body });
      return {
        transactionStatus,
        trxId: text(body.trxID),
        amountPoisha: optionalPoisha(body.amount),
        invoiceNumber: text(body.merchantInvoiceNumber),
        raw: body,
      };
    },

    async refund(input) {
      const reply = await call("payment/refund", {
        amount: poishaToBkashAmount(input.amountPoisha),
        paymentID: input.paymentId,
        trxID: input.trxId,
        sku: input.sku,
        reason: input.reason,
      });
      const body = checked(reply, "payment/refund");
      const refundTrxId = text(body.refundTrxID);
      const status = text(body.transactionStatus);
      if (!refundTrxId || !status) throw new BkashError("BAD_RESPONSE", "bKash payment/refund: no refundTrxID", { raw: body });
      return { refundTrxId, status, raw: body };
    },

    async refundStatus(paymentId, trxId) {
      const reply = await call("payment/refund", { paymentID: paymentId, trxID: trxId });
      let body: Json;
      try {
        body = checked(reply, "payment/refund (status)");
      } catch (err) {
        // bKash's clear answer that it has no refund of this payment (2033 and the like).
        if (err instanceof BkashError && !isBkashUnclear(err)) return { refundTrxId: null, code: err.code, raw: err.raw };
        throw err;
      }
      const refundTrxId = text(body.refundTrxID);
      const status = text(body.transactionStatus);
      if (!refundTrxId || !status) throw new BkashError("BAD_RESPONSE", "bKash refund status: no refundTrxID", { raw: body });
      return { refundTrxId, status, amountPoisha: optionalPoisha(body.amount ?? body.refundAmount), raw: body };
    },
  };
}
