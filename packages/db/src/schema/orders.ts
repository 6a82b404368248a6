import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { coupons, deliveryMethodEnum } from "./commerce";
import { users } from "./identity";

/** Spec names only "all" and "failed"; the rest is ours (see docs/decisions). */
export const orderStatusEnum = pgEnum("order_status", ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "failed"]);
export const paymentMethodEnum = pgEnum("payment_method", ["cash_on_delivery", "bkash", "ssl_commerz"]);
/** Where an order came from (issue 46): the site, or staff taking it by phone or Messenger. */
export const orderChannelEnum = pgEnum("order_channel", ["web", "phone", "messenger"]);
/** A timeline entry (issue 46): a status step, or a staff-only note or call log written on its own. */
export const orderEventKindEnum = pgEnum("order_event_kind", ["event", "note", "call"]);
export const paymentStatusEnum = pgEnum("payment_status", ["unpaid", "pending", "paid", "failed", "refunded"]);

export type AddressSnapshot = {
  label: string;
  full_name: string;
  phone_number: string;
  district: string;
  area: string;
  address: string;
  full_address: string;
  inside_dhaka: boolean;
};

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Unguessable key used in every URL. */
    orderKey: text("order_key").notNull().unique(),
    /** Short number a shopper reads and types (8 to 13 characters). */
    orderNumber: text("order_number").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: orderStatusEnum("status").notNull().default("pending"),
    paymentMethod: paymentMethodEnum("payment_method").notNull(),
    paymentStatus: paymentStatusEnum("payment_status").notNull().default("unpaid"),
    deliveryMethod: deliveryMethodEnum("delivery_method").notNull(),
    address: jsonb("address").$type<AddressSnapshot>(),
    subtotal: integer("subtotal").notNull(),
    productDiscount: integer("product_discount").notNull().default(0),
    couponDiscount: integer("coupon_discount").notNull().default(0),
    deliveryDiscount: integer("delivery_discount").notNull().default(0),
    shippingFee: integer("shipping_fee").notNull().default(0),
    /** The parcel's weight in grams when placed (issue 47): what the fee counted and the courier is told. */
    weightGrams: integer("weight_grams"),
    /** The last working day the order was promised to arrive, Dhaka time (issue 47); null for office pickup. */
    arrivesBy: date("arrives_by", { mode: "string" }),
    /**
     * Cash on delivery with an advance (issue 47): the part of `total` paid by bKash before the
     * order is confirmed (the delivery charge); the rest is collected on delivery. 0: no advance.
     */
    advanceAmount: integer("advance_amount").notNull().default(0),
    total: integer("total").notNull(),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    note: text("note"),
    cancelReason: text("cancel_reason"),
    cancelNotes: text("cancel_notes"),
    /** Set when the order is shipped (back office); shown on the shopper's order. */
    courierName: text("courier_name"),
    /** The courier's tracking number for the parcel (not the shop's order number; migration 0022). */
    courierTrackingNumber: text("courier_tracking_number"),
    trackingUrl: text("tracking_url"),
    /** The courier's own id for the parcel (Steadfast consignment_id), when booked through an adapter. */
    courierRef: text("courier_ref"),
    /** The courier's last word on the parcel ("in_review", "hold", ...), read by the courier sync (migration 0025). */
    courierStatus: text("courier_status"),
    /** When the courier sync last asked about the parcel: it asks the longest-unasked first, each parcel once per round. */
    courierCheckedAt: timestamp("courier_checked_at", { withTimezone: true }),
    /** A shipped order cancelled is a return: its stock comes back when the parcel is received. */
    returnReceivedAt: timestamp("return_received_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * When the order was last marked delivered (migration 0030; a trigger sets it as the status
     * becomes delivered and clears it when it leaves): the day its cash on delivery counts.
     */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** web: placed by the shopper; phone or messenger: taken by staff (`created_by`) for the customer. */
    channel: orderChannelEnum("channel").notNull().default("web"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** When staff were alerted of this order (issue 46): a cash order once placed, an online one once paid; null until then. */
    staffAlertedAt: timestamp("staff_alerted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("orders_total_nonnegative", sql`${t.total} >= 0`),
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    // The back office (migration 0018): the queue's pages newest first, its date range and
    // the dashboard's last 30 days read these instead of every order the shop ever took;
    // a status tab's page, the open orders' counts and the tabs' counts read the second.
    index("orders_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("orders_status_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    // The unpaid-order expiry job scans only orders waiting for an online payment.
    index("orders_payment_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
    // The new-order alert job scans only orders staff were not yet alerted of.
    index("orders_staff_alert_idx")
      .on(t.createdAt)
      .where(sql`${t.staffAlertedAt} is null`),
    // A phone's record (issue 47, cash-on-delivery trust): the shop's orders delivered to a phone.
    index("orders_address_phone_idx").on(sql`(${t.address} ->> 'phone_number')`),
    // The order queue's phone search (migration 0034): the digits the delivery phone ends with.
    index("orders_address_phone_reverse_idx").on(sql`reverse(${t.address} ->> 'phone_number') text_pattern_ops`),
    // The courier sync scans only shipped parcels booked through a courier's API.
    index("orders_courier_sync_idx")
      .on(t.courierCheckedAt)
      .where(sql`${t.status} = 'shipped' and ${t.courierRef} is not null`),
  ],
);

/**
 * One row per `Idempotency-Key` of POST /v1/orders (API.md): the first request with a
 * key inserts it in the same transaction as the order, so a second one waits for that
 * transaction and then answers the same order. Rows older than 24 h are replaced.
 */
export const orderRequests = pgTable(
  "order_requests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    bodyHash: text("body_hash").notNull(),
    /** Null only inside the placing transaction, before the order row exists. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("order_requests_created_idx").on(t.createdAt)],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    image: text("image"),
    unitPrice: integer("unit_price").notNull(),
    unitDiscountPrice: integer("unit_discount_price"),
    quantity: integer("quantity").notNull(),
    lineTotal: integer("line_total").notNull(),
  },
  (t) => [check("order_items_quantity_positive", sql`${t.quantity} > 0`), index("order_items_order_idx").on(t.orderId)],
);

export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: orderStatusEnum("status").notNull(),
    /** What the shopper reads (order page, tracking, invoice): the shop's words, or the staff note when marked for the customer. */
    note: text("note"),
    /** What staff typed on the action (migration 0019): staff-only unless `staffNoteForCustomer`. */
    staffNote: text("staff_note"),
    staffNoteForCustomer: boolean("staff_note_for_customer").notNull().default(false),
    /** event: a status step (or an edit); note or call: written by staff on its own (`author_id`), staff-only. */
    kind: orderEventKindEnum("kind").notNull().default("event"),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: paymentMethodEnum("method").notNull(),
    amount: integer("amount").notNull(),
    status: paymentStatusEnum("status").notNull().default("pending"),
    transactionId: text("transaction_id"),
    gatewayRef: text("gateway_ref"),
    paymentUrl: text("payment_url"),
    payload: jsonb("payload"),
    /** Set by the one callback that goes on to execute the payment with the gateway (a claim). */
    executionStartedAt: timestamp("execution_started_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_order_idx").on(t.orderId), uniqueIndex("payments_gateway_ref_uq").on(t.method, t.gatewayRef)],
);

/** Every gateway answer and callback of a payment, as received: the audit trail. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    raw: jsonb("raw"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_payment_idx").on(t.paymentId, t.id)],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("coupon_redemptions_user_idx").on(t.couponId, t.userId)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    review: text("review").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex("reviews_once_per_order_uq").on(t.productId, t.userId, t.orderId),
    index("reviews_product_idx").on(t.productId, t.createdAt.desc()),
  ],
);

export const questions = pgTable(
  "questions",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The address typed in the dialog when the account had none (R284); else null and the account's is used. */
    email: text("email"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("questions_product_idx").on(t.productId, t.createdAt.desc())],
);

export const stockRequests = pgTable(
  "stock_requests",
  {
    id: serial("id").primaryKey(),
    /** Null for "Ask us to stock this part" from a search that found nothing (issue 48): `words` says what. */
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    /** The search words of a request for a part the shop does not list. */
    words: text("words"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_requests_once_uq").on(t.productId, t.email),
    check("stock_requests_product_or_words", sql`${t.productId} IS NOT NULL OR length(${t.words}) BETWEEN 1 AND 200`),
  ],
);
