import { z } from "zod";
import { DELIVERY_METHODS, PAYMENT_METHODS } from "./constants";
import { envelope } from "./envelope";
import { addressBody } from "./cart";
import { ORDER_EDIT_LINES_MAX, ORDER_EDIT_MESSAGES, ORDER_EDIT_QUANTITY_MAX, orderEditTotals } from "./order-edits";
import { phoneSchema } from "./validation";

/**
 * Orders taken by phone or Messenger (issue 46): staff place an order for a customer
 * found (or created) by phone number, priced, stocked and couponed by the shop's own
 * rules. Amounts are integer poisha.
 */

export const ORDER_CHANNELS = ["web", "phone", "messenger"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const STAFF_ORDER_CHANNELS = ["phone", "messenger"] as const;
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = { web: "Website", phone: "Phone", messenger: "Messenger" };

export const PHONE_ORDER_MESSAGES = {
  nameRequired: "Enter the customer's name",
  nameMax: "Name must be at most 60 characters",
  linesRequired: "Add at least one product",
  productNotFound: ORDER_EDIT_MESSAGES.productNotFound,
  lineTwice: ORDER_EDIT_MESSAGES.lineTwice,
  addressRequired: ORDER_EDIT_MESSAGES.addressRequired,
  addressNotFound: ORDER_EDIT_MESSAGES.addressNotFound,
  couponInvalid: "Invalid coupon code",
  paymentUnavailable: "This payment method is not available",
  notAShopper: "This phone number belongs to a staff account",
  /** The timeline's first entry (staff and customer read it). */
  takenBy: (channel: "phone" | "messenger", staffName: string) => `Taken by ${channel === "phone" ? "phone" : "Messenger"} by ${staffName}`,
} as const;

/** POST /v1/admin/orders[?preview=1] (Idempotency-Key header on the real one). */
export const phoneOrderBody = z.strictObject({
  customer: z.strictObject({
    /** Any spelling: 01712-345678 is refused by the pattern, +8801712345678, 8801712345678 and 01712345678 are one customer. */
    phone: phoneSchema,
    /** Needed for a new customer; an existing customer's name is kept. */
    name: z.string().trim().max(60, PHONE_ORDER_MESSAGES.nameMax).nullish(),
  }),
  lines: z
    .array(
      z.strictObject({
        product_id: z.number().int().positive().max(2_147_483_647),
        quantity: z.number().int().min(1, "Quantity must be at least 1").max(ORDER_EDIT_QUANTITY_MAX),
      }),
    )
    .min(1, PHONE_ORDER_MESSAGES.linesRequired)
    .max(ORDER_EDIT_LINES_MAX)
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, PHONE_ORDER_MESSAGES.lineTwice),
  delivery_method: z.enum(DELIVERY_METHODS),
  /** A saved address of the customer, or one typed (checked like the address book's; `save` adds it to theirs). null for office pickup. */
  address: z
    .union([
      z.strictObject({ saved_address_id: z.uuid({ error: PHONE_ORDER_MESSAGES.addressNotFound }) }),
      addressBody.extend({ save: z.boolean().default(false) }),
    ])
    .nullable(),
  coupon: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => (v ? v : null)),
  channel: z.enum(STAFF_ORDER_CHANNELS).default("phone"),
  /** cash_on_delivery, or a gateway: the customer gets the order page's link by SMS to pay. */
  payment_method: z.enum(PAYMENT_METHODS),
  /** Staff-only words for the timeline. */
  note: z.string().trim().max(250).nullish(),
});
export type PhoneOrderBody = z.input<typeof phoneOrderBody>;
export const phoneOrderQuery = z.object({ preview: z.enum(["0", "1"]).optional() });

export const phoneOrderResult = z.object({
  /** null on a preview. */
  order_number: z.string().nullable(),
  order_key: z.string().nullable(),
  status: z.string().nullable(),
  customer: z.object({ id: z.string().nullable(), phone: z.string(), name: z.string().nullable(), is_new: z.boolean() }),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      unit_price_poisha: z.number().int(),
      regular_price_poisha: z.number().int(),
      line_total_poisha: z.number().int(),
      available: z.number().int(),
    }),
  ),
  delivery_method: z.enum(DELIVERY_METHODS),
  address: z.object({ full_name: z.string(), phone_number: z.string(), full_address: z.string(), inside_dhaka: z.boolean() }).nullable(),
  totals: orderEditTotals,
  /** Why the coupon asked for does not apply (the shop's words); the order is refused with it. */
  coupon_error: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  channel: z.enum(STAFF_ORDER_CHANNELS),
  /** True when the same Idempotency-Key already placed this order. */
  replayed: z.boolean(),
});
export type PhoneOrderResult = z.infer<typeof phoneOrderResult>;
export const phoneOrderResponse = envelope(phoneOrderResult);

/** GET /v1/admin/orders/customer?phone=: the customer of this phone (any spelling) and their saved addresses, or null. */
export const phoneOrderCustomerQuery = z.object({ phone: phoneSchema });
export const phoneOrderCustomer = z.object({
  found: z.boolean(),
  phone: z.string(),
  customer: z
    .object({
      id: z.string(),
      name: z.string().nullable(),
      orders: z.number().int(),
      saved_addresses: z.array(
        z.object({ id: z.string(), label: z.string(), full_name: z.string(), phone: z.string(), full_address: z.string(), inside_dhaka: z.boolean() }),
      ),
    })
    .nullable(),
  /** Payment methods a phone order may use now (cash on delivery and the gateways set up). */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  /** The 64 districts for a typed address (the back office reaches only /v1/admin/*). */
  districts: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PhoneOrderCustomer = z.infer<typeof phoneOrderCustomer>;
export const phoneOrderCustomerResponse = envelope(phoneOrderCustomer);
