/**
 * A local stand-in for bKash tokenized checkout (v1.2.0-beta) for tests and local runs:
 * the same paths, headers, bodies and status codes as bKash (research notes:
 * /work/shared/research/01-bkash.md), payments in memory, and bKash's hosted payment
 * page as a small HTML page with Pay, Fail and Cancel buttons.
 *
 * Listens on 127.0.0.1, port 0 (a free port); `baseUrl` is the host, like BKASH_BASE_URL.
 * Switches for the bad cases: `setMode({ executeTimeout, insufficientBalance, amountMismatch, refundTimeout })`,
 * or over HTTP, POST /__fake/mode (../../http.ts).
 */
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { escapeHtml, startFakeServer, switchesFrom } from "../../http";

/** The API's paths: the endpoint after /v1.2.0-beta/tokenized/checkout/. */
const API_PATH = /^\/v1\.2\.0-beta\/tokenized\/checkout\/(.+)$/;
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export type FakeBkashEndpoint = "token/grant" | "token/refresh" | "create" | "execute" | "payment/status" | "payment/refund" | "page" | "act";

export type FakeBkashPayment = {
  paymentID: string;
  /** As sent to create ("150.00"). */
  amount: string;
  currency: string;
  intent: string;
  mode: string;
  payerReference: string;
  callbackURL: string;
  merchantInvoiceNumber: string;
  transactionStatus: "Initiated" | "Completed" | "Failed" | "Cancelled";
  /** What the payer did on the hosted page. */
  payerAction: "none" | "pay" | "fail" | "cancel";
  trxID?: string;
  paymentCreateTime: string;
  paymentExecuteTime?: string;
  refunds: { refundTrxID: string; amount: string; sku: string; reason: string }[];
};

export type FakeBkashMode = {
  /**
   * Execute goes through (the payment completes) but its answer is held back: `true`
   * never answers (the client times out); `{ delayMs }` answers after the delay, with
   * the normal body or, `answer: "timeoutMessage"`, bKash's "Timeout of 30 Seconds
   * Exceeded..." `{ message }` body.
   */
  executeTimeout: false | true | { delayMs: number; answer?: "normal" | "timeoutMessage" };
  /** Pay on the hosted page still says success, but execute answers 2023 Insufficient Balance and the payment fails. */
  insufficientBalance: boolean;
  /** Execute and query report another amount than the one created: `true` 1.00 taka less (more for ≤ 1.00), or the taka string given. */
  amountMismatch: boolean | string;
  /**
   * The next refund goes through at bKash but its answer never comes (the client times
   * out); the switch turns itself off after that one refund. The refund status call
   * (payment/refund with only paymentID and trxID) then reports it.
   */
  refundTimeout: boolean;
};

export type FakeBkashOptions = {
  appKey?: string;
  appSecret?: string;
  username?: string;
  password?: string;
  /** id_token lifetime in seconds (bKash: 3600). */
  expiresIn?: number;
  /** The fake's clock for token expiry. */
  now?: () => number;
  mode?: Partial<FakeBkashMode>;
  /** Port on 127.0.0.1; 0 (default) takes a free one. */
  port?: number;
};

export type FakeBkashState = {
  /** Requests per endpoint, the refused ones included. */
  calls: Record<FakeBkashEndpoint, number>;
  /** Every API request as received (headers lower-cased). */
  requests: { endpoint: FakeBkashEndpoint; headers: Record<string, string | string[] | undefined>; body: unknown }[];
  payments: Map<string, FakeBkashPayment>;
  /** Valid id_tokens and when they expire (fake clock, ms). */
  tokens: Map<string, { expiresAt: number }>;
  refreshTokens: Set<string>;
  mode: FakeBkashMode;
};

export type FakeBkash = {
  /** The host, e.g. http://127.0.0.1:41234 (the API lives under /v1.2.0-beta/tokenized/checkout/). */
  baseUrl: string;
  credentials: { appKey: string; appSecret: string; username: string; password: string };
  state: FakeBkashState;
  setMode(mode: Partial<FakeBkashMode>): void;
  /** Every id_token stops working (the next call answers 401); `{ refresh: true }` drops the refresh tokens too. */
  expireTokens(options?: { refresh?: boolean }): void;
  close(): Promise<void>;
};

const random = (length: number) => Array.from(randomBytes(length), (byte) => ALNUM[byte % ALNUM.length]).join("");

/** bKash's timestamp style: "2019-08-07T11:12:34:978 GMT+0600". */
function bkashTime(ms: number): string {
  const iso = new Date(ms + 6 * 3600_000).toISOString();
  return `${iso.slice(0, 19)}:${iso.slice(20, 23)} GMT+0600`;
}

/** The fake's own amount parsing (kept apart from the client's, so a bug there shows here). */
function takaToPoisha(amount: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
const poishaToTaka = (poisha: number) => `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, "0")}`;

const fail = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });
const ERRORS = {
  appKey: fail("2001", "Invalid App Key"),
  paymentId: fail("2002", "Invalid Payment ID"),
  amount: fail("2006", "Invalid Amount"),
  currency: fail("2007", "Invalid currency"),
  intent: fail("2008", "Invalid intent"),
  insufficient: fail("2023", "Insufficient Balance"),
  callback: fail("2049", "Invalid Merchant Callback URL"),
  state: fail("2056", "Invalid Payment State"),
  completed: fail("2062", "The payment has already been completed"),
  missing: fail("2065", "Mandatory field missing"),
};

export async function startFakeBkash(options: FakeBkashOptions = {}): Promise<FakeBkash> {
  const credentials = {
    appKey: options.appKey ?? "fake-app-key",
    appSecret: options.appSecret ?? "fake-app-secret",
    username: options.username ?? "fake-username",
    password: options.password ?? "fake-password",
  };
  const now = options.now ?? Date.now;
  const expiresIn = options.expiresIn ?? 3600;
  const state: FakeBkashState = {
    calls: { "token/grant": 0, "token/refresh": 0, create: 0, execute: 0, "payment/status": 0, "payment/refund": 0, page: 0, act: 0 },
    requests: [],
    payments: new Map(),
    tokens: new Map(),
    refreshTokens: new Set(),
    mode: { executeTimeout: false, insufficientBalance: false, amountMismatch: false, refundTimeout: false, ...options.mode },
  };
  let baseUrl = "";

  const issueToken = (refreshToken?: string) => {
    const idToken = `fake.${random(40)}`;
    state.tokens.set(idToken, { expiresAt: now() + expiresIn * 1000 });
    const refresh = refreshToken ?? `fake-refresh.${random(24)}`;
    state.refreshTokens.add(refresh);
    return { statusCode: "0000", statusMessage: "Successful", id_token: idToken, token_type: "Bearer", expires_in: expiresIn, refresh_token: refresh };
  };

  /** The amount execute and query report: the created one unless amountMismatch says otherwise. */
  const reportedAmount = (payment: FakeBkashPayment) => {
    const mismatch = state.mode.amountMismatch;
    if (typeof mismatch === "string") return mismatch;
    if (!mismatch) return payment.amount;
    const created = takaToPoisha(payment.amount) ?? 0;
    return poishaToTaka(created > 100 ? created - 100 : created + 100);
  };

  const paymentBody = (payment: FakeBkashPayment) => ({
    paymentID: payment.paymentID,
    mode: payment.mode,
    payerReference: payment.payerReference,
    paymentCreateTime: payment.paymentCreateTime,
    ...(payment.paymentExecuteTime ? { paymentExecuteTime: payment.paymentExecuteTime } : {}),
    ...(payment.trxID ? { trxID: payment.trxID, customerMsisdn: "01770618575" } : {}),
    transactionStatus: payment.transactionStatus,
    amount: reportedAmount(payment),
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
  });

  type Answer = { status: number; body: unknown; delay?: { ms: number | null } };
  const ok = (body: unknown): Answer => ({ status: 200, body });

  function api(endpoint: FakeBkashEndpoint, headers: IncomingHttpHeaders, body: Record<string, unknown>): Answer {
    const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string) : typeof body[key] === "number" ? String(body[key]) : "");

    if (endpoint === "token/grant" || endpoint === "token/refresh") {
      if (headers.username !== credentials.username || headers.password !== credentials.password) return { status: 401, body: { message: "Unauthorized" } };
      if (text("app_key") !== credentials.appKey || text("app_secret") !== credentials.appSecret) return ok(ERRORS.appKey);
      if (endpoint === "token/grant") return ok(issueToken());
      const refreshToken = text("refresh_token");
      if (!state.refreshTokens.has(refreshToken)) return { status: 401, body: { message: "Unauthorized" } };
      return ok(issueToken(refreshToken));
    }

    const token = state.tokens.get(String(headers.authorization ?? ""));
    if (!token || token.expiresAt <= now()) return { status: 401, body: { message: "Unauthorized" } };
    if (headers["x-app-key"] !== credentials.appKey) return ok(ERRORS.appKey);

    if (endpoint === "create") {
      for (const key of ["mode", "amount", "currency", "intent", "callbackURL", "merchantInvoiceNumber"]) if (!text(key)) return ok(ERRORS.missing);
      if (text("mode") !== "0011") return ok(fail("2065", "Mandatory field missing: agreementID"));
      const poisha = takaToPoisha(text("amount"));
      if (poisha === null || poisha <= 0) return ok(ERRORS.amount);
      if (text("currency") !== "BDT") return ok(ERRORS.currency);
      if (text("intent") !== "sale") return ok(ERRORS.intent);
      if (!/^https?:\/\/[^\s]+$/.test(text("callbackURL"))) return ok(ERRORS.callback);
      const payment: FakeBkashPayment = {
        paymentID: `TR0011${random(15)}`,
        amount: text("amount"),
        currency: "BDT",
        intent: "sale",
        mode: "0011",
        payerReference: text("payerReference"),
        callbackURL: text("callbackURL"),
        merchantInvoiceNumber: text("merchantInvoiceNumber"),
        transactionStatus: "Initiated",
        payerAction: "none",
        paymentCreateTime: bkashTime(Date.now()),
        refunds: [],
      };
      state.payments.set(payment.paymentID, payment);
      const back = (status: string) => callbackWith(payment, status);
      return ok({
        paymentID: payment.paymentID,
        bkashURL: `${baseUrl}/redirect/tokenized/?paymentID=${encodeURIComponent(payment.paymentID)}&hash=${random(32)}&mode=0011&apiVersion=v1.2.0-beta`,
        callbackURL: payment.callbackURL,
        successCallbackURL: back("success"),
        failureCallbackURL: back("failure"),
        cancelledCallbackURL: back("cancel"),
        amount: payment.amount,
        intent: payment.intent,
        currency: payment.currency,
        paymentCreateTime: payment.paymentCreateTime,
        transactionStatus: payment.transactionStatus,
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
        statusCode: "0000",
        statusMessage: "Successful",
      });
    }

    const payment = state.payments.get(text("paymentID"));

    if (endpoint === "execute") {
      if (!payment) return ok(ERRORS.paymentId);
      if (payment.transactionStatus === "Completed") return ok(ERRORS.completed);
      if (payment.transactionStatus !== "Initiated" || payment.payerAction !== "pay") return ok(ERRORS.state);
      payment.paymentExecuteTime = bkashTime(Date.now());
      if (state.mode.insufficientBalance) {
        payment.transactionStatus = "Failed";
        return ok(ERRORS.insufficient);
      }
      payment.transactionStatus = "Completed";
      payment.trxID = random(10);
      const answer = ok({ statusCode: "0000", statusMessage: "Successful", ...paymentBody(payment) });
      const held = state.mode.executeTimeout;
      if (held === true) return { ...answer, delay: { ms: null } };
      if (held) {
        const body =
          held.answer === "timeoutMessage" ? { message: "Timeout of 30 Seconds Exceeded While Executing Payment, Please Query the Payment" } : answer.body;
        return { status: 200, body, delay: { ms: held.delayMs } };
      }
      return answer;
    }

    if (endpoint === "payment/status") {
      if (!payment) return ok(ERRORS.paymentId);
      return ok({
        ...paymentBody(payment),
        userVerificationStatus: payment.trxID ? "Complete" : "Incomplete",
        statusCode: "0000",
        statusMessage: "Successful",
      });
    }

    // payment/refund (v1.2): a refund, or with no amount the refund status.
    if (!payment) return ok(ERRORS.paymentId);
    if (payment.transactionStatus !== "Completed" || payment.trxID !== text("trxID")) return ok(ERRORS.state);
    if (!text("amount")) {
      const last = payment.refunds.at(-1);
      if (!last) return ok(fail("2033", "Transaction not found"));
      return ok({
        originalTrxID: payment.trxID,
        refundTrxID: last.refundTrxID,
        transactionStatus: "Completed",
        amount: last.amount,
        currency: "BDT",
        charge: "0.00",
        completedTime: bkashTime(Date.now()),
      });
    }
    if (!text("sku") || !text("reason")) return ok(ERRORS.missing);
    const refundPoisha = takaToPoisha(text("amount"));
    const refunded = payment.refunds.reduce((sum, r) => sum + (takaToPoisha(r.amount) ?? 0), 0);
    if (refundPoisha === null || refundPoisha <= 0 || refunded + refundPoisha > (takaToPoisha(payment.amount) ?? 0)) return ok(ERRORS.amount);
    const refund = { refundTrxID: random(10), amount: text("amount"), sku: text("sku"), reason: text("reason") };
    payment.refunds.push(refund);
    const hang = state.mode.refundTimeout;
    if (hang) state.mode.refundTimeout = false;
    // bKash's documented refund answer carries no statusCode.
    return withDelay(hang ? { ms: null } : undefined, {
      completedTime: bkashTime(Date.now()),
      transactionStatus: "Completed",
      originalTrxID: payment.trxID,
      refundTrxID: refund.refundTrxID,
      amount: refund.amount,
      currency: "BDT",
      charge: "0.00",
    });
  }

  function withDelay(delay: Answer["delay"], body: unknown): Answer {
    return { status: 200, body, delay };
  }

  function callbackWith(payment: FakeBkashPayment, status: string): string {
    const url = new URL(payment.callbackURL);
    url.searchParams.set("paymentID", payment.paymentID);
    url.searchParams.set("status", status);
    return url.toString();
  }

  function page(payment: FakeBkashPayment): string {
    const button = (action: string, label: string) =>
      `<form method="post" action="/redirect/tokenized/act"><input type="hidden" name="paymentID" value="${escapeHtml(payment.paymentID)}">` +
      `<input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bKash Payment</title></head>
<body>
<main>
<h1>bKash Payment</h1>
<p>Invoice: <span data-testid="invoice">${escapeHtml(payment.merchantInvoiceNumber)}</span></p>
<p>Amount: <span data-testid="amount">৳${escapeHtml(payment.amount)}</span> BDT</p>
${button("pay", "Pay")}
${button("fail", "Fail")}
${button("cancel", "Cancel")}
</main>
</body></html>`;
  }

  const API_ENDPOINTS: readonly string[] = ["token/grant", "token/refresh", "create", "execute", "payment/status", "payment/refund"];

  const server = await startFakeServer({
    port: options.port,
    control: {
      mode: () => state.mode,
      setMode: (body) => Object.assign(state.mode, switchesFrom(body, state.mode, { executeTimeout: ["object"], amountMismatch: ["string"] })),
    },
    routes: [
      {
        method: "GET",
        path: "/redirect/tokenized/",
        handle(req, res) {
          state.calls.page++;
          const payment = state.payments.get(req.url.searchParams.get("paymentID") ?? "");
          if (!payment)
            return res.html(404, `<!doctype html><html lang="en"><head><title>bKash Payment</title></head><body><p>Invalid Payment ID</p></body></html>`);
          res.html(200, page(payment));
        },
      },
      {
        method: "POST",
        path: "/redirect/tokenized/act",
        handle(req, res) {
          state.calls.act++;
          const payment = state.payments.get(req.form.paymentID ?? "");
          const action = req.form.action;
          if (!payment || (action !== "pay" && action !== "fail" && action !== "cancel")) return res.html(400, "<!doctype html><p>Invalid request</p>");
          if (payment.payerAction !== "none" || payment.transactionStatus !== "Initiated") {
            return res.html(409, "<!doctype html><p>This payment has already been processed</p>");
          }
          payment.payerAction = action;
          if (action === "fail") payment.transactionStatus = "Failed";
          if (action === "cancel") payment.transactionStatus = "Cancelled";
          res.redirect(callbackWith(payment, action === "pay" ? "success" : action === "fail" ? "failure" : "cancel"));
        },
      },
      {
        method: "POST",
        path: API_PATH,
        handle(req, res) {
          const endpoint = req.match![1] as FakeBkashEndpoint;
          if (!API_ENDPOINTS.includes(endpoint)) return res.json(404, { message: "Not Found" });
          state.calls[endpoint]++;
          const body = req.raw ? req.json : {};
          state.requests.push({ endpoint, headers: { ...req.headers }, body });
          if (!body || typeof body !== "object" || Array.isArray(body)) return res.json(400, { message: "Bad Request" });
          const answer = api(endpoint, req.headers, body as Record<string, unknown>);
          if (!answer.delay) return res.json(answer.status, answer.body);
          if (answer.delay.ms === null) return res.hang(); // the client gives up; close() drops the socket.
          res.later(answer.delay.ms, () => res.json(answer.status, answer.body));
        },
      },
    ],
  });
  baseUrl = server.origin;

  return {
    baseUrl,
    credentials,
    state,
    setMode(mode) {
      Object.assign(state.mode, mode);
    },
    expireTokens(opts = {}) {
      state.tokens.clear();
      if (opts.refresh) state.refreshTokens.clear();
    },
    close: server.close,
  };
}
