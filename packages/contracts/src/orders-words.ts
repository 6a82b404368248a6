import type { CANCEL_REASONS } from "./constants";

// The words, statuses and limits of orders: plain data, no zod, so the checkout and
// order pages ship none (decision 025). The schemas are in orders.ts and use these.

/**
 * Orders (API.md "Orders"). The spec names only the statuses `all` and `failed`;
 * the rest are ours (docs/decisions/020-orders.md).
 */
export const ORDER_STATUSES = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  failed: "Failed",
};
/** What each status means for the shopper, shown beside it on the order page. */
export const ORDER_STATUS_HINTS: Record<OrderStatus, string> = {
  pending: "We have your order and will call you to confirm it.",
  confirmed: "The shop has confirmed your order.",
  processing: "Your order is being packed.",
  shipped: "Your order is on its way with the courier.",
  delivered: "Your order was delivered.",
  cancelled: "This order was cancelled.",
  failed: "The payment was not completed, so the order was not placed.",
};
/** The statuses an owner may still cancel from (API.md). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ["pending", "confirmed"];

export const PAYMENT_STATUSES = ["unpaid", "pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  pending: "Waiting for payment",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

/** Orders list tabs: `all` then every status a shopper follows (`failed` reads as all). */
export const ORDER_LIST_STATUSES = ["all", "pending", "confirmed", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];
export const ORDER_LIST_FILTERS = ["all", "last_30_days", "last_6_months", "this_year"] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];
export const ORDER_LIST_FILTER_LABELS: Record<OrderListFilter, string> = {
  all: "All time",
  last_30_days: "Last 30 days",
  last_6_months: "Last 6 months",
  this_year: "This year",
};
export const ORDERS_PER_PAGE = 10;

export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  unsatisfactory_return_policy: "Unsatisfactory return policy",
  change_of_mind: "Change of mind",
  high_delivery_charge: "High delivery charge",
  expensive_shipping_and_service_charges: "Expensive shipping and service charges",
  long_delivery_time: "Long delivery time",
  lack_of_payment_options: "Lack of payment options",
  others: "Others",
};

export const ORDER_NUMBER_MIN = 8;
export const ORDER_NUMBER_MAX = 13;
export const CANCEL_NOTES_MAX = 250;
export const ORDER_NOTE_MAX = 250;
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** An online payment not completed within this is failed and its stock returned (API.md). */
export const UNPAID_ORDER_TTL_MS = 30 * 60_000;

/** The legal links of the order-confirm block (R208): title, link, following text. */
export const TERMS_AGREEMENT = {
  text: "I have read and agree to the",
  links: [
    { title: "Terms of Use", link: "/terms-of-use", following: "," },
    { title: "Privacy Policy", link: "/privacy-policy", following: "and" },
    { title: "Return & Refund Policy", link: "/shipping-and-refund-policy" },
  ],
  tooltip: "To complete your order, please accept the Terms of Use, Privacy Policy, and Return & Refund Policy.",
} as const;

export const ORDER_MESSAGES = {
  cancelReasonRequired: "Cancellation Reason is Required",
  termsRequired: "Must Accept Terms and Conditions",
  cancelNotesMax: `Notes must be at most ${CANCEL_NOTES_MAX} characters`,
  orderIdRequired: "Order ID is a required field",
  orderNotFound: "No order found with this Order ID",
  emptyCart: "Your cart is empty",
  /** `Arduino Uno R3 is out of stock` */
  lineOutOfStock: (name: string) => `${name} is out of stock. Please remove it from your cart`,
  /** `Only 2 left in stock of Arduino Uno R3` */
  lineAboveStock: (name: string, stock: number) => `Only ${stock} left in stock of ${name}. Please update your cart`,
  addressRequired: "Please choose a shipping address",
  paymentMethodRequired: "Please choose a payment method",
  paymentMethodUnavailable: "This payment method is not available",
  idempotencyKeyRequired: "Idempotency-Key header is required",
  idempotencyKeyReused: "This Idempotency-Key was already used for another order request",
  notCancellable: "This order can no longer be cancelled",
  noteMax: `Note must be at most ${ORDER_NOTE_MAX} characters`,
} as const;
