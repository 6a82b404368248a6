/**
 * What the back office needs from a courier (issue 12, research/03-couriers.md): book
 * one parcel for an order and get back what the shopper tracks it by. Each courier is
 * one folder with an adapter implementing `Courier` (steadfast/), listed by its key in
 * `./registry.ts`, so the order's ship action never speaks a courier's protocol itself,
 * and tests point the real adapter at a local fake of the service (apps/api/fakes/).
 */
import type { CourierKey } from "@shop/contracts";

export type ParcelInput = {
  /** Our order number: the courier's invoice, unique per parcel on their side. */
  invoice: string;
  recipientName: string;
  /** 01XXXXXXXXX. */
  recipientPhone: string;
  recipientAddress: string;
  /** What the rider collects on delivery, integer poisha (0 when already paid). */
  codPoisha: number;
  note?: string;
  itemDescription?: string;
  /** The shop's district (address snapshot), for a courier that wants its own city id (Pathao); else read from the address. */
  district?: string;
  /** Pieces in the parcel; 1 when not given. */
  itemQuantity?: number;
  /** The parcel's weight; the courier's smallest (500 g) until products have weights (issue 47). */
  weightGrams?: number;
};

export type Parcel = {
  /** The courier's own id for the parcel (kept as orders.courier_ref). */
  consignmentId: string;
  /** The courier's tracking number, what the shopper types on its page (kept as orders.courier_tracking_number). */
  trackingNumber: string;
  /** The courier's public tracking page for this parcel. */
  trackingUrl: string;
};

/** A courier with an API: every one but "manual" (a name and tracking number typed by staff). */
export type CourierApiKey = Exclude<CourierKey, "manual">;

export type Courier = {
  key: CourierApiKey;
  /** As the shopper reads it in the SMS and on the order page. */
  name: string;
  /** Books one parcel: what the shopper tracks it by. */
  book(input: ParcelInput): Promise<Parcel>;
  /**
   * The parcel's delivery status in the courier's words ("in_review", "delivered", ...), by our
   * invoice, or by the courier's consignment id (orders.courier_ref) for one that asks by it (Pathao).
   */
  status(invoice: string, consignmentId?: string): Promise<string>;
  /**
   * The delivery charge in poisha, for a courier with a price API (Pathao's price-plan).
   * Steadfast has none (a rate card), so it leaves this out.
   */
  quote?(input: { recipientAddress: string; district?: string; codPoisha: number; weightGrams: number }): Promise<number>;
  /**
   * Cancels a booked parcel by the courier's consignment id (orders.courier_ref), for a courier
   * whose API documents it: Steadfast's return request (POST /create_return_request). Pathao's
   * published API has no cancel, so it leaves this out (staff cancel in Pathao's panel).
   */
  cancel?(consignmentId: string, reason: string): Promise<void>;
};

/**
 * A courier that refused, failed or did not answer. `code`: UNAUTHORIZED (wrong keys),
 * REFUSED (it answered with errors, e.g. a bad phone or a used invoice), TIMEOUT,
 * NETWORK, BAD_RESPONSE. `details` are the courier's own messages, for the log only:
 * the shop shows its own words (ADMIN_MESSAGES.courierFailed).
 */
export class CourierError extends Error {
  readonly code: "UNAUTHORIZED" | "REFUSED" | "TIMEOUT" | "NETWORK" | "BAD_RESPONSE";
  readonly httpStatus?: number;
  readonly details: string[];
  constructor(code: CourierError["code"], message: string, options: { httpStatus?: number; details?: string[] } = {}) {
    super(message);
    this.name = "CourierError";
    this.code = code;
    this.httpStatus = options.httpStatus;
    this.details = options.details ?? [];
  }
}
