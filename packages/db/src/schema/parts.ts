import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, categories, products } from "./catalog";
import { carts } from "./commerce";
import { users } from "./identity";

/**
 * Issue 48 and 49 (migration 0035): typed specifications, product documents, what shoppers
 * searched for, quantity price breaks and parts lists.
 */

export const attributeKindEnum = pgEnum("attribute_kind", ["number", "choice", "boolean"]);

/**
 * A specification the shop filters by, shared across categories so that search can read
 * "5v" as a voltage wherever it appears: operating voltage (V, number), interface (choice),
 * display size (inch), resistance (Ω), has optocoupler (yes/no).
 */
export const attributes = pgTable(
  "attributes",
  {
    id: serial("id").primaryKey(),
    /** Stable slug used in listing URLs: `voltage`, `interface`. */
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    /** Bangla name (issue 50, migration 0042); null or empty: the Bangla shop shows the English one. */
    nameBn: text("name_bn"),
    /** The unit numbers are kept in (V, A, Ω, inch, kg·cm, RPM); null for choices and yes/no. */
    unit: text("unit"),
    kind: attributeKindEnum("kind").notNull(),
    /** For choices: the allowed values in their display spelling (I2C, SPI, UART); empty = any. */
    choices: text("choices")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("attributes_key_slug", sql`${t.key} ~ '^[a-z][a-z0-9_]{0,39}$'`)],
);

/** Which attributes a category's products have, in the order the category shows them. */
export const categoryAttributes = pgTable(
  "category_attributes",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** Shown as a facet on the category's listing. */
    filterable: boolean("filterable").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.attributeId] }), index("category_attributes_attribute_idx").on(t.attributeId)],
);

/**
 * A product's value of one attribute, normalised on the way in. A number is a range
 * (`num_min` = `num_max` for a single value: 3V3, 3.3v and 3.3 V are all 3.3); a choice
 * may have several rows (I2C and SPI), one per `position`; yes/no is `flag`. `raw` keeps
 * what staff typed.
 */
export const productAttributeValues = pgTable(
  "product_attribute_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    raw: text("raw").notNull(),
    numMin: doublePrecision("num_min"),
    numMax: doublePrecision("num_max"),
    /** The choice in its display spelling, one of the attribute's choices when it lists them. */
    choice: text("choice"),
    flag: boolean("flag"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId, t.position] }),
    check("product_attribute_values_one_kind", sql`num_nonnulls(${t.numMin}, ${t.choice}, ${t.flag}) = 1`),
    check("product_attribute_values_range", sql`(${t.numMin} IS NULL) = (${t.numMax} IS NULL) AND (${t.numMin} IS NULL OR ${t.numMin} <= ${t.numMax})`),
    index("product_attribute_values_choice_idx").on(t.attributeId, t.choice, t.productId),
    index("product_attribute_values_number_idx").on(t.attributeId, t.numMin, t.numMax, t.productId),
    index("product_attribute_values_flag_idx").on(t.attributeId, t.flag, t.productId),
  ],
);

/** An uploaded document's bytes (PDF), served with long caching by its key like images. */
export const documentFiles = pgTable("document_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  body: bytea("body").notNull(),
  size: integer("size").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const documentKindEnum = pgEnum("document_kind", ["datasheet", "pinout", "manual", "library", "other"]);

/** A product's datasheet, pinout, manual or library: an uploaded file or an outside link. */
export const productDocuments = pgTable(
  "product_documents",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: documentKindEnum("kind").notNull(),
    title: text("title").notNull(),
    url: text("url"),
    fileKey: text("file_key").references(() => documentFiles.key, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("product_documents_url_or_file", sql`(${t.url} IS NULL) <> (${t.fileKey} IS NULL)`),
    index("product_documents_product_idx").on(t.productId, t.position),
  ],
);

/**
 * What shoppers searched for, per week (Monday in Dhaka) and normalised words: how often,
 * and how often nothing was found. No user, address or time finer than the week is kept;
 * weeks older than 90 days are deleted.
 */
export const searchWeeks = pgTable(
  "search_weeks",
  {
    week: date("week").notNull(),
    words: text("words").notNull(),
    searches: integer("searches").notNull().default(0),
    noResults: integer("no_results").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.week, t.words] }),
    check("search_weeks_words_length", sql`length(${t.words}) BETWEEN 1 AND 100`),
    index("search_weeks_no_results_idx").on(t.week, t.noResults.desc()),
    index("search_weeks_searches_idx").on(t.week, t.searches.desc()),
  ],
);

/** Quantity price breaks: from `min_quantity` units each costs `unit_price` poisha. */
export const productPriceTiers = pgTable(
  "product_price_tiers",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    minQuantity: integer("min_quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.minQuantity] }),
    check("product_price_tiers_min_quantity", sql`${t.minQuantity} >= 2`),
    check("product_price_tiers_unit_price_positive", sql`${t.unitPrice} > 0`),
  ],
);

/** A named parts list (a BOM or a saved cart), shared read-only by its random id (`/list/{id}`). */
export const partsLists = pgTable(
  "parts_lists",
  {
    /** Random, URL-safe, unguessable (not a serial): the share link is the id. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** A page of the shop this list is featured on ("What you need"), set by the back office: `/blogs/line-follower`. */
    featuredPath: text("featured_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("parts_lists_id_shape", sql`${t.id} ~ '^[A-Za-z0-9_-]{10,32}$'`),
    index("parts_lists_user_idx").on(t.userId, t.updatedAt.desc()),
    uniqueIndex("parts_lists_featured_path_uq").on(t.featuredPath),
  ],
);

export const partsListItems = pgTable(
  "parts_list_items",
  {
    listId: text("list_id")
      .notNull()
      .references(() => partsLists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull().default(0),
    note: text("note"),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] }), check("parts_list_items_quantity_positive", sql`${t.quantity} > 0`)],
);

/**
 * Bulk adds to a cart (a BOM's or a list's "Add all") by the request's key: the same key
 * adds nothing a second time, so a double press makes no second set.
 */
export const cartRequests = pgTable(
  "cart_requests",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.key] }), index("cart_requests_created_idx").on(t.createdAt)],
);
