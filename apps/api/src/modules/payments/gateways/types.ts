/**
 * One online payment gateway, as the payments module (../service.ts) drives it. The
 * module owns the payment's record and rules (one claim per confirmation, the amount
 * checked in poisha, an order paid once, a payment the order no longer needs refunded,
 * the audit trail); a gateway only speaks its protocol: open a payment, read what its
 * notices say, confirm or check a payment with the gateway, refund one. Each gateway
 * is a folder here (bkash/, sslcommerz/) listed in ./registry.ts.
 */
import type { FastifyInstance } from "fastify";
import type { PaymentMethod } from "@shop/contracts";
import type { Env } from "../../../plugins/env";

/** Paid through a gateway: the order's payment_method and payments.method (a database enum). */
export type OnlinePaymentMethod = Exclude<PaymentMethod, "cash_on_delivery">;

/** The order a payment is opened for, with what gateways ask of the payer. */
export type PaymentStart = {
  orderId: string;
  orderNumber: string;
  amountPoisha: number;
  /** The delivery address, or null (office pickup). */
  address: { fullName: string; phone: string; fullAddress: string; district: string } | null;
  /** The shopper's email, when they gave one. */
  email: string | null;
  /** Items (quantities summed). */
  items: number;
  /** The API's public address as browsers reach it (the shop's origin + /api): return URLs hang off it. */
  apiBase: string;
};

/** A payment opened: its reference with the gateway (payments.gateway_ref) and the gateway's page. */
export type PaymentOpened = { ref: string; redirectUrl: string; raw: unknown };

/** The payment a notice or a refund is about, as recorded. */
export type RecordedPayment = {
  id: string;
  /** payments.gateway_ref. */
  ref: string;
  amountPoisha: number;
  orderNumber: string;
};

/**
 * What one notice says: the browser sent back by the gateway, or the gateway's own
 * call (IPN). `Proof` is what a notice of success carries for the confirmation
 * (SSLCommerz's val_id; bKash's callback only its word).
 */
export type PaymentNotice<Proof = unknown> = {
  /** payments.gateway_ref of the payment it is about. */
  ref: string;
  /** Its entry on the payment's audit trail, e.g. "callback:success", "ipn:VALID". */
  event: string;
  /** As received, for the audit trail. */
  fields: unknown;
  /** Passed the gateway's own check (SSLCommerz's verify_sign): one that did not is recorded and changes nothing. */
  authentic: boolean;
  /** The shopper cancelled (the browser lands on "cancelled" rather than "failed" when it did not complete). */
  cancelled: boolean;
  /** It says the payment went through: confirmed with the gateway before anything is paid. null: it says it did not. */
  paid: Proof | null;
  /** The gateway's server, not a browser: nobody waits on its answer's page. */
  background: boolean;
};

/**
 * The gateway's word on a payment: paid (its amount, and invoice when it reports one,
 * are checked against the record by the module), or not, with the reason for the log.
 */
export type PaymentVerdict =
  | {
      paid: true;
      /** The gateway's transaction id (payments.transaction_id). */
      trxId: string;
      amountPoisha: number;
      invoiceNumber?: string;
      /** The shop must check this payment before packing (a risk flag): the timeline says so. */
      hold?: string;
    }
  | { paid: false; reason: string };

/** What the gateway says of a payment a notice called failed or cancelled. */
export type PaymentCheck<Proof = unknown> = { raw: unknown } & (
  | { outcome: "paid"; verdict: Extract<PaymentVerdict, { paid: true }> }
  /** Paid there after all (the notices crossed): confirmed as a success notice with this proof is. */
  | { outcome: "confirm"; proof: Proof }
  | { outcome: "failed" }
  /** Neither (still open, unknown there): nothing is recorded. */
  | { outcome: "open"; detail: unknown }
);

/** A paid payment being refunded: its transaction with the gateway is known. */
export type RefundedPayment = RecordedPayment & { trxId: string };

/** The gateway's refund reference (bKash refundTrxID, SSLCommerz refund_ref_id); `pending`: accepted but not yet done there. */
export type RefundDone = { reference: string; raw: unknown; pending?: boolean };

/** The gateway's word on a refund asked about: it went through, it never happened, or it cannot say yet. */
export type RefundStatus =
  { outcome: "succeeded"; reference: string; raw: unknown } | { outcome: "failed"; raw: unknown } | { outcome: "unknown"; raw: unknown };

/** The gateway clearly refused a refund: nothing moved (a timeout or an unclear answer is never this). */
export class RefundRefused extends Error {
  readonly raw: unknown;
  constructor(message: string, raw?: unknown) {
    super(message);
    this.name = "RefundRefused";
    this.raw = raw;
  }
}

/** Writes one entry on the payment's audit trail (payment_events). */
export type RecordEvent = (kind: string, raw: unknown) => Promise<void>;

export type PaymentGateway<Proof = unknown> = {
  readonly method: OnlinePaymentMethod;
  /** Opens a payment for the order; the browser goes to `redirectUrl`. */
  start(order: PaymentStart): Promise<PaymentOpened>;
  /** Reads a notice its routes received (`kind`: which route, `fields`: the query or form). */
  notice(kind: string, fields: Record<string, string>): PaymentNotice<Proof>;
  /**
   * Confirms with the gateway a payment a notice says went through. Called once per
   * claim; `stale`: an earlier claim died midway, so any one-shot step may have run.
   */
  confirm(payment: RecordedPayment, proof: Proof, context: { stale: boolean; record: RecordEvent }): Promise<PaymentVerdict>;
  /** Asks the gateway about a payment a notice says failed or was cancelled; throws when it cannot say. */
  check(payment: RecordedPayment): Promise<PaymentCheck<Proof>>;
  /**
   * Gives `amountPoisha` of one paid payment back (all of it or part). Resolves with the
   * gateway's refund reference and answer; throws `RefundRefused` on a clear refusal
   * (nothing moved), anything else when the outcome is unknown (timeout, no clear answer):
   * the refund is then asked about with `refundStatus` before anything is tried again.
   */
  refund(payment: RefundedPayment, refund: { amountPoisha: number; reason: string }): Promise<RefundDone>;
  /**
   * What became of a refund whose call got no clear answer. `reference`: the gateway's
   * refund reference when one came back; `known`: the references of this payment's
   * refunds already settled (so an earlier refund is not taken for this one).
   */
  refundStatus(payment: RefundedPayment, refund: { amountPoisha: number; reference: string | null; known: readonly string[] }): Promise<RefundStatus>;
};

/** The configured gateways, by method, in the order checkout offers them. */
export type PaymentGateways = ReadonlyMap<OnlinePaymentMethod, PaymentGateway>;

/** Hands a notice a gateway's route received to the payments module; answers where the browser goes. */
export type ReceiveNotice = (method: OnlinePaymentMethod, kind: string, fields: Record<string, string>) => Promise<{ redirect: string }>;

/** One gateway as the registry lists it, set up or not. */
export type PaymentGatewayEntry = {
  method: OnlinePaymentMethod;
  /** The gateway when its settings are set (env refuses half a set); null: not offered. */
  fromEnv(env: Env): PaymentGateway | null;
  /**
   * Its return and notice routes, registered whether it is set up or not (the API's
   * document lists them; an unknown payment is 404 either way); each hands what arrived
   * to `receive` and answers as its gateway expects.
   */
  routes(app: FastifyInstance, receive: ReceiveNotice): void;
};
