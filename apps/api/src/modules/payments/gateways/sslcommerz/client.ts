/**
 * SSLCommerz v4 (hosted payment page): the protocol client the SSLCommerz gateway
 * (./gateway.ts) drives. Protocol notes with sources: /work/shared/research/02-sslcommerz.md.
 * Tested against its fake, apps/api/fakes/payments/sslcommerz/fake.ts.
 *
 * - A session is opened with a form POST to `/gwprocess/v4/api.php`; the browser is sent
 *   to its `GatewayPageURL`, and SSLCommerz sends it back with a form POST to
 *   success_url / fail_url / cancel_url. The IPN is a form POST to ipn_url.
 * - Neither POST is to be believed as is: check `verifySign` (md5 over the fields named
 *   in `verify_key`, with md5(store_password) as `store_passwd`), then `validate(val_id)`
 *   (VALID the first time, VALIDATED after) and compare tran_id and amount with the order.
 * - Money is integer poisha here, a decimal taka string ("570.00") on the wire.
 */
import { createHash } from "node:crypto";
import { asRecord, callOutside, OutsideCallFailed, text } from "../../../../lib/outside-call";
import { poishaToTakaString, takaStringToPoisha } from "../../amounts";

export const SSLCOMMERZ_SESSION_PATH = "/gwprocess/v4/api.php";
export const SSLCOMMERZ_VALIDATION_PATH = "/validator/api/validationserverAPI.php";
export const SSLCOMMERZ_MERCHANT_API_PATH = "/validator/api/merchantTransIDvalidationAPI.php";

export type SslCommerzClientConfig = {
  /** SSLCommerz's host, e.g. https://sandbox.sslcommerz.com or https://securepay.sslcommerz.com. */
  baseUrl: string;
  storeId: string;
  storePassword: string;
  /** Per request; default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * A refusal or failure talking to SSLCommerz. `code` is "FAILED" (a refused session, with
 * `failedReason`), SSLCommerz's `APIConnect` when not DONE ("INVALID_REQUEST", …), else one
 * of ours: "TIMEOUT", "NETWORK", "HTTP_<status>", "BAD_RESPONSE".
 */
export class SslCommerzError extends Error {
  readonly code: string;
  readonly failedReason?: string;
  readonly httpStatus?: number;
  readonly raw?: unknown;
  constructor(code: string, message: string, options: { failedReason?: string; httpStatus?: number; raw?: unknown } = {}) {
    super(message);
    this.name = "SslCommerzError";
    this.code = code;
    this.failedReason = options.failedReason;
    this.httpStatus = options.httpStatus;
    this.raw = options.raw;
  }
}

export type SslCommerzAddress = { name: string; address: string; city: string; postcode?: string; country?: string };
export type SslCommerzSessionInput = {
  /** Ours, unique per attempt, at most 30 characters. */
  tranId: string;
  amountPoisha: number;
  customer: SslCommerzAddress & { email: string; phone: string };
  /** null: nothing is shipped (shipping_method "NO"). */
  shipping: SslCommerzAddress | null;
  productName: string;
  productCategory: string;
  numItems: number;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
};
export type SslCommerzSession = { sessionKey: string; gatewayUrl: string; raw: unknown };

/** What the validation API says about a val_id. `status` is VALID, VALIDATED, INVALID_TRANSACTION, … */
export type SslCommerzValidation = {
  status: string;
  tranId?: string;
  valId?: string;
  amountPoisha?: number;
  currency?: string;
  bankTranId?: string;
  /** "0" safe, "1" risky: hold the order and check the customer. */
  riskLevel?: string;
  raw: unknown;
};

/** One transaction as the query by tran_id lists it: the validation's fields, its raw row an object. */
export type SslCommerzTransaction = Omit<SslCommerzValidation, "raw"> & { raw: Record<string, unknown> };
export type SslCommerzQueryResult = { apiConnect: string; elements: SslCommerzTransaction[]; raw: unknown };

export type SslCommerzRefundInput = { bankTranId: string; amountPoisha: number; remarks: string; refId?: string };
/** `status` as SSLCommerz says it ("success", "failed", "processing"); `errorReason` when refused. */
export type SslCommerzRefundResult = { status: string; refundRefId?: string; errorReason?: string; raw: unknown };

export type SslCommerzClient = {
  createSession(input: SslCommerzSessionInput): Promise<SslCommerzSession>;
  verifySign(fields: Record<string, string>): boolean;
  validate(valId: string): Promise<SslCommerzValidation>;
  queryByTranId(tranId: string): Promise<SslCommerzQueryResult>;
  refund(input: SslCommerzRefundInput): Promise<SslCommerzRefundResult>;
  /** The refund status query by refund_ref_id: `status` "refunded", "processing", "cancelled", … as SSLCommerz says it. */
  refundStatus(refundRefId: string): Promise<{ status: string; raw: unknown }>;
};

/** No clear answer from SSLCommerz (timeout, network, a server error, not JSON): the outcome is unknown. */
export const isSslCommerzUnclear = (err: unknown) =>
  err instanceof SslCommerzError && (err.code === "TIMEOUT" || err.code === "NETWORK" || err.code === "BAD_RESPONSE" || /^HTTP_5\d\d$/.test(err.code));

/** 57000 → "570.00": integer poisha to SSLCommerz's taka string, exactly. */
export function poishaToSslAmount(poisha: number): string {
  return poishaToTakaString(poisha, "SSLCommerz");
}

/** "570" | "570.5" | "570.50" → 57000 | 57050 | 57050: SSLCommerz's taka string to integer poisha, parsed, never through a float. */
export function sslAmountToPoisha(amount: string | number): number {
  return takaStringToPoisha(amount, "SSLCommerz");
}

const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

/**
 * The research's verify_sign algorithm: the fields named in `verify_key`, plus
 * `store_passwd` = md5(store password), sorted by name, joined as `k=v` with `&`, md5.
 * Exported for the fake (which signs with it); the client's `verifySign` compares.
 */
export function sslCommerzSign(fields: Record<string, string>, verifyKey: string, storePassword: string): string {
  const signed: Record<string, string> = {};
  for (const key of verifyKey.split(",")) if (key !== "") signed[key] = fields[key] ?? "";
  signed.store_passwd = md5(storePassword);
  const joined = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join("&");
  return md5(joined);
}

/** SSLCommerz wants cus_postcode (and ship_postcode when shipping); sent when the shop has none. */
const POSTCODE_UNKNOWN = "0000";

type Json = Record<string, unknown>;
type Reply = { status: number; body: unknown };

function optionalPoisha(value: unknown): number | undefined {
  const amount = text(value);
  if (amount === undefined) return undefined;
  try {
    return sslAmountToPoisha(amount);
  } catch {
    return undefined;
  }
}

/** A 2xx JSON object, else an SslCommerzError. */
function jsonBody(reply: Reply, what: string): Json {
  const body = asRecord(reply.body);
  if (reply.status < 200 || reply.status > 299) {
    throw new SslCommerzError(`HTTP_${reply.status}`, `SSLCommerz ${what}: HTTP ${reply.status}`, { httpStatus: reply.status, raw: reply.body });
  }
  if (!body) throw new SslCommerzError("BAD_RESPONSE", `SSLCommerz ${what}: the answer is not a JSON object`, { httpStatus: reply.status, raw: reply.body });
  return body;
}

/** The merchant APIs say APIConnect "DONE" when the request itself was accepted. */
function connected(body: Json, what: string): string {
  const apiConnect = text(body.APIConnect);
  if (apiConnect !== undefined && apiConnect !== "DONE") {
    throw new SslCommerzError(apiConnect, `SSLCommerz ${what}: APIConnect ${apiConnect}`, { raw: body });
  }
  return apiConnect ?? "DONE";
}

export function createSslCommerzClient(config: SslCommerzClientConfig): SslCommerzClient {
  const timeoutMs = config.timeoutMs ?? 30_000;
  const root = config.baseUrl.replace(/\/+$/, "");
  const credentials = { store_id: config.storeId, store_passwd: config.storePassword };

  async function send(method: "GET" | "POST", path: string, params: Record<string, string>): Promise<Reply> {
    try {
      const answer = await callOutside({
        url: `${root}${path}`,
        method,
        headers: method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {},
        body: { form: params },
        timeoutMs,
        fetch: config.fetch,
      });
      // Not JSON: kept as text for the record.
      return { status: answer.status, body: answer.text === "" ? null : answer.json === undefined ? answer.text : answer.json };
    } catch (err) {
      if (!(err instanceof OutsideCallFailed)) throw err;
      if (err.kind === "timeout") throw new SslCommerzError("TIMEOUT", `SSLCommerz ${path}: no answer within ${timeoutMs} ms`);
      throw new SslCommerzError("NETWORK", `SSLCommerz ${path}: ${err.reason}`);
    }
  }

  const transaction = (element: Json): SslCommerzTransaction => ({
    status: text(element.status) ?? "",
    tranId: text(element.tran_id),
    valId: text(element.val_id),
    amountPoisha: optionalPoisha(element.amount),
    currency: text(element.currency),
    bankTranId: text(element.bank_tran_id),
    riskLevel: text(element.risk_level),
    raw: element,
  });

  return {
    async createSession(input) {
      const customer = input.customer;
      const shipping = input.shipping;
      const fields: Record<string, string> = {
        ...credentials,
        total_amount: poishaToSslAmount(input.amountPoisha),
        currency: "BDT",
        tran_id: input.tranId,
        success_url: input.successUrl,
        fail_url: input.failUrl,
        cancel_url: input.cancelUrl,
        ipn_url: input.ipnUrl,
        cus_name: customer.name,
        cus_email: customer.email,
        cus_add1: customer.address,
        cus_city: customer.city,
        cus_postcode: customer.postcode || POSTCODE_UNKNOWN,
        cus_country: customer.country ?? "Bangladesh",
        cus_phone: customer.phone,
        shipping_method: shipping ? "Courier" : "NO",
        num_of_item: String(input.numItems),
        product_name: input.productName,
        product_category: input.productCategory,
        product_profile: "physical-goods",
      };
      if (shipping) {
        Object.assign(fields, {
          ship_name: shipping.name,
          ship_add1: shipping.address,
          ship_city: shipping.city,
          ship_postcode: shipping.postcode || POSTCODE_UNKNOWN,
          ship_country: shipping.country ?? "Bangladesh",
        });
      }
      const body = jsonBody(await send("POST", SSLCOMMERZ_SESSION_PATH, fields), "session");
      const status = text(body.status);
      if (status !== "SUCCESS") {
        const failedReason = text(body.failedreason) ?? "";
        throw new SslCommerzError(status ?? "BAD_RESPONSE", `SSLCommerz session: ${failedReason || `status ${status ?? "missing"}`}`, {
          failedReason,
          raw: body,
        });
      }
      const sessionKey = text(body.sessionkey);
      const gatewayUrl = text(body.GatewayPageURL);
      if (!sessionKey || !gatewayUrl) throw new SslCommerzError("BAD_RESPONSE", "SSLCommerz session: no sessionkey or GatewayPageURL", { raw: body });
      return { sessionKey, gatewayUrl, raw: body };
    },

    verifySign(fields) {
      const verifyKey = fields.verify_key;
      const verifySign = fields.verify_sign;
      if (!verifyKey || !verifySign) return false;
      return sslCommerzSign(fields, verifyKey, config.storePassword) === verifySign.toLowerCase();
    },

    async validate(valId) {
      const reply = await send("GET", SSLCOMMERZ_VALIDATION_PATH, { val_id: valId, ...credentials, v: "1", format: "json" });
      const body = jsonBody(reply, "validation");
      const status = text(body.status);
      if (!status) throw new SslCommerzError("BAD_RESPONSE", "SSLCommerz validation: no status", { raw: body });
      return {
        status,
        tranId: text(body.tran_id),
        valId: text(body.val_id),
        amountPoisha: optionalPoisha(body.amount),
        currency: text(body.currency),
        bankTranId: text(body.bank_tran_id),
        riskLevel: text(body.risk_level),
        raw: body,
      };
    },

    async queryByTranId(tranId) {
      const body = jsonBody(await send("GET", SSLCOMMERZ_MERCHANT_API_PATH, { tran_id: tranId, ...credentials, format: "json" }), "transaction query");
      const apiConnect = connected(body, "transaction query");
      const elements = Array.isArray(body.element) ? body.element.map(asRecord).filter((e): e is Json => e !== undefined) : [];
      return { apiConnect, elements: elements.map(transaction), raw: body };
    },

    async refund(input) {
      const params: Record<string, string> = {
        bank_tran_id: input.bankTranId,
        refund_amount: poishaToSslAmount(input.amountPoisha),
        refund_remarks: input.remarks,
        ...(input.refId ? { refe_id: input.refId } : {}),
        ...credentials,
        format: "json",
      };
      const body = jsonBody(await send("GET", SSLCOMMERZ_MERCHANT_API_PATH, params), "refund");
      connected(body, "refund");
      const status = text(body.status);
      if (!status) throw new SslCommerzError("BAD_RESPONSE", "SSLCommerz refund: no status", { raw: body });
      return { status, refundRefId: text(body.refund_ref_id) || undefined, errorReason: text(body.errorReason) || undefined, raw: body };
    },

    async refundStatus(refundRefId) {
      const body = jsonBody(await send("GET", SSLCOMMERZ_MERCHANT_API_PATH, { refund_ref_id: refundRefId, ...credentials, format: "json" }), "refund status");
      connected(body, "refund status");
      const status = text(body.status);
      if (!status) throw new SslCommerzError("BAD_RESPONSE", "SSLCommerz refund status: no status", { raw: body });
      return { status, raw: body };
    },
  };
}
