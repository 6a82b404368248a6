import { z } from "zod";
import { CANCEL_REASONS, DELIVERY_METHODS, PAYMENT_METHODS } from "./constants";
import { envelope, paged } from "./envelope";
import { ADDRESS_LABELS } from "./constants";

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

// ---- requests ----------------------------------------------------------------

/** POST /v1/orders (header Idempotency-Key). Address and delivery method default to the cart's. */
export const createOrderBody = z.object({
  payment_method: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.paymentMethodRequired }),
  terms: z.literal(true, { error: ORDER_MESSAGES.termsRequired }),
  note: z.string().trim().max(ORDER_NOTE_MAX, ORDER_MESSAGES.noteMax).nullish(),
  address: z.string().uuid(ORDER_MESSAGES.addressRequired).optional(),
  delivery_method: z.enum(DELIVERY_METHODS).optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

/** POST /v1/orders/cancel/{order_key}, and the cancellation form (which adds `terms`). */
export const cancelOrderBody = z.object({
  reason: z.enum(CANCEL_REASONS, { error: ORDER_MESSAGES.cancelReasonRequired }),
  notes: z.string().trim().max(CANCEL_NOTES_MAX, ORDER_MESSAGES.cancelNotesMax).nullish(),
});
export type CancelOrderBody = z.input<typeof cancelOrderBody>;
export const cancelOrderForm = z.object({
  reason: z.enum(CANCEL_REASONS, { error: ORDER_MESSAGES.cancelReasonRequired }),
  notes: z.string().trim().max(CANCEL_NOTES_MAX, ORDER_MESSAGES.cancelNotesMax),
  terms: z.literal(true, { error: ORDER_MESSAGES.termsRequired }),
});

/** An order number as typed: spaces and dashes are ignored, then 8 to 13 characters. */
export function normalizeOrderNumber(value: string): string {
  return value.replace(/[\s-]+/g, "");
}
const orderIdField = z
  .string({ error: ORDER_MESSAGES.orderIdRequired })
  .transform(normalizeOrderNumber)
  .pipe(z.string().min(ORDER_NUMBER_MIN, ORDER_MESSAGES.orderIdRequired).max(ORDER_NUMBER_MAX, ORDER_MESSAGES.orderIdRequired));
/** POST /v1/orders/tracking. */
export const trackOrderBody = z.object({ tracking_number: orderIdField });
/** The Track Order form (field `order`). */
export const trackOrderForm = z.object({ order: orderIdField });

/** GET /v1/orders query: unknown values read as the defaults (spec: failed is all). */
export const ordersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  status: z
    .string()
    .optional()
    .transform((v): OrderListStatus => ((ORDER_LIST_STATUSES as readonly string[]).includes(v ?? "") ? (v as OrderListStatus) : "all")),
  filter: z
    .string()
    .optional()
    .transform((v): OrderListFilter => ((ORDER_LIST_FILTERS as readonly string[]).includes(v ?? "") ? (v as OrderListFilter) : "all")),
});

// ---- responses ---------------------------------------------------------------

const money = z.number();
export const orderItem = z.object({
  product_slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  price: money,
  has_discount_price: z.boolean(),
  discount_price: money.nullable(),
  total: money,
  is_reviewed: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const orderSummary = z.object({
  subtotal: money,
  shipping_fees: z.array(z.object({ key: z.string(), text: z.string(), amount: money })),
  discounts: z.array(z.object({ text: z.string(), amount: money })),
  total: money,
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderPaymentInfo = z.object({
  dateTime: z.string().nullable(),
  transactionID: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentUrl: z.string().nullable(),
  /** True while an online payment can still be made (Complete Order shows). */
  paymentVisible: z.boolean(),
});

export const order = z.object({
  order_key: z.string(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  delivery_method: z.enum(DELIVERY_METHODS),
  shipping_address: z
    .object({
      label: z.enum(Object.keys(ADDRESS_LABELS) as [keyof typeof ADDRESS_LABELS, ...(keyof typeof ADDRESS_LABELS)[]]),
      full_name: z.string(),
      phone_number: z.string(),
      full_address: z.string(),
      district: z.string(),
    })
    .nullable(),
  items: z.array(orderItem),
  summary: orderSummary,
  payment_info: orderPaymentInfo,
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), note: z.string().nullable() })),
  can_cancel: z.boolean(),
  cancellation: z.object({ reason: z.enum(CANCEL_REASONS), notes: z.string().nullable(), at: z.string() }).nullable(),
  courier: z.object({ name: z.string(), tracking_number: z.string(), tracking_url: z.string().nullable() }).nullable(),
  note: z.string().nullable(),
  /** False for the reduced view by key (not the owner): name, phone and address are cut down. */
  is_owner: z.boolean(),
});
export type Order = z.infer<typeof order>;

export const orderResponse = envelope(z.object({ order }));
export const createOrderResponse = envelope(z.object({ order_key: z.string(), order, payment_url: z.string().nullable() }));
export const trackOrderResponse = envelope(z.object({ order_key: z.string(), order }));
export const ordersListResponse = paged(order);
export type OrdersListResponse = z.infer<typeof ordersListResponse>;
