/**
 * Steadfast Courier (packzy) API v1, the courier adapter the ship action books parcels
 * with. Protocol notes with sources: /work/shared/research/03-couriers.md, "Steadfast
 * Courier (packzy)". Tested against its fake,
 * apps/api/fakes/couriers/steadfast/fake.ts.
 *
 * - Every call sends the `Api-Key` and `Secret-Key` headers; there is no token.
 * - Money goes out as taka (`cod_amount`, a number); ours is integer poisha.
 * - A refusal comes back as a body with `status` other than 200 and `errors` per field
 *   (sometimes with an HTTP error status too): both are a CourierError, never a parcel.
 * - Booking is not idempotent on their side beyond the unique invoice: a timed-out
 *   create may still have booked the parcel, and a second try then answers "invoice
 *   already taken". The caller tells staff the courier failed; they check the portal.
 * - Cancel is Steadfast's return request (POST /create_return_request {consignment_id, reason}
 *   -> { id, consignment_id, status: "pending", ... }): the parcel comes back to the shop. Its
 *   invoice stays taken, so a parcel booked again for the order uses <order>-2 (orders/admin-actions.ts).
 * - Status is asked by consignment id when the order keeps it (a re-booked parcel's invoice is
 *   not the order number), else by invoice.
 */
import { poishaToTaka } from "@shop/contracts";
import { asRecord, callOutside, OutsideCallFailed, text, type OutsideAnswer } from "../../../lib/outside-call";
import { CourierError, type Courier, type Parcel, type ParcelInput } from "../types";

/** Steadfast's public tracking page; the tracking code is appended. */
export const STEADFAST_TRACKING_BASE = "https://steadfast.com.bd/t/";
/** Field limits of create_order: longer values are refused, so they are cut here. */
const NAME_MAX = 100;
const ADDRESS_MAX = 250;

export type SteadfastClientConfig = {
  /** e.g. https://portal.packzy.com/api/v1 (STEADFAST_BASE_URL). */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** Per request; default 15 s (staff wait on the Ship button meanwhile). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type Json = Record<string, unknown>;

/** Steadfast's `errors` ({ field: [messages] }) and `message` as one list of messages. */
function messagesOf(body: Json | undefined): string[] {
  const out: string[] = [];
  const errors = asRecord(body?.errors);
  if (errors) for (const value of Object.values(errors)) for (const m of Array.isArray(value) ? value : [value]) if (text(m)) out.push(String(m));
  const message = text(body?.message);
  if (message) out.push(message);
  return out;
}

/** Steadfast as a `Courier`: book, status and cancel (a return request); its API has no price quote. */
export function createSteadfastClient(config: SteadfastClientConfig): Courier {
  const timeoutMs = config.timeoutMs ?? 15_000;
  const base = config.baseUrl.replace(/\/+$/, "");

  /** One call; a refusal in any form becomes a CourierError, an accepted answer its body. */
  async function send(method: "GET" | "POST", path: string, body?: Json): Promise<Json> {
    let answer: OutsideAnswer;
    try {
      answer = await callOutside({
        url: `${base}${path}`,
        method,
        headers: { "api-key": config.apiKey, "secret-key": config.secretKey, "content-type": "application/json" },
        ...(body ? { body: { json: body } } : {}),
        timeoutMs,
        fetch: config.fetch,
      });
    } catch (err) {
      if (!(err instanceof OutsideCallFailed)) throw err;
      if (err.kind === "timeout") throw new CourierError("TIMEOUT", `Steadfast ${path}: no answer within ${timeoutMs} ms`);
      throw new CourierError("NETWORK", `Steadfast ${path}: ${err.reason}`);
    }
    const { status } = answer;
    const json = asRecord(answer.json);
    if (status === 401 || status === 403) {
      throw new CourierError("UNAUTHORIZED", `Steadfast ${path}: the API keys were refused`, { httpStatus: status, details: messagesOf(json) });
    }
    // `status` is Steadfast's numeric code (200 when accepted); a return request's answer uses it for its own word ("pending").
    const code = json && /^\d+$/.test(String(json.status ?? "")) ? Number(json.status) : 200;
    if (status < 200 || status > 299 || code !== 200) {
      const details = messagesOf(json);
      throw new CourierError("REFUSED", `Steadfast ${path} refused: ${details.join("; ") || `HTTP ${status}`}`, { httpStatus: status, details });
    }
    if (!json) throw new CourierError("BAD_RESPONSE", `Steadfast ${path}: the answer is not a JSON object`, { httpStatus: status });
    return json;
  }

  return {
    key: "steadfast",
    name: "Steadfast",

    async book(input: ParcelInput): Promise<Parcel> {
      const body = await send("POST", "/create_order", {
        invoice: input.invoice,
        recipient_name: input.recipientName.slice(0, NAME_MAX),
        recipient_phone: input.recipientPhone,
        recipient_address: input.recipientAddress.slice(0, ADDRESS_MAX),
        cod_amount: poishaToTaka(input.codPoisha),
        note: input.note ?? "",
        item_description: input.itemDescription ?? "",
        delivery_type: 0,
      });
      const consignment = asRecord(body.consignment);
      const consignmentId = text(consignment?.consignment_id);
      const trackingNumber = text(consignment?.tracking_code);
      if (!consignmentId || !trackingNumber) throw new CourierError("BAD_RESPONSE", "Steadfast create_order: no consignment_id or tracking_code");
      return { consignmentId, trackingNumber, trackingUrl: `${STEADFAST_TRACKING_BASE}${encodeURIComponent(trackingNumber)}` };
    },

    async status(invoice: string, consignmentId?: string): Promise<string> {
      const path = consignmentId ? `/status_by_cid/${encodeURIComponent(consignmentId)}` : `/status_by_invoice/${encodeURIComponent(invoice)}`;
      const body = await send("GET", path);
      const status = text(body.delivery_status);
      if (!status) throw new CourierError("BAD_RESPONSE", `Steadfast ${path}: no delivery_status`);
      return status;
    },

    async cancel(consignmentId: string, reason: string): Promise<void> {
      const id = Number(consignmentId);
      const body = await send("POST", "/create_return_request", {
        ...(Number.isSafeInteger(id) ? { consignment_id: id } : { tracking_code: consignmentId }),
        reason,
      });
      if (!text(body.id) || !text(body.status)) throw new CourierError("BAD_RESPONSE", "Steadfast create_return_request: no id or status");
    },
  };
}
