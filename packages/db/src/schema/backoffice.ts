import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { userRoleEnum, users } from "./identity";
import { orders } from "./orders";

/**
 * Every change staff make (API.md "Back office"): who, what, before, after, when.
 * Written in the same transaction as the change, so a change without its entry
 * cannot exist. Readable by owners.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** e.g. order.confirm, product.update, stock.adjust, coupon.create, staff.add */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt.desc()), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

/**
 * The stock ledger: one row for every change of products.stock, written by a trigger
 * (migration 0012), so the history of a product always sums to its stock, whoever
 * changed it (an order, a cancellation, the back office, the seed). The reason, note,
 * actor and order come from transaction-local settings (`shop.stock_reason`, ...) set
 * by the code that changes the stock; see packages/db/src/stock-ledger.ts.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    stockAfter: integer("stock_after").notNull(),
    /** opening, received, correction, damaged, order, cancelled, returned, returned_faulty (a return received faulty: a zero change, counted in products.faulty_stock), adjustment */
    reason: text("reason").notNull(),
    note: text("note"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_movements_product_idx").on(t.productId, t.id.desc())],
);

/** What staff write about a customer (issue 46: the customer's page), staff-only, newest first. */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_notes_user_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * Money a courier paid the shop for the cash it collected on delivery (issue 46's
 * reports: cash collected against what the courier has paid out), as staff record it
 * from the courier's payment statement: how much, when, the reference.
 */
export const courierPayouts = pgTable(
  "courier_payouts",
  {
    id: serial("id").primaryKey(),
    /** The courier's name as orders.courier_name holds it ("Steadfast"). */
    courierName: text("courier_name").notNull(),
    amount: integer("amount").notNull(),
    paidOn: date("paid_on").notNull(),
    reference: text("reference").notNull(),
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("courier_payouts_amount_positive", sql`${t.amount} > 0`),
    uniqueIndex("courier_payouts_reference_uq").on(t.courierName, t.reference),
    index("courier_payouts_paid_on_idx").on(t.paidOn),
  ],
);

/**
 * Cash on delivery collected per courier and Dhaka day (migration 0030): the delivered cash
 * orders a courier carried, counted on the day of their `delivered_at`. A trigger on orders
 * keeps it in the same transaction as the order's change; the COD report adds up these
 * rows (a courier's balance is every day's cash until the period's end) instead of every
 * delivered order the shop ever took.
 */
export const codCollectedDays = pgTable(
  "cod_collected_days",
  {
    courierName: text("courier_name").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    orders: integer("orders").notNull().default(0),
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courierName, t.day] })],
);

/**
 * The sales report's days (migration 0033): the counted orders (not cancelled or failed)
 * placed on each Dhaka day, their totals, discounts, delivery fees and units. Triggers on
 * orders and order_items keep it in the same transaction as the change; the report adds up
 * a period's days instead of reading its orders and lines.
 */
export const salesDays = pgTable("sales_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  orders: integer("orders").notNull().default(0),
  revenue: bigint("revenue", { mode: "number" }).notNull().default(0),
  discounts: bigint("discounts", { mode: "number" }).notNull().default(0),
  fees: bigint("fees", { mode: "number" }).notNull().default(0),
  items: bigint("items", { mode: "number" }).notNull().default(0),
});

/**
 * The same orders' lines per Dhaka day and product (migration 0033), under the name each
 * line carried: `product_key` is the product's id, or "name:" and the line's name once the
 * product is deleted, as the report groups them. Category is read from the product today.
 */
export const salesDayProducts = pgTable(
  "sales_day_products",
  {
    day: date("day", { mode: "string" }).notNull(),
    productKey: text("product_key").notNull(),
    name: text("name").notNull(),
    productId: integer("product_id"),
    units: bigint("units", { mode: "number" }).notNull().default(0),
    revenue: bigint("revenue", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productKey, t.name] })],
);

/**
 * How many users each role has, kept by row triggers on users (migration 0038): the customer
 * list's total without counting every shopper on each page.
 */
export const userRoleCounts = pgTable("user_role_counts", {
  role: userRoleEnum("role").primaryKey(),
  users: integer("users").notNull().default(0),
});
