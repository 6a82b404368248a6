/**
 * A local stand-in for SSLCommerz v4 for tests and local runs: the same paths, form
 * fields and JSON answers as SSLCommerz (research notes: /work/shared/research/02-sslcommerz.md),
 * sessions in memory, and the hosted payment page as a small HTML page with Pay, Fail
 * and Cancel buttons. Pressing one sends the IPN (a form POST to the session's ipn_url,
 * signed with verify_sign / verify_key) and answers the browser with an auto-submitting
 * form that POSTs the same fields to success_url / fail_url / cancel_url, as SSLCommerz does.
 *
 * Listens on 127.0.0.1, port 0 (a free port); `baseUrl` is the host, like https://sandbox.sslcommerz.com.
 * Switches for the bad cases: `setMode({ ipnTwice, ipnOrder, amountMismatch, badSign, riskLevel, noIpn, refundTimeout })`,
 * or over HTTP, POST /__fake/mode (../../http.ts).
 *
 * Not confirmed from SSLCommerz's own pages (see the research notes) and so the fake's
 * choice: the INVALID_TRANSACTION literal, APIConnect "INVALID_REQUEST" for bad store
 * credentials, refund statuses "success"/"failed" and "refunded", "UNATTEMPTED" for a
 * session nobody acted on, and verify_sign_sha2 (sha256 over the same string as verify_sign).
 */
import { createHash, randomBytes } from "node:crypto";
import { escapeHtml, startFakeServer, switchesFrom } from "../../http";

export const FAKE_SSL_PAGE_TITLE = "SSLCommerz Payment";
const PAGE_PATH = "/gwprocess/v4/gw.php";
const ACT_PATH = "/gwprocess/v4/act.php";
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export type FakeSslEndpoint = "session" | "page" | "act" | "validation" | "query" | "refund" | "refundQuery";

export type FakeSslCommerzMode = {
  /** The IPN is sent twice (same fields). */
  ipnTwice: boolean;
  /** "before" (default): the IPN is delivered before the browser is answered; "after": once the browser has its answer. */
  ipnOrder: "before" | "after";
  /** No IPN at all (as if none were configured). */
  noIpn: boolean;
  /** The validation API (and the transaction query) report another amount: `true` 1.00 taka less (more for ≤ 1.00), or the taka string given. */
  amountMismatch: boolean | string;
  /** The IPN and the browser POST carry a verify_sign that does not match. */
  badSign: boolean;
  /** risk_level in the IPN, the browser POST and the validation ("1": hold and check the customer). */
  riskLevel: "0" | "1";
  /**
   * The next refund is made but its answer never comes (the client times out); the switch
   * turns itself off after that one. The transaction query lists its refund_ref_id and the
   * refund status query reports it.
   */
  refundTimeout: boolean;
};
/** `setMode` also takes the brief's spellings: `ipnBeforeRedirect` / `ipnAfterRedirect: true`. */
export type FakeSslCommerzModeInput = Partial<FakeSslCommerzMode> & { ipnBeforeRedirect?: boolean; ipnAfterRedirect?: boolean };

export type FakeSslSession = {
  sessionkey: string;
  /** Every field the session request carried, as sent (store_passwd included). */
  request: Record<string, string>;
  tran_id: string;
  /** As sent ("570.00"). */
  amount: string;
  currency: string;
  success_url: string;
  fail_url: string;
  cancel_url: string;
  ipn_url?: string;
  /** What the payer did on the hosted page. */
  outcome: "none" | "pay" | "fail" | "cancel";
  /** Transaction status: UNATTEMPTED until acted on, then VALID (→ VALIDATED once validated), FAILED or CANCELLED. */
  status: "UNATTEMPTED" | "VALID" | "VALIDATED" | "FAILED" | "CANCELLED";
  val_id?: string;
  bank_tran_id?: string;
  tran_date?: string;
  validated_on?: string;
  /** The fields posted to the IPN and the browser (same for both). */
  posted?: Record<string, string>;
  refunds: { refund_ref_id: string; amount: string; remarks: string; refe_id?: string; initiated_on: string }[];
};

export type FakeSslIpn = { url: string; fields: Record<string, string>; httpStatus?: number; error?: string };

export type FakeSslCommerzState = {
  /** Requests per endpoint, the refused ones included. */
  calls: Record<FakeSslEndpoint, number>;
  /** Every API request as received (the form or query fields). */
  requests: { endpoint: FakeSslEndpoint; method: string; fields: Record<string, string> }[];
  sessions: Map<string, FakeSslSession>;
  /** Every IPN delivery attempt, in order, with the merchant's answer. */
  ipnsSent: FakeSslIpn[];
  mode: FakeSslCommerzMode;
};

export type FakeSslCommerzOptions = {
  storeId?: string;
  storePassword?: string;
  /** Port on 127.0.0.1; 0 (default) takes a free one. */
  port?: number;
  /** false: no IPN is ever sent (same as mode noIpn). */
  ipn?: boolean;
  mode?: FakeSslCommerzModeInput;
};

export type FakeSslCommerz = {
  /** The host, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  credentials: { storeId: string; storePassword: string };
  state: FakeSslCommerzState;
  setMode(mode: FakeSslCommerzModeInput): void;
  /** Resolves when every IPN started so far has been delivered (or failed). */
  ipnsSettled(): Promise<void>;
  close(): Promise<void>;
};

const random = (length: number) => Array.from(randomBytes(length), (byte) => ALNUM[byte % ALNUM.length]).join("");
const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** SSLCommerz's timestamp style, Dhaka time: "2020-01-05 22:58:21". */
function sslTime(ms: number): string {
  return new Date(ms + 6 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}

/** The fake's own amount parsing (kept apart from the client's, so a bug there shows here). */
function takaToPoisha(amount: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
const poishaToTaka = (poisha: number) => `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, "0")}`;

/** The signing string of the research's algorithm (its own copy, apart from the client's). */
function signingString(fields: Record<string, string>, storePassword: string): string {
  const signed: Record<string, string> = {};
  for (const key of fields.verify_key.split(",")) signed[key] = fields[key] ?? "";
  signed.store_passwd = md5(storePassword);
  return Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join("&");
}

const SESSION_REQUIRED = [
  "total_amount",
  "currency",
  "tran_id",
  "success_url",
  "fail_url",
  "cancel_url",
  "cus_name",
  "cus_email",
  "cus_add1",
  "cus_city",
  "cus_postcode",
  "cus_country",
  "cus_phone",
  "shipping_method",
  "product_name",
  "product_category",
  "product_profile",
];
const SHIPPING_REQUIRED = ["ship_name", "ship_add1", "ship_city", "ship_postcode", "ship_country"];
const PRODUCT_PROFILES = ["general", "physical-goods", "non-physical-goods", "airline-tickets", "travel-vertical", "telecom-vertical"];

export async function startFakeSslCommerz(options: FakeSslCommerzOptions = {}): Promise<FakeSslCommerz> {
  const credentials = { storeId: options.storeId ?? "fakestore0001", storePassword: options.storePassword ?? "fakestore0001@ssl" };
  const state: FakeSslCommerzState = {
    calls: { session: 0, page: 0, act: 0, validation: 0, query: 0, refund: 0, refundQuery: 0 },
    requests: [],
    sessions: new Map(),
    ipnsSent: [],
    mode: { ipnTwice: false, ipnOrder: "before", noIpn: options.ipn === false, amountMismatch: false, badSign: false, riskLevel: "0", refundTimeout: false },
  };
  const applyMode = (input: FakeSslCommerzModeInput) => {
    const { ipnBeforeRedirect, ipnAfterRedirect, ...mode } = input;
    Object.assign(state.mode, mode);
    if (ipnBeforeRedirect) state.mode.ipnOrder = "before";
    if (ipnAfterRedirect) state.mode.ipnOrder = "after";
  };
  if (options.mode) applyMode(options.mode);
  const inFlight = new Set<Promise<void>>();
  let baseUrl = "";

  const storeOk = (fields: Record<string, string>) => fields.store_id === credentials.storeId && fields.store_passwd === credentials.storePassword;
  const byValId = (valId: string) => [...state.sessions.values()].find((s) => s.val_id !== undefined && s.val_id === valId);
  const byBankTranId = (id: string) => [...state.sessions.values()].find((s) => s.bank_tran_id !== undefined && s.bank_tran_id === id);

  /** The amount validation and query report: the session's unless amountMismatch says otherwise. */
  const reportedAmount = (session: FakeSslSession) => {
    const mismatch = state.mode.amountMismatch;
    if (typeof mismatch === "string") return mismatch;
    if (!mismatch) return session.amount;
    const paid = takaToPoisha(session.amount) ?? 0;
    return poishaToTaka(paid > 100 ? paid - 100 : paid + 100);
  };

  // ---- session API ------------------------------------------------------------------

  const sessionFailed = (failedreason: string) => ({
    status: "FAILED",
    failedreason,
    sessionkey: "",
    gw: [],
    GatewayPageURL: "",
    storeBanner: "",
    storeLogo: "",
    desc: [],
  });

  function openSession(fields: Record<string, string>): unknown {
    if (!storeOk(fields)) return sessionFailed("Store Credential Error Or Store is De-active");
    for (const key of SESSION_REQUIRED) if (!fields[key]) return sessionFailed(`Invalid Information! '${key}' is missing.`);
    if (fields.shipping_method === "YES" || fields.shipping_method === "Courier") {
      for (const key of SHIPPING_REQUIRED) if (!fields[key]) return sessionFailed(`Invalid Information! '${key}' is missing.`);
    } else if (fields.shipping_method !== "NO") return sessionFailed("Invalid Information! 'shipping_method' is invalid.");
    if (!PRODUCT_PROFILES.includes(fields.product_profile)) return sessionFailed("Invalid Information! 'product_profile' is invalid.");
    const poisha = takaToPoisha(fields.total_amount);
    if (poisha === null || poisha < 10_00 || poisha > 500_000_00)
      return sessionFailed("Invalid Information! 'total_amount' must be from 10.00 BDT to 500000.00 BDT.");
    if (fields.currency !== "BDT") return sessionFailed("Invalid Information! 'currency' is invalid.");
    if (fields.tran_id.length > 30) return sessionFailed("Invalid Information! 'tran_id' is too long.");
    for (const key of ["success_url", "fail_url", "cancel_url", ...(fields.ipn_url ? ["ipn_url"] : [])]) {
      if (!/^https?:\/\/\S+$/.test(fields[key])) return sessionFailed(`Invalid Information! '${key}' is invalid.`);
    }
    const session: FakeSslSession = {
      sessionkey: random(32),
      request: { ...fields },
      tran_id: fields.tran_id,
      amount: poishaToTaka(poisha),
      currency: "BDT",
      success_url: fields.success_url,
      fail_url: fields.fail_url,
      cancel_url: fields.cancel_url,
      ipn_url: fields.ipn_url || undefined,
      outcome: "none",
      status: "UNATTEMPTED",
      refunds: [],
    };
    state.sessions.set(session.sessionkey, session);
    const gatewayUrl = `${baseUrl}${PAGE_PATH}?Q=pay&SESSIONKEY=${session.sessionkey}`;
    const gw = (name: string) => `${baseUrl}${PAGE_PATH}?Q=REDIRECT&SESSIONKEY=${session.sessionkey}&cardname=${name}`;
    return {
      status: "SUCCESS",
      failedreason: "",
      sessionkey: session.sessionkey,
      gw: { visa: "visacard", master: "mastercard", amex: "amexcard", othercards: "", internetbanking: "city,bankasia", mobilebanking: "bkash,nagad" },
      redirectGatewayURL: `${baseUrl}${PAGE_PATH}?Q=REDIRECT&SESSIONKEY=${session.sessionkey}&cardname=`,
      directPaymentURLBank: "",
      directPaymentURLCard: "",
      directPaymentURL: "",
      redirectGatewayURLFailed: `${baseUrl}${PAGE_PATH}?Q=pay&SESSIONKEY=${session.sessionkey}`,
      GatewayPageURL: gatewayUrl,
      storeBanner: `${baseUrl}/stores/logos/demoLogo.png`,
      storeLogo: `${baseUrl}/stores/logos/demoLogo.png`,
      store_name: "Fake Store",
      desc: [
        { name: "VISA", type: "visa", logo: `${baseUrl}/gw/visa.png`, gw: "visacard", r_flag: "", redirectGatewayURL: gw("visacard") },
        { name: "BKASH", type: "mobilebanking", logo: `${baseUrl}/gw/bkash.png`, gw: "bkash", r_flag: "", redirectGatewayURL: gw("bkash") },
      ],
      is_direct_pay_enable: "0",
    };
  }

  // ---- the payer's press --------------------------------------------------------------

  /** The fields SSLCommerz posts to the IPN and the browser, signed. */
  function postedFields(session: FakeSslSession): Record<string, string> {
    const request = session.request;
    const paid = session.outcome === "pay";
    const status = paid ? "VALID" : session.outcome === "fail" ? "FAILED" : "CANCELLED";
    const fields: Record<string, string> = {
      tran_id: session.tran_id,
      ...(paid ? { val_id: session.val_id ?? "" } : {}),
      amount: session.amount,
      card_type: paid ? "VISA-Dutch Bangla" : "",
      store_amount: paid ? poishaToTaka(Math.round(((takaToPoisha(session.amount) ?? 0) * 975) / 1000)) : "",
      card_no: paid ? "432149XXXXXX0667" : "",
      ...(paid ? { bank_tran_id: session.bank_tran_id ?? "" } : {}),
      status,
      tran_date: session.tran_date ?? sslTime(Date.now()),
      ...(paid ? {} : { error: session.outcome === "fail" ? "Declined by the issuing bank" : "Cancelled by the customer" }),
      currency: session.currency,
      card_issuer: paid ? "TRUST BANK, LTD." : "",
      card_brand: paid ? "VISA" : "",
      card_issuer_country: paid ? "Bangladesh" : "",
      card_issuer_country_code: paid ? "BD" : "",
      store_id: credentials.storeId,
      currency_type: session.currency,
      currency_amount: session.amount,
      currency_rate: "1.0000",
      base_fair: "0.00",
      value_a: request.value_a ?? "",
      value_b: request.value_b ?? "",
      value_c: request.value_c ?? "",
      value_d: request.value_d ?? "",
      risk_level: paid ? state.mode.riskLevel : "0",
      risk_title: paid && state.mode.riskLevel === "1" ? "Risky" : "Safe",
    };
    fields.verify_key = Object.keys(fields).join(",");
    const signing = signingString(fields, credentials.storePassword);
    fields.verify_sign = state.mode.badSign ? md5(`${signing}&tampered=1`) : md5(signing);
    fields.verify_sign_sha2 = sha256(signing);
    return fields;
  }

  function deliverIpn(url: string, fields: Record<string, string>): Promise<void> {
    const record: FakeSslIpn = { url, fields: { ...fields } };
    state.ipnsSent.push(record);
    return (async () => {
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        record.httpStatus = res.status;
        await res.arrayBuffer();
      } catch (err) {
        record.error = err instanceof Error ? err.message : String(err);
      }
    })();
  }

  /** The IPN (twice with ipnTwice), one after the other; tracked so ipnsSettled/close can wait. */
  function sendIpns(session: FakeSslSession, fields: Record<string, string>): Promise<void> {
    const ipnUrl = session.ipn_url;
    if (state.mode.noIpn || !ipnUrl) return Promise.resolve();
    const times = state.mode.ipnTwice ? 2 : 1;
    const sending = (async () => {
      for (let i = 0; i < times; i++) await deliverIpn(ipnUrl, fields);
    })();
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    return sending;
  }

  /** The page SSLCommerz answers the browser with: a form that POSTs itself to the merchant. */
  function returnPage(action: string, fields: Record<string, string>): string {
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join("\n");
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${FAKE_SSL_PAGE_TITLE}</title></head>
<body onload="document.forms[0].submit()">
<form id="sslcommerz-return" method="post" action="${escapeHtml(action)}">
${inputs}
<noscript><button type="submit">Continue</button></noscript>
</form>
<script>document.getElementById("sslcommerz-return").submit();</script>
</body></html>`;
  }

  function page(session: FakeSslSession): string {
    const button = (action: string, label: string) =>
      `<form method="post" action="${ACT_PATH}"><input type="hidden" name="SESSIONKEY" value="${escapeHtml(session.sessionkey)}">` +
      `<input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${FAKE_SSL_PAGE_TITLE}</title></head>
<body>
<main>
<h1>${FAKE_SSL_PAGE_TITLE}</h1>
<p>Transaction: <span data-testid="tran_id">${escapeHtml(session.tran_id)}</span></p>
<p>Product: <span data-testid="product">${escapeHtml(session.request.product_name ?? "")}</span></p>
<p>Amount: <span data-testid="amount">৳${escapeHtml(session.amount)}</span> ${escapeHtml(session.currency)}</p>
${button("pay", "Pay")}
${button("fail", "Fail")}
${button("cancel", "Cancel")}
</main>
</body></html>`;
  }

  // ---- validation, query, refund ----------------------------------------------------------

  function validation(fields: Record<string, string>): unknown {
    const session = storeOk(fields) ? byValId(fields.val_id ?? "") : undefined;
    if (!session || (session.status !== "VALID" && session.status !== "VALIDATED")) return { status: "INVALID_TRANSACTION" };
    const first = session.status === "VALID";
    session.status = "VALIDATED";
    session.validated_on ??= sslTime(Date.now());
    const posted = session.posted ?? {};
    return {
      status: first ? "VALID" : "VALIDATED",
      tran_date: session.tran_date,
      tran_id: session.tran_id,
      val_id: session.val_id,
      amount: reportedAmount(session),
      store_amount: posted.store_amount,
      currency: session.currency,
      bank_tran_id: session.bank_tran_id,
      card_type: posted.card_type,
      card_no: posted.card_no,
      card_issuer: posted.card_issuer,
      card_brand: posted.card_brand,
      card_issuer_country: posted.card_issuer_country,
      card_issuer_country_code: posted.card_issuer_country_code,
      currency_type: session.currency,
      currency_amount: reportedAmount(session),
      currency_rate: "1.0000",
      base_fair: "0.00",
      value_a: posted.value_a ?? "",
      value_b: posted.value_b ?? "",
      value_c: posted.value_c ?? "",
      value_d: posted.value_d ?? "",
      emi_instalment: "0",
      emi_amount: "0.00",
      emi_description: "",
      emi_issuer: "",
      account_details: "",
      risk_title: posted.risk_title ?? "Safe",
      risk_level: posted.risk_level ?? "0",
      APIConnect: "DONE",
      validated_on: session.validated_on,
      gw_version: "",
    };
  }

  function element(session: FakeSslSession): Record<string, unknown> {
    const posted = session.posted ?? {};
    const refunded = session.refunds.length > 0;
    return {
      val_id: session.val_id ?? "",
      status: session.status,
      validated_on: session.validated_on ?? "",
      currency_type: session.currency,
      currency_amount: reportedAmount(session),
      currency_rate: "1.0000",
      base_fair: "0.00",
      value_a: posted.value_a ?? "",
      value_b: posted.value_b ?? "",
      value_c: posted.value_c ?? "",
      value_d: posted.value_d ?? "",
      tran_date: session.tran_date ?? "",
      tran_id: session.tran_id,
      amount: reportedAmount(session),
      store_amount: posted.store_amount ?? "",
      bank_tran_id: session.bank_tran_id ?? "",
      card_type: posted.card_type ?? "",
      risk_title: posted.risk_title ?? "Safe",
      risk_level: posted.risk_level ?? "0",
      currency: session.currency,
      bank_gw: session.outcome === "pay" ? "DBBL" : "",
      card_no: posted.card_no ?? "",
      card_issuer: posted.card_issuer ?? "",
      card_brand: posted.card_brand ?? "",
      card_issuer_country: posted.card_issuer_country ?? "",
      card_issuer_country_code: posted.card_issuer_country_code ?? "",
      gw_version: "",
      emi_instalment: "0",
      emi_amount: "0.00",
      emi_description: "",
      emi_issuer: "",
      error: posted.error ?? "",
      ...(refunded ? { refund_ref_ids: session.refunds.map((r) => r.refund_ref_id).join(",") } : {}),
    };
  }

  function merchantApi(fields: Record<string, string>): { endpoint: FakeSslEndpoint; body: unknown } {
    const endpoint: FakeSslEndpoint =
      fields.bank_tran_id !== undefined || fields.refund_amount !== undefined ? "refund" : fields.refund_ref_id ? "refundQuery" : "query";
    if (!storeOk(fields)) return { endpoint, body: { APIConnect: "INVALID_REQUEST", errorReason: "Store Credential Error Or Store is De-active" } };

    if (endpoint === "query") {
      if (fields.sessionkey) {
        const session = state.sessions.get(fields.sessionkey);
        if (!session) return { endpoint, body: { APIConnect: "DONE", status: "INVALID_TRANSACTION" } };
        return { endpoint, body: { APIConnect: "DONE", sessionkey: session.sessionkey, ...element(session) } };
      }
      if (!fields.tran_id) return { endpoint, body: { APIConnect: "INVALID_REQUEST", errorReason: "tran_id is missing" } };
      const found = [...state.sessions.values()].filter((s) => s.tran_id === fields.tran_id);
      return { endpoint, body: { APIConnect: "DONE", no_of_trans_found: found.length, element: found.map(element) } };
    }

    if (endpoint === "refundQuery") {
      const session = [...state.sessions.values()].find((s) => s.refunds.some((r) => r.refund_ref_id === fields.refund_ref_id));
      const refund = session?.refunds.find((r) => r.refund_ref_id === fields.refund_ref_id);
      if (!session || !refund) return { endpoint, body: { APIConnect: "DONE", status: "failed", errorReason: "Invalid refund_ref_id" } };
      return {
        endpoint,
        body: {
          APIConnect: "DONE",
          bank_tran_id: session.bank_tran_id,
          tran_id: session.tran_id,
          initiated_on: refund.initiated_on,
          refunded_on: refund.initiated_on,
          status: "refunded",
          refund_ref_id: refund.refund_ref_id,
        },
      };
    }

    // refund
    for (const key of ["bank_tran_id", "refund_amount", "refund_remarks"]) {
      if (!fields[key]) return { endpoint, body: { APIConnect: "INVALID_REQUEST", errorReason: `${key} is missing` } };
    }
    const session = byBankTranId(fields.bank_tran_id);
    const refusal = (errorReason: string) => ({
      APIConnect: "DONE",
      bank_tran_id: fields.bank_tran_id,
      trans_id: session?.tran_id ?? "",
      refund_ref_id: "",
      status: "failed",
      errorReason,
    });
    if (!session || (session.status !== "VALID" && session.status !== "VALIDATED")) return { endpoint, body: refusal("Invalid bank_tran_id") };
    const asked = takaToPoisha(fields.refund_amount);
    const refunded = session.refunds.reduce((sum, r) => sum + (takaToPoisha(r.amount) ?? 0), 0);
    if (asked === null || asked <= 0 || refunded + asked > (takaToPoisha(session.amount) ?? 0)) return { endpoint, body: refusal("Invalid refund amount") };
    const refund = {
      refund_ref_id: random(16),
      amount: poishaToTaka(asked),
      remarks: fields.refund_remarks,
      ...(fields.refe_id ? { refe_id: fields.refe_id } : {}),
      initiated_on: sslTime(Date.now()),
    };
    session.refunds.push(refund);
    return {
      endpoint,
      body: {
        APIConnect: "DONE",
        bank_tran_id: session.bank_tran_id,
        trans_id: session.tran_id,
        refund_ref_id: refund.refund_ref_id,
        status: "success",
        errorReason: "",
      },
    };
  }

  // ---- HTTP -------------------------------------------------------------------------------

  const errorPage = (text: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${FAKE_SSL_PAGE_TITLE}</title></head><body><p>${escapeHtml(text)}</p></body></html>`;

  const server = await startFakeServer({
    port: options.port,
    control: {
      mode: () => state.mode,
      setMode(body) {
        applyMode(switchesFrom(body, { ...state.mode, ipnBeforeRedirect: false, ipnAfterRedirect: false }, { amountMismatch: ["string"] }));
        return state.mode;
      },
    },
    routes: [
      {
        method: "POST",
        path: "/gwprocess/v4/api.php",
        handle(req, res) {
          state.calls.session++;
          state.requests.push({ endpoint: "session", method: "POST", fields: req.form });
          res.json(200, openSession(req.form));
        },
      },
      {
        method: "GET",
        path: PAGE_PATH,
        handle(req, res) {
          state.calls.page++;
          const session = state.sessions.get(req.url.searchParams.get("SESSIONKEY") ?? "");
          if (!session) return res.html(404, errorPage("Invalid session key"));
          if (session.outcome !== "none") return res.html(409, errorPage("This transaction has already been processed"));
          res.html(200, page(session));
        },
      },
      {
        method: "POST",
        path: ACT_PATH,
        async handle(req, res) {
          state.calls.act++;
          const session = state.sessions.get(req.form.SESSIONKEY ?? "");
          const action = req.form.action;
          if (!session || (action !== "pay" && action !== "fail" && action !== "cancel")) return res.html(400, errorPage("Invalid request"));
          if (session.outcome !== "none") return res.html(409, errorPage("This transaction has already been processed"));
          session.outcome = action;
          session.tran_date = sslTime(Date.now());
          if (action === "pay") {
            session.status = "VALID";
            session.val_id = `${sslTime(Date.now()).replace(/\D/g, "").slice(2, 12)}${random(10)}`;
            session.bank_tran_id = `${sslTime(Date.now()).replace(/\D/g, "").slice(2, 12)}${random(8)}`;
          } else session.status = action === "fail" ? "FAILED" : "CANCELLED";
          const fields = postedFields(session);
          session.posted = fields;
          const target = action === "pay" ? session.success_url : action === "fail" ? session.fail_url : session.cancel_url;
          if (state.mode.ipnOrder === "before") await sendIpns(session, fields);
          else res.afterAnswer(() => void sendIpns(session, fields));
          res.html(200, returnPage(target, fields));
        },
      },
      {
        method: "GET",
        path: "/validator/api/validationserverAPI.php",
        handle(req, res) {
          state.calls.validation++;
          state.requests.push({ endpoint: "validation", method: "GET", fields: req.query });
          res.json(200, validation(req.query));
        },
      },
      {
        method: "GET",
        path: "/validator/api/merchantTransIDvalidationAPI.php",
        handle(req, res) {
          const answer = merchantApi(req.query);
          state.calls[answer.endpoint]++;
          state.requests.push({ endpoint: answer.endpoint, method: "GET", fields: req.query });
          const made = answer.endpoint === "refund" && (answer.body as { status?: string }).status === "success";
          if (made && state.mode.refundTimeout) {
            state.mode.refundTimeout = false;
            return res.hang(); // the client gives up; close() drops the socket.
          }
          res.json(200, answer.body);
        },
      },
    ],
  });
  baseUrl = server.origin;

  return {
    baseUrl,
    credentials,
    state,
    setMode: applyMode,
    async ipnsSettled() {
      // A press answered in "after" order starts its IPN once the browser's answer is out.
      await new Promise((resolve) => setImmediate(resolve));
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await server.close();
    },
  };
}
