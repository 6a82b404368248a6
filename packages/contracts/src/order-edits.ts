import { z } from "zod";
import { DELIVERY_METHODS } from "./constants";
import { envelope } from "./envelope";
import { addressBody } from "./cart";
import { formatTaka, poishaToTaka } from "./money";

/**
 * Staff edits of an order before it ships (issue 45), for a customer who phoned, and
 * the replacement order of a return. Amounts are integer poisha.
 */

/** An order may be edited while it is one of these: before the parcel leaves. */
export const EDITABLE_ORDER_STATUSES = ["pending", "confirmed", "processing"] as const;
/** At most this many different products on an edited order (as a cart allows). */
export const ORDER_EDIT_LINES_MAX = 50;
export const ORDER_EDIT_QUANTITY_MAX = 999;

const taka = (poisha: number) => formatTaka(poishaToTaka(poisha));

export const ORDER_EDIT_MESSAGES = {
  notEditable: (status: string) => `An order that is ${status} cannot be edited`,
  stale: "Someone else changed this order since you opened it. Reload it and make your change again",
  empty: "An order needs at least one product. Cancel the order instead",
  lineTwice: "Each product may be listed once",
  productNotFound: "Product not found",
  /** The spec's out-of-stock words, with what is left for this order. */
  outOfStock: (name: string, left: number) => (left > 0 ? `${name}: only ${left} left in stock` : `${name} is out of stock`),
  addressRequired: "Choose the delivery address",
  addressNotFound: "Address not found",
  couponDropped: (code: string, why: string) => `Coupon ${code} was removed: ${why}`,
  nothingChanged: "Nothing was changed",
  refundDue: (poisha: number) => `Refund due ${taka(poisha)}`,
  amountDue: (poisha: number) => `Awaiting the rest: ${taka(poisha)}`,
  replacementNotAllowed: "A replacement is sent for an approved replacement return once its parts are received (at approval for dead on arrival)",
  replacementFor: (orderNumber: string) => `Replacement for order #${orderNumber}`,
} as const;

/** The order's address as it is, a saved address of the order's customer, or one typed on the phone (checked like the address book's). */
export const orderEditAddress = z.union([
  z.strictObject({ keep_current: z.literal(true) }),
  z.strictObject({ saved_address_id: z.uuid({ error: ORDER_EDIT_MESSAGES.addressNotFound }) }),
  addressBody,
]);

/** POST /v1/admin/orders/{order_number}/edit[?preview=1]: the whole new order. */
export const orderEditBody = z.strictObject({
  /** The `version` from GET …/edit: a save over someone else's change is refused (409). */
  version: z.string().min(1).max(40),
  lines: z
    .array(
      z.strictObject({
        product_id: z.number().int().positive().max(2_147_483_647),
        quantity: z.number().int().min(1, "Quantity must be at least 1").max(ORDER_EDIT_QUANTITY_MAX),
      }),
    )
    .max(ORDER_EDIT_LINES_MAX)
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, ORDER_EDIT_MESSAGES.lineTwice),
  delivery_method: z.enum(DELIVERY_METHODS),
  /** null for office pickup; required otherwise. */
  address: orderEditAddress.nullable(),
  /** Staff-only words for the timeline (what the customer asked on the phone). */
  note: z.string().trim().max(250).nullish(),
});
export type OrderEditBody = z.input<typeof orderEditBody>;
export const orderEditQuery = z.object({ preview: z.enum(["0", "1"]).optional() });

const editLine = z.object({
  product_id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** The unit price charged (poisha): as ordered for a kept line unless today's is lower; today's for an added one. */
  unit_price_poisha: z.number().int(),
  regular_price_poisha: z.number().int(),
  line_total_poisha: z.number().int(),
  /** Units this order may have of it: the shelf plus what the order already holds. */
  available: z.number().int(),
  /** On the order before this edit (its price is protected). */
  kept: z.boolean(),
});

export const orderEditTotals = z.object({
  subtotal_poisha: z.number().int(),
  product_discount_poisha: z.number().int(),
  coupon_code: z.string().nullable(),
  coupon_discount_poisha: z.number().int(),
  shipping_fee_poisha: z.number().int(),
  delivery_discount_poisha: z.number().int(),
  total_poisha: z.number().int(),
});

/** What the order would be (preview) or now is (saved), with the money to settle. */
export const orderEditResult = z.object({
  order_number: z.string(),
  version: z.string(),
  lines: z.array(editLine),
  delivery_method: z.enum(DELIVERY_METHODS),
  address: z.object({ full_name: z.string(), phone_number: z.string(), full_address: z.string(), inside_dhaka: z.boolean() }).nullable(),
  before: orderEditTotals,
  after: orderEditTotals,
  /** Why a coupon the order had was dropped; null when kept or none. */
  coupon_dropped: z.string().nullable(),
  /** Online payments received, less refunds. */
  paid_poisha: z.number().int(),
  /** Still to pay online (the shopper pays it from their order page). */
  amount_due_poisha: z.number().int(),
  /** Paid above the new total: for staff to refund from the Refunds panel. */
  refund_due_poisha: z.number().int(),
  /** What the courier collects (cash on delivery): the new total. */
  collect_on_delivery_poisha: z.number().int(),
  /** One line per change, as the timeline says it. */
  changes: z.array(z.string()),
});
export type OrderEditResult = z.infer<typeof orderEditResult>;
export const orderEditResponse = envelope(orderEditResult);

/** GET /v1/admin/orders/{order_number}/edit: the form's start. */
export const orderEditForm = orderEditResult.extend({
  editable: z.boolean(),
  payment_method: z.string(),
  /** The customer's saved addresses to pick from. */
  saved_addresses: z.array(z.object({ id: z.string(), label: z.string(), full_name: z.string(), phone: z.string(), full_address: z.string() })),
});
export type OrderEditForm = z.infer<typeof orderEditForm>;
export const orderEditFormResponse = envelope(orderEditForm);

/**
 * A replacement is sent for a return approved for a replacement once its parts are
 * received, or at approval when the part was dead on arrival (the customer does not wait
 * for the courier to bring back a part that never worked). The API and the back office read this one rule.
 */
export function mayReplaceReturn(r: { status: string; reason: string; resolution: string | null }): boolean {
  if (r.resolution !== "replacement") return false;
  return r.status === "received" || (r.status === "approved" && r.reason === "dead_on_arrival");
}

/** POST /v1/admin/returns/{id}/replacement: the return's replacement order (the same one on a second press). */
export const replacementResult = z.object({ return_id: z.number().int(), order_number: z.string(), order_key: z.string(), created: z.boolean() });
export const replacementResponse = envelope(replacementResult);
