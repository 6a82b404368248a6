/**
 * A local stand-in for Steadfast Courier's API v1 (packzy) for tests and local runs:
 * the same paths, headers and bodies as Steadfast (research/03-couriers.md), parcels
 * in memory. It refuses what the real one refuses: wrong Api-Key/Secret-Key (401),
 * missing or malformed fields and an invoice used before (status 400 with `errors`
 * per field, Laravel style), so the adapter's error paths run against real answers.
 *
 * Listens on 127.0.0.1, port 0 (a free port) unless told; `url` ends in /api/v1, like
 * STEADFAST_BASE_URL. Switches for the bad cases: `setMode({ hang })` never answers
 * (the client times out), `setMode({ down })` answers 500; over HTTP, POST /__fake/mode
 * (../../http.ts). A cancel is Steadfast's return request (POST /create_return_request), kept in
 * `returnRequests`; the parcel's status becomes cancelled_approval_pending.
 */
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { startFakeServer, switchesFrom, type FakeRequest, type FakeResponse } from "../../http";

const API_PREFIX = "/api/v1";
const HEX = "0123456789ABCDEF";

export type FakeConsignment = {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string | null;
  item_description: string | null;
  delivery_type: number;
  /** Steadfast's delivery_status; tests move it ("delivered", "cancelled", ...). */
  status: string;
  created_at: string;
  updated_at: string;
};

/** A return request as Steadfast answers it (POST /create_return_request): the fake's record of a cancel. */
export type FakeReturnRequest = {
  id: number;
  user_id: number;
  consignment_id: number;
  reason: string | null;
  status: "pending" | "approved" | "processing" | "completed" | "cancelled";
  created_at: string;
  updated_at: string;
};

export type FakeSteadfastMode = { hang: boolean; down: boolean };

export type FakeSteadfast = {
  /** e.g. http://127.0.0.1:41234/api/v1 */
  url: string;
  credentials: { apiKey: string; secretKey: string };
  /** Booked parcels by invoice. */
  consignments: Map<string, FakeConsignment>;
  /** Return requests (cancels) in the order received. */
  returnRequests: FakeReturnRequest[];
  /** GET /fraud_check/{phone}'s answers by phone (a test sets them); a phone not here has no parcels. */
  fraudRecords: Map<string, { total_parcels: number; total_delivered: number; total_cancelled: number; total_fraud_reports?: number }>;
  /**
   * Runs after create_order is received and before it is answered (tests: the order changes
   * while Steadfast books the parcel). Null by default.
   */
  beforeCreate: (() => Promise<void>) | null;
  /** Every API request as received (headers lower-cased). */
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }[];
  setMode(mode: Partial<FakeSteadfastMode>): void;
  close(): Promise<void>;
};

const random = (length: number) => Array.from(randomBytes(length), (byte) => HEX[byte % HEX.length]).join("");
const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

/** The checks of create_order, in Steadfast's words; empty when the parcel can be booked. */
function validate(body: Record<string, unknown>, taken: (invoice: string) => boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const invoice = text(body.invoice);
  if (!invoice) add("invoice", "The invoice field is required.");
  else if (!/^[A-Za-z0-9_-]+$/.test(invoice)) add("invoice", "The invoice may only contain letters, numbers, dashes and underscores.");
  else if (taken(invoice)) add("invoice", "The invoice has already been taken.");
  const name = text(body.recipient_name);
  if (!name) add("recipient_name", "The recipient name field is required.");
  else if (name.length > 100) add("recipient_name", "The recipient name may not be greater than 100 characters.");
  const phone = text(body.recipient_phone);
  if (!phone) add("recipient_phone", "The recipient phone field is required.");
  else if (!/^\d{11}$/.test(phone)) add("recipient_phone", "The recipient phone must be 11 digits.");
  const alternative = text(body.alternative_phone);
  if (alternative && !/^\d{11}$/.test(alternative)) add("alternative_phone", "The alternative phone must be 11 digits.");
  const address = text(body.recipient_address);
  if (!address) add("recipient_address", "The recipient address field is required.");
  else if (address.length > 250) add("recipient_address", "The recipient address may not be greater than 250 characters.");
  if (body.cod_amount === undefined || body.cod_amount === null || body.cod_amount === "") add("cod_amount", "The cod amount field is required.");
  else if (!Number.isFinite(Number(body.cod_amount))) add("cod_amount", "The cod amount must be a number.");
  else if (Number(body.cod_amount) < 0) add("cod_amount", "The cod amount must be at least 0.");
  if (body.delivery_type !== undefined && body.delivery_type !== null && ![0, 1, "0", "1"].includes(body.delivery_type as number)) {
    add("delivery_type", "The selected delivery type is invalid.");
  }
  return errors;
}

export async function startFakeSteadfast(
  options: { apiKey?: string; secretKey?: string; port?: number; mode?: Partial<FakeSteadfastMode> } = {},
): Promise<FakeSteadfast> {
  const credentials = { apiKey: options.apiKey ?? "fake-steadfast-api-key", secretKey: options.secretKey ?? "fake-steadfast-secret-key" };
  const consignments = new Map<string, FakeConsignment>();
  const requests: FakeSteadfast["requests"] = [];
  const returnRequests: FakeReturnRequest[] = [];
  const fraudRecords: FakeSteadfast["fraudRecords"] = new Map();
  const hooks: { beforeCreate: FakeSteadfast["beforeCreate"] } = { beforeCreate: null };
  const mode: FakeSteadfastMode = { hang: false, down: false, ...options.mode };
  let nextId = 1_424_107;

  function createOrder(res: FakeResponse, body: Record<string, unknown>) {
    const errors = validate(body, (invoice) => consignments.has(invoice));
    if (Object.keys(errors).length) return res.json(400, { status: 400, errors });
    const now = new Date().toISOString();
    const consignment: FakeConsignment = {
      consignment_id: nextId++,
      invoice: text(body.invoice),
      tracking_code: random(8),
      recipient_name: text(body.recipient_name),
      recipient_phone: text(body.recipient_phone),
      recipient_address: text(body.recipient_address),
      cod_amount: Number(body.cod_amount),
      note: text(body.note) || null,
      item_description: text(body.item_description) || null,
      delivery_type: Number(body.delivery_type ?? 0),
      status: "in_review",
      created_at: now,
      updated_at: now,
    };
    consignments.set(consignment.invoice, consignment);
    res.json(200, { status: 200, message: "Consignment has been created successfully.", consignment });
  }

  /** create_return_request: by consignment_id, invoice or tracking_code (one is required); one open request per parcel. */
  function returnRequest(res: FakeResponse, body: Record<string, unknown>) {
    const byId = text(body.consignment_id);
    const byInvoice = text(body.invoice);
    const byCode = text(body.tracking_code);
    if (!byId && !byInvoice && !byCode) {
      return res.json(422, { status: 422, errors: { consignment_id: ["The consignment id, invoice or tracking code field is required."] } });
    }
    const found = [...consignments.values()].find(
      (c) => (byId && String(c.consignment_id) === byId) || (byInvoice && c.invoice === byInvoice) || (byCode && c.tracking_code === byCode),
    );
    if (!found) return res.json(404, { status: 404, message: "Consignment not found." });
    if (returnRequests.some((r) => r.consignment_id === found.consignment_id && r.status !== "cancelled")) {
      return res.json(422, { status: 422, errors: { consignment_id: ["A return request already exists for this consignment."] } });
    }
    const now = new Date().toISOString();
    const request: FakeReturnRequest = {
      id: returnRequests.length + 1,
      user_id: 1,
      consignment_id: found.consignment_id,
      reason: text(body.reason) || null,
      status: "pending",
      created_at: now,
      updated_at: now,
    };
    returnRequests.push(request);
    found.status = "cancelled_approval_pending";
    res.json(200, request);
  }

  function statusBy(res: FakeResponse, find: (c: FakeConsignment) => boolean) {
    const found = [...consignments.values()].find(find);
    if (!found) return res.json(404, { status: 404, message: "Consignment not found." });
    res.json(200, { status: 200, delivery_status: found.status });
  }

  function api(req: FakeRequest, res: FakeResponse) {
    const path = req.match![1];
    const body = req.json;
    requests.push({ method: req.method, path, headers: { ...req.headers }, body });
    if (mode.hang) return res.hang(); // the client gives up; close() drops the socket.
    if (mode.down) return res.json(500, { message: "Server Error" });
    if (req.headers["api-key"] !== credentials.apiKey || req.headers["secret-key"] !== credentials.secretKey) {
      return res.json(401, { status: 401, message: "Unauthorized." });
    }

    const param = (prefix: string) => decodeURIComponent(path.slice(prefix.length));
    if (req.method === "POST" && path === "/create_order") {
      if (!body || typeof body !== "object" || Array.isArray(body)) return res.json(400, { status: 400, message: "Invalid JSON body." });
      if (hooks.beforeCreate) return void hooks.beforeCreate().then(() => createOrder(res, body as Record<string, unknown>));
      return createOrder(res, body as Record<string, unknown>);
    }
    if (req.method === "POST" && path === "/create_return_request") {
      if (!body || typeof body !== "object" || Array.isArray(body)) return res.json(400, { status: 400, message: "Invalid JSON body." });
      return returnRequest(res, body as Record<string, unknown>);
    }
    if (req.method === "GET" && path.startsWith("/status_by_invoice/")) return statusBy(res, (c) => c.invoice === param("/status_by_invoice/"));
    if (req.method === "GET" && path.startsWith("/status_by_cid/")) return statusBy(res, (c) => String(c.consignment_id) === param("/status_by_cid/"));
    if (req.method === "GET" && path.startsWith("/status_by_trackingcode/")) {
      return statusBy(res, (c) => c.tracking_code === param("/status_by_trackingcode/"));
    }
    if (req.method === "GET" && path === "/get_balance") return res.json(200, { status: 200, current_balance: 0 });
    if (req.method === "GET" && path.startsWith("/fraud_check/")) {
      const record = fraudRecords.get(param("/fraud_check/"));
      return res.json(200, { total_parcels: 0, total_delivered: 0, total_cancelled: 0, total_fraud_reports: 0, ...record });
    }
    res.json(404, { message: "Not Found" });
  }

  const server = await startFakeServer({
    port: options.port,
    control: { mode: () => mode, setMode: (body) => Object.assign(mode, switchesFrom(body, mode)) },
    routes: [{ method: ["GET", "POST"], path: new RegExp(`^${API_PREFIX}(/.*)$`), handle: api }],
  });
  const url = `${server.origin}${API_PREFIX}`;

  return {
    url,
    credentials,
    consignments,
    returnRequests,
    fraudRecords,
    get beforeCreate() {
      return hooks.beforeCreate;
    },
    set beforeCreate(hook) {
      hooks.beforeCreate = hook;
    },
    requests,
    setMode(next) {
      Object.assign(mode, next);
    },
    close: server.close,
  };
}
