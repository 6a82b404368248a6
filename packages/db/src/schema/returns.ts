import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { orderItems, orders } from "./orders";

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
