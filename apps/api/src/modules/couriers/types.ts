/**
 * What the back office needs from a courier (issue 12, research/03-couriers.md): book
 * one parcel for an order and get back what the shopper tracks it by. Each courier is
 * an adapter behind this type, so the order's ship action never speaks a courier's
 * protocol itself, and tests swap the real service for a local fake of it.
 */
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
};

export type Parcel = {
  /** The courier's own id for the parcel (kept as orders.courier_ref). */
  consignmentId: string;
  /** What the shopper types on the courier's page (kept as orders.tracking_number). */
  trackingCode: string;
  /** The courier's public tracking page for this parcel. */
  trackingUrl: string;
};

export type Courier = {
  key: "steadfast";
  /** As the shopper reads it in the SMS and on the order page. */
  name: string;
  createParcel(input: ParcelInput): Promise<Parcel>;
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
