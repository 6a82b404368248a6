import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { users } from "./identity";

export const divisions = pgTable("divisions", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  bnName: text("bn_name"),
});

/**
 * The delivery fee's zone of a district (issue 47): Dhaka city, the districts around it
 * (Gazipur, Narayanganj, Munshiganj, Manikganj, Narsingdi), and the rest of the country.
 */
export const deliveryZoneEnum = pgEnum("delivery_zone", ["inside_dhaka", "dhaka_suburbs", "outside_dhaka"]);

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
  /** Which row of the owner's fee table applies (migration 0029). */
  zone: deliveryZoneEnum("zone").notNull().default("outside_dhaka"),
  /** Working days from dispatch to the door: Dhaka 1-2, divisional towns 2-3, elsewhere 3-5 (migration 0029). */
  deliveryDaysMin: smallint("delivery_days_min").notNull().default(3),
  deliveryDaysMax: smallint("delivery_days_max").notNull().default(5),
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

/**
 * The owner's delivery fee table (issue 47): per zone and delivery method, the fee for
 * the parcel's first kilogram and for each further kilogram or part of one, in poisha.
 * No row for a zone and method: the method is not offered there (express outside Dhaka).
 * Office pickup is always free and has no rows. Seeded with the spec's fees for 1 kg.
 */
export const deliveryRates = pgTable(
  "delivery_rates",
  {
    zone: deliveryZoneEnum("zone").notNull(),
    method: deliveryMethodEnum("method").notNull(),
    firstKgPoisha: integer("first_kg_poisha").notNull(),
    extraKgPoisha: integer("extra_kg_poisha").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.zone, t.method] }), check("delivery_rates_nonnegative", sql`${t.firstKgPoisha} >= 0 AND ${t.extraKgPoisha} >= 0`)],
);

/** Days no parcel moves (Eid, Victory Day, ...): arrival dates skip them as they skip Fridays (issue 47). */
export const publicHolidays = pgTable("public_holidays", {
  day: date("day", { mode: "string" }).primaryKey(),
  name: text("name").notNull(),
});

/**
 * When a cash-on-delivery order must pay its delivery charge in advance by bKash (issue 47):
 * one row (id 1). Null switches a rule off; both null (the default) asks no advance.
 */
export const codRules = pgTable(
  "cod_rules",
  {
    id: smallint("id").primaryKey().default(1),
    /** An order whose total is above this (poisha) pays the delivery charge in advance. */
    advanceAbovePoisha: integer("advance_above_poisha"),
    /** A phone with at least this many refused or returned parcels at this shop pays it in advance. */
    advanceAfterRefused: smallint("advance_after_refused"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("cod_rules_one_row", sql`${t.id} = 1`),
    check(
      "cod_rules_positive",
      sql`(${t.advanceAbovePoisha} IS NULL OR ${t.advanceAbovePoisha} >= 0) AND (${t.advanceAfterRefused} IS NULL OR ${t.advanceAfterRefused} >= 1)`,
    ),
  ],
);
