import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { media } from "./catalog";
import { users } from "./identity";
import { orderItems, orders, payments } from "./orders";

/** The contracts' RETURN_STATUSES, RETURN_REASONS, RETURN_RESOLUTIONS and RETURN_CONDITIONS (returns-words.ts). */
export const returnStatusEnum = pgEnum("return_status", ["requested", "approved", "refused", "received", "closed"]);
export const returnReasonEnum = pgEnum("return_reason", ["dead_on_arrival", "wrong_item", "not_as_described", "no_longer_needed"]);
export const returnResolutionEnum = pgEnum("return_resolution", ["refund", "replacement"]);
export const returnConditionEnum = pgEnum("return_condition", ["sellable", "faulty"]);

/**
 * A shopper's request to return parts of a delivered order (issue 45), and each step
 * staff take on it: when and by whom. `shop_message` is the shop's words to the
 * customer (approve or refuse); `resolution` is chosen on approval.
 */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: returnStatusEnum("status").notNull().default("requested"),
    reason: returnReasonEnum("reason").notNull(),
    /** What the shopper wrote. */
    note: text("note"),
    shopMessage: text("shop_message"),
    resolution: returnResolutionEnum("resolution"),
    /** The replacement order sent for this return (resolution replacement), at no charge. */
    replacementOrderId: uuid("replacement_order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    refusedBy: uuid("refused_by").references(() => users.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    receivedBy: uuid("received_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("return_requests_resolution_once_approved", sql`${t.status} in ('requested', 'refused') or ${t.resolution} is not null`),
    index("return_requests_order_idx").on(t.orderId, t.createdAt.desc()),
    index("return_requests_queue_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("return_requests_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** The order lines and quantities of a return; `condition` is set when the parts are received. */
export const returnRequestLines = pgTable(
  "return_request_lines",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    condition: returnConditionEnum("condition"),
  },
  (t) => [
    check("return_request_lines_quantity_positive", sql`${t.quantity} > 0`),
    uniqueIndex("return_request_lines_once_uq").on(t.returnId, t.orderItemId),
    index("return_request_lines_item_idx").on(t.orderItemId),
  ],
);

/** Up to 3 photos a shopper adds to a return (RETURN_PHOTOS_MAX); the image itself is a media row, served only to the owner and staff. */
export const returnPhotos = pgTable(
  "return_photos",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    mediaKey: text("media_key")
      .notNull()
      .references(() => media.key, { onDelete: "restrict" }),
    position: smallint("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("return_photos_position_range", sql`${t.position} between 0 and 2`), uniqueIndex("return_photos_position_uq").on(t.returnId, t.position)],
);

/** How money went back: through the gateway the payment came by, or paid out by hand for cash on delivery. */
export const refundChannelEnum = pgEnum("refund_channel", ["bkash", "ssl_commerz", "payout_bkash", "payout_nagad", "payout_bank"]);
/**
 * pending: claimed, the gateway not yet answered (or it timed out: queried before any
 * retry); succeeded: the money went back; failed: refused, nothing moved.
 */
export const refundStatusEnum = pgEnum("refund_status", ["pending", "succeeded", "failed"]);

/**
 * Money given back, always naming the payment it returns (issue 45): full or partial,
 * never above what the payment brought in less what its other refunds hold (pending
 * or succeeded), checked under a lock on the payment row. `gateway_answer` is the
 * gateway's answer as received; `reference` its refund transaction id, or the payout's
 * reference (the bKash or Nagad transaction, the bank's). Each succeeded refund has a
 * credit note, numbered `credit_note_number`.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    returnId: integer("return_id").references(() => returnRequests.id, { onDelete: "set null" }),
    channel: refundChannelEnum("channel").notNull(),
    status: refundStatusEnum("status").notNull().default("pending"),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    reference: text("reference"),
    /** The payout's account (a bKash or Nagad number, a bank account), for a recorded payout. */
    payoutAccount: text("payout_account"),
    gatewayAnswer: jsonb("gateway_answer"),
    creditNoteNumber: text("credit_note_number").unique(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("refunds_amount_positive", sql`${t.amount} > 0`),
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_order_idx").on(t.orderId, t.createdAt),
    index("refunds_return_idx").on(t.returnId),
    index("refunds_pending_idx")
      .on(t.status)
      .where(sql`${t.status} = 'pending'`),
  ],
);
