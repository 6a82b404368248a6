import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { users } from "./identity";

export const divisions = pgTable("divisions", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  bnName: text("bn_name"),
});

/** Bangladesh's 64 districts; `id` is the "district number" the address form sends. */
export const districts = pgTable("districts", {
  id: integer("id").primaryKey(),
  divisionId: integer("division_id")
    .notNull()
    .references(() => divisions.id),
  name: text("name").notNull().unique(),
  bnName: text("bn_name"),
  /** Inside-Dhaka delivery rates and express delivery apply here. */
  insideDhaka: boolean("inside_dhaka").notNull().default(false),
});

export const addressLabelEnum = pgEnum("address_label", ["home", "office", "other"]);

export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: addressLabelEnum("label").notNull().default("home"),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    area: text("area").notNull(),
    address: text("address").notNull(),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

export const couponKindEnum = pgEnum("coupon_kind", ["percentage", "fixed"]);

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Stored upper-case; matched case-insensitively. */
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    kind: couponKindEnum("kind").notNull(),
    /** Percentage in whole percent, or fixed amount in poisha. */
    amount: integer("amount").notNull(),
    minSubtotal: integer("min_subtotal").notNull().default(0),
    maxDiscount: integer("max_discount"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    perUserLimit: integer("per_user_limit"),
    usedCount: integer("used_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** Archived (issue 46): out of the back office's lists and never on the storefront, kept for the orders that name it; restorable. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("coupons_amount_positive", sql`${t.amount} > 0`), check("coupons_percentage_bounded", sql`${t.kind} <> 'percentage' OR ${t.amount} <= 100`)],
);

export const deliveryMethodEnum = pgEnum("delivery_method", ["home_delivery", "express_delivery", "office_pickup"]);

/** One cart per signed-in user or per guest id. */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: text("guest_id"),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    addressId: uuid("address_id").references(() => addresses.id, { onDelete: "set null" }),
    deliveryMethod: deliveryMethodEnum("delivery_method").notNull().default("home_delivery"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("carts_owner", sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
    uniqueIndex("carts_user_uq").on(t.userId),
    uniqueIndex("carts_guest_uq").on(t.guestId),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), check("cart_items_quantity_positive", sql`${t.quantity} > 0`)],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
