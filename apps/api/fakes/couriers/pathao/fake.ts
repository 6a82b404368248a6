/**
 * A local stand-in for Pathao Courier's merchant API ("Aladdin") for tests and local
 * runs: the same paths, bodies and answers as Pathao (research/03-couriers.md), all in
 * memory. It refuses what the real one refuses: wrong client or merchant credentials
 * (401), an unknown, expired or revoked Bearer token (401), missing or malformed order
 * fields (422 with `errors` per field), so the adapter's error paths run against real
 * answers.
 *
 * - POST /aladdin/api/v1/issue-token: grant_type password or refresh_token; tokens live
 *   `tokenLifetimeSeconds` (Pathao's 5 days unless told); `expireTokens()` ends them now, `revokeTokens()`
 *   also voids the refresh tokens.
 * - GET city-list, cities/{id}/zone-list, zones/{id}/area-list: a few real places;
 *   `calls` counts every request per path, so tests see the adapter's cache.
 * - POST merchant/price-plan: ৳60 inside Dhaka, ৳110 elsewhere, ৳15 each further half kilo.
 * - POST orders: booked in `orders` by consignment id, order_status "Pending"; tests move it.
 * - GET orders/{consignment_id}/info.
 *
 * Listens on 127.0.0.1, port 0 unless told; `url` is the origin, like PATHAO_BASE_URL.
 * Switches: `setMode({ hang })` never answers, `setMode({ down })` answers 500; over
 * HTTP, POST /__fake/mode (../../http.ts).
 */
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { startFakeServer, switchesFrom, type FakeRequest, type FakeResponse } from "../../http";

const API_PREFIX = "/aladdin/api/v1";
const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";

export type FakePathaoOrder = {
  consignment_id: string;
  merchant_order_id: string;
  store_id: number;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  recipient_city: number;
  recipient_zone: number;
  recipient_area: number | null;
  delivery_type: number;
  item_type: number;
  item_quantity: number;
  item_weight: number;
  item_description: string | null;
  special_instruction: string | null;
  amount_to_collect: number;
  delivery_fee: number;
  /** Pathao's order_status; tests move it ("Delivered", "Return", "On Hold", ...). */
  order_status: string;
  updated_at: string;
};

export type FakePathaoMode = { hang: boolean; down: boolean };

export type FakePathao = {
  /** e.g. http://127.0.0.1:41234 (the API paths add /aladdin/api/v1). */
  url: string;
  credentials: { clientId: string; clientSecret: string; username: string; password: string; storeId: number };
  /** Booked orders by consignment id. */
  orders: Map<string, FakePathaoOrder>;
  /** Every API request as received (headers lower-cased). */
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }[];
  /** Requests per path (e.g. "/city-list"). */
  calls(path: string): number;
  /** Every access token issued so far ends now (the next call answers 401). */
  expireTokens(): void;
  /** Every access and refresh token issued so far is revoked (a refresh is refused; only the password helps). */
  revokeTokens(): void;
  setMode(mode: Partial<FakePathaoMode>): void;
  close(): Promise<void>;
};

/** A few of Pathao's real cities, zones and areas (ids as in its lists). */
const CITIES = [
  { city_id: 1, city_name: "Dhaka" },
  { city_id: 2, city_name: "Chittagong" },
  { city_id: 3, city_name: "Sylhet" },
  { city_id: 8, city_name: "Rajshahi" },
  { city_id: 52, city_name: "Bogra" },
];
const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    { zone_id: 298, zone_name: "60 Feet" },
    { zone_id: 1070, zone_name: "Mirpur 10" },
    { zone_id: 52, zone_name: "Mirpur" },
    { zone_id: 80, zone_name: "Dhanmondi" },
    { zone_id: 93, zone_name: "Gulshan 1" },
    { zone_id: 119, zone_name: "Uttara Sector 7" },
  ],
  2: [
    { zone_id: 184, zone_name: "Agrabad" },
    { zone_id: 190, zone_name: "Halishahar" },
    { zone_id: 202, zone_name: "Panchlaish" },
  ],
  3: [
    { zone_id: 400, zone_name: "Zindabazar" },
    { zone_id: 401, zone_name: "Amberkhana" },
  ],
  8: [{ zone_id: 600, zone_name: "Shaheb Bazar" }],
  52: [{ zone_id: 700, zone_name: "Satmatha" }],
};
const AREAS: Record<number, { area_id: number; area_name: string; home_delivery_available: boolean; pickup_available: boolean }[]> = {
  52: [
    { area_id: 1201, area_name: "Pallabi", home_delivery_available: true, pickup_available: true },
    { area_id: 1202, area_name: "Section 2", home_delivery_available: true, pickup_available: true },
  ],
  80: [{ area_id: 1301, area_name: "Road 27", home_delivery_available: true, pickup_available: true }],
  184: [{ area_id: 1401, area_name: "Badamtali", home_delivery_available: true, pickup_available: false }],
};

const random = (length: number) => Array.from(randomBytes(length), (byte) => ALNUM[byte % ALNUM.length]).join("");
const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");
const stamp = () => new Date().toISOString().slice(0, 19).replace("T", " ");

/** ৳60 inside Dhaka, ৳110 elsewhere, for the first half kilo; ৳15 each further half kilo. */
export const fakePathaoPrice = (cityId: number, weightKg: number) => (cityId === 1 ? 60 : 110) + Math.max(0, Math.ceil(weightKg / 0.5) - 1) * 15;

/** The checks of create order, in Pathao's words; empty when the order can be booked. */
function validate(body: Record<string, unknown>, storeId: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const int = (field: string) => Number.isInteger(Number(body[field])) && text(body[field]) !== "";
  if (!int("store_id")) add("store_id", "The store id field is required.");
  else if (Number(body.store_id) !== storeId) add("store_id", "The selected store id is invalid.");
  const name = text(body.recipient_name);
  if (!name) add("recipient_name", "The recipient name field is required.");
  else if (name.length < 3 || name.length > 100) add("recipient_name", "The recipient name must be between 3 and 100 characters.");
  const phone = text(body.recipient_phone);
  if (!phone) add("recipient_phone", "The recipient phone field is required.");
  else if (!/^01\d{9}$/.test(phone)) add("recipient_phone", "The recipient phone must be 11 digits.");
  const address = text(body.recipient_address);
  if (!address) add("recipient_address", "The recipient address field is required.");
  else if (address.length < 10 || address.length > 220) add("recipient_address", "The recipient address must be between 10 and 220 characters.");
  const city = Number(body.recipient_city);
  if (!CITIES.some((c) => c.city_id === city)) add("recipient_city", "The selected recipient city is invalid.");
  else if (!(ZONES[city] ?? []).some((z) => z.zone_id === Number(body.recipient_zone))) add("recipient_zone", "The selected recipient zone is invalid.");
  if (body.recipient_area === null) add("recipient_area", "The recipient area must be an integer.");
  if (![48, 12].includes(Number(body.delivery_type))) add("delivery_type", "The selected delivery type is invalid.");
  if (![1, 2].includes(Number(body.item_type))) add("item_type", "The selected item type is invalid.");
  if (!int("item_quantity") || Number(body.item_quantity) < 1) add("item_quantity", "The item quantity must be at least 1.");
  const weight = Number(body.item_weight);
  if (!Number.isFinite(weight) || weight < 0.5 || weight > 10) add("item_weight", "The item weight must be between 0.5 and 10.");
  const collect = Number(body.amount_to_collect);
  if (body.amount_to_collect === undefined || body.amount_to_collect === "" || !Number.isFinite(collect))
    add("amount_to_collect", "The amount to collect field is required.");
  else if (collect < 0) add("amount_to_collect", "The amount to collect must be at least 0.");
  return errors;
}

export async function startFakePathao(
  options: { port?: number; tokenLifetimeSeconds?: number; mode?: Partial<FakePathaoMode>; credentials?: Partial<FakePathao["credentials"]> } = {},
): Promise<FakePathao> {
  const credentials = {
    clientId: "fake-pathao-client-id",
    clientSecret: "fake-pathao-client-secret",
    username: "merchant@example.com",
    password: "fake-pathao-password",
    storeId: 101,
    ...options.credentials,
  };
  const lifetime = options.tokenLifetimeSeconds ?? 432_000;
  const orders = new Map<string, FakePathaoOrder>();
  const requests: FakePathao["requests"] = [];
  const counts = new Map<string, number>();
  const mode: FakePathaoMode = { hang: false, down: false, ...options.mode };
  /** access token → expiry (ms); refresh token → still usable. */
  const access = new Map<string, number>();
  const refresh = new Set<string>();

  const refused = (res: FakeResponse, status: number, message: string, errors?: Record<string, string[]>) =>
    res.json(status, { message, type: "error", code: status, ...(errors ? { errors } : {}) });
  const ok = (res: FakeResponse, message: string, data: unknown) => res.json(200, { message, type: "success", code: 200, data });

  function issueToken(res: FakeResponse, body: Record<string, unknown>) {
    if (body.client_id !== credentials.clientId || body.client_secret !== credentials.clientSecret) return refused(res, 401, "Client authentication failed");
    if (body.grant_type === "password") {
      if (body.username !== credentials.username || body.password !== credentials.password) return refused(res, 401, "The user credentials were incorrect.");
    } else if (body.grant_type === "refresh_token") {
      const old = text(body.refresh_token);
      if (!refresh.delete(old)) return refused(res, 401, "The refresh token is invalid.");
    } else return refused(res, 400, "The authorization grant type is not supported by the authorization server.");
    const token = { access_token: `pat_${random(32)}`, refresh_token: `ref_${random(32)}` };
    access.set(token.access_token, Date.now() + lifetime * 1000);
    refresh.add(token.refresh_token);
    res.json(200, { token_type: "Bearer", expires_in: lifetime, ...token });
  }

  function createOrder(res: FakeResponse, body: Record<string, unknown>) {
    const errors = validate(body, credentials.storeId);
    if (Object.keys(errors).length) return refused(res, 422, "Please fix the given errors", errors);
    const city = Number(body.recipient_city);
    const order: FakePathaoOrder = {
      consignment_id: `DL${new Date().toISOString().slice(2, 10).replace(/-/g, "")}${random(6)}`,
      merchant_order_id: text(body.merchant_order_id),
      store_id: Number(body.store_id),
      recipient_name: text(body.recipient_name),
      recipient_phone: text(body.recipient_phone),
      recipient_address: text(body.recipient_address),
      recipient_city: city,
      recipient_zone: Number(body.recipient_zone),
      recipient_area: body.recipient_area === undefined ? null : Number(body.recipient_area),
      delivery_type: Number(body.delivery_type),
      item_type: Number(body.item_type),
      item_quantity: Number(body.item_quantity),
      item_weight: Number(body.item_weight),
      item_description: text(body.item_description) || null,
      special_instruction: text(body.special_instruction) || null,
      amount_to_collect: Number(body.amount_to_collect),
      delivery_fee: fakePathaoPrice(city, Number(body.item_weight)),
      order_status: "Pending",
      updated_at: stamp(),
    };
    orders.set(order.consignment_id, order);
    ok(res, "Order Created Successfully", {
      consignment_id: order.consignment_id,
      merchant_order_id: order.merchant_order_id,
      order_status: order.order_status,
      delivery_fee: order.delivery_fee,
    });
  }

  function pricePlan(res: FakeResponse, body: Record<string, unknown>) {
    const city = Number(body.recipient_city);
    const weight = Number(body.item_weight);
    const errors: Record<string, string[]> = {};
    if (Number(body.store_id) !== credentials.storeId) errors.store_id = ["The selected store id is invalid."];
    if (!CITIES.some((c) => c.city_id === city)) errors.recipient_city = ["The selected recipient city is invalid."];
    if (!Number.isFinite(weight) || weight < 0.5 || weight > 10) errors.item_weight = ["The item weight must be between 0.5 and 10."];
    if (Object.keys(errors).length) return refused(res, 422, "Please fix the given errors", errors);
    const price = fakePathaoPrice(city, weight);
    ok(res, "price", { price, discount: 0, promo_discount: 0, plan_id: 69, cod_enabled: 1, cod_percentage: 0.01, additional_charge: 0, final_price: price });
  }

  function api(req: FakeRequest, res: FakeResponse) {
    const path = req.match![1];
    const body = req.json;
    requests.push({ method: req.method, path, headers: { ...req.headers }, body });
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (mode.hang) return res.hang();
    if (mode.down) return res.json(500, { message: "Server Error" });
    const object = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    if (req.method === "POST" && path === "/issue-token") return object ? issueToken(res, object) : refused(res, 400, "Invalid request");

    const bearer = /^Bearer (\S+)$/.exec(String(req.headers.authorization ?? ""))?.[1] ?? "";
    const expiry = access.get(bearer);
    if (expiry === undefined || expiry <= Date.now()) return refused(res, 401, "Unauthenticated.");

    let match: RegExpExecArray | null;
    if (req.method === "GET" && path === "/city-list") return ok(res, "City successfully fetched.", { data: CITIES });
    if (req.method === "GET" && (match = /^\/cities\/(\d+)\/zone-list$/.exec(path))) {
      return ok(res, "Zone list fetched.", { data: ZONES[Number(match[1])] ?? [] });
    }
    if (req.method === "GET" && (match = /^\/zones\/(\d+)\/area-list$/.exec(path))) {
      return ok(res, "Area list fetched.", { data: AREAS[Number(match[1])] ?? [] });
    }
    if (req.method === "POST" && path === "/merchant/price-plan") return object ? pricePlan(res, object) : refused(res, 400, "Invalid request");
    if (req.method === "POST" && path === "/orders") return object ? createOrder(res, object) : refused(res, 400, "Invalid request");
    if (req.method === "GET" && (match = /^\/orders\/([^/]+)\/info$/.exec(path))) {
      const order = orders.get(decodeURIComponent(match[1]));
      if (!order) return refused(res, 404, "Order not found");
      return ok(res, "Order info", {
        consignment_id: order.consignment_id,
        merchant_order_id: order.merchant_order_id,
        order_status: order.order_status,
        order_status_slug: order.order_status.replace(/ /g, "_"),
        updated_at: order.updated_at,
        invoice_id: null,
      });
    }
    res.json(404, { message: "Not Found" });
  }

  const server = await startFakeServer({
    port: options.port,
    control: { mode: () => mode, setMode: (body) => Object.assign(mode, switchesFrom(body, mode)) },
    routes: [{ method: ["GET", "POST"], path: new RegExp(`^${API_PREFIX}(/.*)$`), handle: api }],
  });

  return {
    url: server.origin,
    credentials,
    orders,
    requests,
    calls: (path) => counts.get(path) ?? 0,
    expireTokens() {
      for (const token of access.keys()) access.set(token, 0);
    },
    revokeTokens() {
      access.clear();
      refresh.clear();
    },
    setMode(next) {
      Object.assign(mode, next);
    },
    close: server.close,
  };
}
