/**
 * Pathao Courier's merchant API ("Aladdin"), the second courier adapter (issue 47).
 * Protocol notes with sources: /work/shared/research/03-couriers.md, "Pathao Courier
 * Merchant API". Tested against its fake, apps/api/fakes/couriers/pathao/fake.ts.
 *
 * - Auth: POST /aladdin/api/v1/issue-token, OAuth password grant (client id and secret,
 *   the merchant's username and password) → a Bearer access token (5 days) and a
 *   refresh token. Kept in memory per process; refreshed (grant_type refresh_token) a
 *   minute before it expires, and once on a 401; when the refresh is refused the token
 *   is issued again from the password.
 * - Where to: Pathao wants its own city and zone ids. The city is the order's district
 *   by name (Pathao's city list is per district, "Chittagong" for Chattogram and so on);
 *   the zone is the zone whose name appears in the address text (the longest one), else
 *   the city's first zone; the area likewise, else left out (Pathao then finds it from
 *   the address). Cities, zones and areas are cached for `lookupTtlMs` (a day).
 * - Money goes out as taka (amount_to_collect); ours is integer poisha.
 * - A refusal (422 with `errors` per field, or any non-2xx) is a CourierError REFUSED
 *   with Pathao's messages in details; wrong credentials UNAUTHORIZED.
 */
import { poishaToTaka, takaToPoisha } from "@shop/contracts";
import { asRecord, callOutside, OutsideCallFailed, text, type OutsideAnswer } from "../../../lib/outside-call";
import { CourierError, type Courier, type Parcel, type ParcelInput } from "../types";

const API = "/aladdin/api/v1";
/** Pathao's public tracking page; consignment id and phone are appended. */
export const PATHAO_TRACKING_BASE = "https://merchant.pathao.com/tracking";
/** delivery_type: 48 normal delivery (12 is on demand). item_type: 2 parcel (1 is document). */
export const PATHAO_NORMAL_DELIVERY = 48;
export const PATHAO_PARCEL = 2;
/** Until products have shipping weights (issue 47's other part): half a kilo, Pathao's smallest. */
export const PATHAO_DEFAULT_WEIGHT_GRAMS = 500;
const NAME_MAX = 100;
const ADDRESS_MAX = 220;
/** Refresh this long before the token's expiry. */
const EXPIRY_MARGIN_MS = 60_000;

/** The shop's district names that Pathao's city list spells otherwise (lower case). */
const CITY_ALIASES: Record<string, string> = {
  chattogram: "chittagong",
  cumilla: "comilla",
  barishal: "barisal",
  jashore: "jessore",
  bogura: "bogra",
  chapainawabganj: "chapai nawabganj",
};

export type PathaoClientConfig = {
  /** e.g. https://api-hermes.pathao.com (PATHAO_BASE_URL); the paths add /aladdin/api/v1. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  /** Per request; default 15 s (staff wait on the Ship button meanwhile). */
  timeoutMs?: number;
  /** How long city, zone and area lists are kept; default a day. */
  lookupTtlMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
};

type Json = Record<string, unknown>;
type Token = { access: string; refresh: string; expiresAt: number };
export type PathaoPlace = { id: number; name: string };
export type PathaoDestination = { city: PathaoPlace; zone: PathaoPlace; area?: PathaoPlace };

/** Pathao's `errors` ({ field: [messages] }) and `message` as one list of messages. */
function messagesOf(body: Json | undefined): string[] {
  const out: string[] = [];
  const errors = asRecord(body?.errors);
  if (errors) for (const value of Object.values(errors)) for (const m of Array.isArray(value) ? value : [value]) if (text(m)) out.push(String(m));
  const message = text(body?.message);
  if (message) out.push(message);
  return out;
}

const norm = (name: string) =>
  name
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9\u0980-\u09ff]+/g, " ")
    .trim();

/** Whether `name` appears in `haystack` as whole words (both normalised). */
const mentions = (haystack: string, name: string) => name !== "" && ` ${haystack} `.includes(` ${name} `);

/** The place whose name the text mentions, the longest name first; undefined when none. */
function mentioned(places: PathaoPlace[], textToSearch: string): PathaoPlace | undefined {
  const haystack = norm(textToSearch);
  return [...places].sort((a, b) => b.name.length - a.name.length).find((place) => mentions(haystack, norm(place.name)));
}

export type PathaoCourier = Courier & {
  /** Where a parcel to this district and address goes in Pathao's ids (exported for tests and staff tools). */
  destination(input: { district?: string; address: string }): Promise<PathaoDestination>;
};

export function createPathaoClient(config: PathaoClientConfig): PathaoCourier {
  const timeoutMs = config.timeoutMs ?? 15_000;
  const ttl = config.lookupTtlMs ?? 24 * 60 * 60 * 1000;
  const now = config.now ?? Date.now;
  const base = config.baseUrl.replace(/\/+$/, "");
  let token: Token | null = null;
  let pendingToken: Promise<Token> | null = null;
  const cache = new Map<string, { at: number; places: Promise<PathaoPlace[]> }>();

  async function call(method: "GET" | "POST", path: string, body: Json | undefined, bearer?: string): Promise<OutsideAnswer> {
    try {
      return await callOutside({
        url: `${base}${API}${path}`,
        method,
        headers: { "content-type": "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        ...(body ? { body: { json: body } } : {}),
        timeoutMs,
        fetch: config.fetch,
      });
    } catch (err) {
      if (!(err instanceof OutsideCallFailed)) throw err;
      if (err.kind === "timeout") throw new CourierError("TIMEOUT", `Pathao ${path}: no answer within ${timeoutMs} ms`);
      throw new CourierError("NETWORK", `Pathao ${path}: ${err.reason}`);
    }
  }

  /** An answer as its body, or the CourierError it is. */
  function accepted(path: string, answer: OutsideAnswer): Json {
    const { status } = answer;
    const json = asRecord(answer.json);
    if (status === 401 || status === 403) {
      throw new CourierError("UNAUTHORIZED", `Pathao ${path}: the credentials were refused`, { httpStatus: status, details: messagesOf(json) });
    }
    if (status < 200 || status > 299 || (json && json.type === "error")) {
      const details = messagesOf(json);
      throw new CourierError("REFUSED", `Pathao ${path} refused: ${details.join("; ") || `HTTP ${status}`}`, { httpStatus: status, details });
    }
    if (!json) throw new CourierError("BAD_RESPONSE", `Pathao ${path}: the answer is not a JSON object`, { httpStatus: status });
    return json;
  }

  async function tokenCall(grant: Json): Promise<Token> {
    const body = accepted("/issue-token", await call("POST", "/issue-token", { client_id: config.clientId, client_secret: config.clientSecret, ...grant }));
    const access = text(body.access_token);
    const refresh = text(body.refresh_token);
    const expiresIn = Number(body.expires_in);
    if (!access || !refresh || !Number.isFinite(expiresIn))
      throw new CourierError("BAD_RESPONSE", "Pathao issue-token: no access_token, refresh_token or expires_in");
    return { access, refresh, expiresAt: now() + expiresIn * 1000 };
  }

  const issue = () => tokenCall({ grant_type: "password", username: config.username, password: config.password });

  /** Refreshes with the refresh token; a refused refresh (expired, revoked) issues anew. */
  async function renew(old: Token | null): Promise<Token> {
    if (!old) return issue();
    try {
      return await tokenCall({ grant_type: "refresh_token", refresh_token: old.refresh });
    } catch (error) {
      if (error instanceof CourierError && (error.code === "UNAUTHORIZED" || error.code === "REFUSED")) return issue();
      throw error;
    }
  }

  /** One token at a time: concurrent calls wait for the same issue or refresh. */
  function obtain(force: boolean): Promise<Token> {
    if (!force && token && token.expiresAt - EXPIRY_MARGIN_MS > now()) return Promise.resolve(token);
    pendingToken ??= renew(token)
      .then((fresh) => (token = fresh))
      .finally(() => (pendingToken = null));
    return pendingToken;
  }

  /** An authorised call: a 401 renews the token once and tries again. */
  async function send(method: "GET" | "POST", path: string, body?: Json): Promise<Json> {
    let answer = await call(method, path, body, (await obtain(false)).access);
    if (answer.status === 401) answer = await call(method, path, body, (await obtain(true)).access);
    return accepted(path, answer);
  }

  /** `data.data` (the look-ups) or `data` as a list of places. */
  function placesOf(path: string, body: Json, id: string, name: string): PathaoPlace[] {
    const data = asRecord(body.data);
    const list = Array.isArray(data?.data) ? data.data : Array.isArray(body.data) ? body.data : null;
    if (!list) throw new CourierError("BAD_RESPONSE", `Pathao ${path}: no list in data`);
    return list.flatMap((row) => {
      const r = asRecord(row);
      const placeId = Number(r?.[id]);
      const placeName = text(r?.[name]);
      return Number.isInteger(placeId) && placeName ? [{ id: placeId, name: placeName }] : [];
    });
  }

  function lookup(path: string, id: string, name: string): Promise<PathaoPlace[]> {
    const hit = cache.get(path);
    if (hit && now() - hit.at < ttl) return hit.places;
    const places = send("GET", path).then((body) => placesOf(path, body, id, name));
    cache.set(path, { at: now(), places });
    places.catch(() => cache.delete(path)); // a failure is not kept
    return places;
  }

  const cities = () => lookup("/city-list", "city_id", "city_name");
  const zones = (cityId: number) => lookup(`/cities/${cityId}/zone-list`, "zone_id", "zone_name");
  const areas = (zoneId: number) => lookup(`/zones/${zoneId}/area-list`, "area_id", "area_name");

  async function destination(input: { district?: string; address: string }): Promise<PathaoDestination> {
    const all = await cities();
    let city: PathaoPlace | undefined;
    if (input.district) {
      const wanted = norm(input.district);
      const alias = CITY_ALIASES[wanted] ?? wanted;
      city = all.find((c) => norm(c.name) === wanted || norm(c.name) === alias || norm(c.name).replace(/ /g, "") === alias.replace(/ /g, ""));
    }
    // No district given (or not Pathao's): the city the address names last (addresses end with the district).
    if (!city) {
      const haystack = ` ${norm(input.address)} `;
      const lastAt = (name: string) => (name ? haystack.lastIndexOf(` ${name} `) : -1);
      const spelled = (c: PathaoPlace) => [norm(c.name), ...Object.keys(CITY_ALIASES).filter((ours) => CITY_ALIASES[ours] === norm(c.name))];
      city = all
        .map((c) => ({ c, at: Math.max(...spelled(c).map(lastAt)) }))
        .filter(({ at }) => at >= 0)
        .sort((a, b) => b.at - a.at)[0]?.c;
    }
    if (!city)
      throw new CourierError("REFUSED", `Pathao: no city for "${input.district ?? input.address}"`, {
        details: ["The district is not in Pathao's city list."],
      });
    const cityZones = await zones(city.id);
    if (!cityZones.length) throw new CourierError("REFUSED", `Pathao: no zones in ${city.name}`, { details: [`Pathao lists no zones in ${city.name}.`] });
    // The zone the address names, else the city's first (real shops store the zone on the address later).
    const zone = mentioned(cityZones, input.address) ?? cityZones[0];
    const area = mentioned(await areas(zone.id), input.address);
    return { city, zone, ...(area ? { area } : {}) };
  }

  const weightKg = (grams: number | undefined) => Math.min(10, Math.max(0.5, Math.round((grams ?? PATHAO_DEFAULT_WEIGHT_GRAMS) / 100) / 10));

  return {
    key: "pathao",
    name: "Pathao",
    destination,

    async book(input: ParcelInput): Promise<Parcel> {
      const where = await destination({ district: input.district, address: input.recipientAddress });
      const body = await send("POST", "/orders", {
        store_id: config.storeId,
        merchant_order_id: input.invoice,
        recipient_name: input.recipientName.slice(0, NAME_MAX),
        recipient_phone: input.recipientPhone,
        recipient_address: input.recipientAddress.slice(0, ADDRESS_MAX),
        recipient_city: where.city.id,
        recipient_zone: where.zone.id,
        ...(where.area ? { recipient_area: where.area.id } : {}),
        delivery_type: PATHAO_NORMAL_DELIVERY,
        item_type: PATHAO_PARCEL,
        item_quantity: Math.max(1, input.itemQuantity ?? 1),
        item_weight: weightKg(input.weightGrams),
        item_description: input.itemDescription ?? "",
        special_instruction: input.note ?? "",
        amount_to_collect: poishaToTaka(input.codPoisha),
      });
      const consignmentId = text(asRecord(body.data)?.consignment_id);
      if (!consignmentId) throw new CourierError("BAD_RESPONSE", "Pathao orders: no consignment_id");
      const query = new URLSearchParams({ consignment_id: consignmentId, phone: input.recipientPhone });
      return { consignmentId, trackingNumber: consignmentId, trackingUrl: `${PATHAO_TRACKING_BASE}?${query}` };
    },

    async status(invoice: string, consignmentId?: string): Promise<string> {
      // Pathao answers by its consignment id only (kept as orders.courier_ref).
      const id = consignmentId ?? invoice;
      const body = await send("GET", `/orders/${encodeURIComponent(id)}/info`);
      const status = text(asRecord(body.data)?.order_status);
      if (!status) throw new CourierError("BAD_RESPONSE", "Pathao order info: no order_status");
      return status;
    },

    async quote(input): Promise<number> {
      const where = await destination({ district: input.district, address: input.recipientAddress });
      const body = await send("POST", "/merchant/price-plan", {
        store_id: config.storeId,
        item_type: PATHAO_PARCEL,
        delivery_type: PATHAO_NORMAL_DELIVERY,
        item_weight: weightKg(input.weightGrams),
        recipient_city: where.city.id,
        recipient_zone: where.zone.id,
      });
      const price = Number(asRecord(body.data)?.final_price);
      if (!Number.isFinite(price) || price < 0) throw new CourierError("BAD_RESPONSE", "Pathao price-plan: no final_price");
      return takaToPoisha(price);
    },
  };
}
