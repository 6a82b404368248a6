// Refunds (issue 45): the channels money goes back by and the words the API, the back
// office and the order page use for them. Plain data, no zod (decision 025): the schemas
// are in refunds.ts.

/** How money went back: through the gateway it came by, or paid out by hand for cash on delivery. */
export const REFUND_CHANNELS = ["bkash", "ssl_commerz", "payout_bkash", "payout_nagad", "payout_bank"] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];
export const REFUND_CHANNEL_LABELS: Record<RefundChannel, string> = {
  bkash: "bKash (to the account it came from)",
  ssl_commerz: "SSLCommerz (to the card or account it came from)",
  payout_bkash: "Paid out by bKash",
  payout_nagad: "Paid out by Nagad",
  payout_bank: "Paid out by bank transfer",
};
/** A cash on delivery payment goes back by one of these, recorded with its reference and account. */
export const PAYOUT_CHANNELS = ["payout_bkash", "payout_nagad", "payout_bank"] as const;
export type PayoutChannel = (typeof PAYOUT_CHANNELS)[number];

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: "Waiting for the gateway",
  succeeded: "Refunded",
  failed: "Refused, nothing moved",
};

export const REFUND_REASON_MAX = 200;
export const PAYOUT_REFERENCE_MAX = 60;
export const PAYOUT_ACCOUNT_MAX = 60;

export const REFUND_MESSAGES = {
  created: "Refund made",
  pendingCreated: "The gateway did not answer in time: the refund is waiting, check again in a minute",
  refused: "The gateway refused the refund; nothing moved",
  checked: "Refund checked",
  notGranted: "Refunds move money: only an owner, or staff an owner allows to refund, can make one",
  paymentNotFound: "This order has no such payment",
  notPaid: "This payment was never received, so there is nothing to refund",
  nothingLeft: "This payment is already refunded in full",
  tooMuch: (left: string) => `That is more than is left of this payment: at most ${left} can be refunded`,
  pending: "A refund of this payment is still waiting for the gateway's answer. Press Check again on it first",
  payoutRequired: "Cash on delivery is refunded by a payout: choose bKash, Nagad or bank and give its reference and account",
  payoutNotForOnline: "This payment goes back through the gateway it came by; a payout is only for cash on delivery",
  gatewayOff: "This payment's gateway is not set up, so it cannot be refunded here",
  returnNotRefundable: "That return is not one approved for a refund on this order",
  notPending: "This refund is already settled",
  idempotencyKeyReused: "This Idempotency-Key was used for another refund",
} as const;
