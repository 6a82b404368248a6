import { z } from "zod";
import { orderRefund } from "./refunds";
import { ADDRESS_LABELS, CANCEL_REASONS, DELIVERY_METHODS, PAYMENT_METHODS } from "./constants";
import { envelope, paged } from "./envelope";
import {
  CANCEL_NOTES_MAX,
  ORDER_LIST_FILTERS,
  ORDER_LIST_STATUSES,
  ORDER_MESSAGES,
  ORDER_NOTE_MAX,
  ORDER_NUMBER_MAX,
  ORDER_NUMBER_MIN,
  ORDER_STATUSES,
  type OrderListFilter,
  type OrderListStatus,
  PAYMENT_STATUSES,
} from "./orders-words";

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
/** POST /v1/orders/tracking: `tracking_number` is API.md's wire name for the order number, not a courier's. */
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

/**
 * subtotal (regular prices) + Σ shipping_fees − Σ discounts = total. `rows` is the same
 * money as orderMoneyRows presents it (order-money.ts), amounts in taka, to show as is.
 */
export const orderSummary = z.object({
  subtotal: money,
  shipping_fees: z.array(z.object({ key: z.string(), text: z.string(), amount: money })),
  discounts: z.array(z.object({ text: z.string(), amount: money })),
  total: money,
  rows: z.array(
    z.object({
      key: z.enum(["subtotal", "product_discount", "coupon_discount", "shipping", "adjustment", "total"]),
      label: z.string(),
      amount: money,
      free: z.boolean(),
    }),
  ),
  /** Cash on delivery with an advance by bKash (decision 041): the two parts of the total, in taka; absent otherwise. */
  split: z.array(z.object({ key: z.enum(["advance", "on_delivery"]), label: z.string(), amount: money })).optional(),
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
  /** The Dhaka day promised at placement (YYYY-MM-DD, decision 040); null for office pickup and orders from before it. */
  arrives_by: z.string().nullable(),
  items: z.array(orderItem),
  summary: orderSummary,
  payment_info: orderPaymentInfo,
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), note: z.string().nullable() })),
  can_cancel: z.boolean(),
  cancellation: z.object({ reason: z.enum(CANCEL_REASONS), notes: z.string().nullable(), at: z.string() }).nullable(),
  /** `tracking_number` (API.md): the courier's tracking number for the parcel, orders.courier_tracking_number. */
  courier: z.object({ name: z.string(), tracking_number: z.string(), tracking_url: z.string().nullable() }).nullable(),
  note: z.string().nullable(),
  /** False for the reduced view by key (not the owner): name, phone and address are cut down. */
  is_owner: z.boolean(),
  /** Taka received for the order (its paid payments, refunded ones included) and given back; the owner's view only. */
  paid: z.number().optional(),
  refunded: z.number().optional(),
  /** The refunds made, oldest first, each with its credit note (owner's view only). */
  refunds: z.array(orderRefund).optional(),
});
export type Order = z.infer<typeof order>;

export const orderResponse = envelope(z.object({ order }));
export const createOrderResponse = envelope(z.object({ order_key: z.string(), order, payment_url: z.string().nullable() }));
export const trackOrderResponse = envelope(z.object({ order_key: z.string(), order }));
export const ordersListResponse = paged(order);
export type OrdersListResponse = z.infer<typeof ordersListResponse>;
