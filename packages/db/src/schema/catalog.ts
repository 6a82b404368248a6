import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** Full-text document; read and written as PostgreSQL's text form. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const stamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Two levels: main categories (parent_id null) and their children. */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** Bangla name and description (issue 50, migration 0039); null: the storefront shows the English one. */
    nameBn: text("name_bn"),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    descriptionBn: text("description_bn"),
    logo: text("logo"),
    banner: text("banner"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Hidden categories leave the storefront; the back office creates one hidden (a draft) until published. */
    isActive: boolean("is_active").notNull().default(true),
    /** Archived (issue 46): out of the back office's lists and never on the storefront, kept for the orders that name it; restorable. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...stamps,
  },
  (t) => [index("categories_parent_idx").on(t.parentId, t.sortOrder)],
);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  /** Bangla description (issue 50, migration 0039); the brand's name stays as its maker writes it. */
  descriptionBn: text("description_bn"),
  logo: text("logo"),
  country: text("country"),
  /** A hidden brand leaves the storefront (its page, the brand list and filters). */
  isActive: boolean("is_active").notNull().default(true),
  /** Archived (issue 46): out of the back office's lists and never on the storefront, kept for the orders that name it; restorable. */
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  ...stamps,
});

/** Images made at seed time (SVG masters) or uploaded; rendered to WebP/AVIF at the size asked. */
export const media = pgTable("media", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  body: bytea("body").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const PRODUCT_TAG_SQL = "ARRAY['free_delivery','percentage_discount','coupon_discount','hot','new','featured','popular']::text[]";

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    sku: text("sku").notNull().unique(),
    partNumber: text("part_number"),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "restrict" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    /** Money is integer poisha (1 taka = 100 poisha). */
    price: integer("price").notNull(),
    discountPrice: integer("discount_price"),
    stock: integer("stock").notNull().default(0),
    /**
     * Units returned faulty (issue 45): kept, never for sale, outside `stock` and so outside
     * every sale's count; the stock ledger notes each receipt with a zero-delta row.
     */
    faultyStock: integer("faulty_stock").notNull().default(0),
    /** Shipping weight in grams, packed (issue 47): the delivery fee counts the parcel's kilograms. */
    weightGrams: integer("weight_grams").notNull().default(100),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specs: jsonb("specs")
      .$type<{ key: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    shortDescription: text("short_description"),
    description: text("description").notNull().default(""),
    datasheetUrl: text("datasheet_url"),
    /** Units sold; drives "popular" sorting and search tie-breaks. */
    soldCount: integer("sold_count").notNull().default(0),
    isSpecial: boolean("is_special").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** Archived (issue 46): out of the back office's lists and never on the storefront, kept for the orders that name it; restorable. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Made by staff: waits, hidden, until an owner sets its price (never active meanwhile). */
    needsPrice: boolean("needs_price").notNull().default(false),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    /**
     * When `stock` last moved. Stock is kept out of the catalog version (decision 020):
     * a cached catalog answer made before this is reused for at most a few seconds.
     */
    stockChangedAt: timestamp("stock_changed_at", { withTimezone: true }).notNull().defaultNow(),
    ...stamps,
    /**
     * Search (docs/decisions/008-search.md). Brand, category and parent category
     * names, kept by triggers (migration 0005) so one row holds everything a
     * suggestion matches.
     */
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [
    check("products_price_positive", sql`${t.price} > 0`),
    check("products_discount_below_price", sql`${t.discountPrice} IS NULL OR (${t.discountPrice} > 0 AND ${t.discountPrice} < ${t.price})`),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_faulty_stock_nonnegative", sql`${t.faultyStock} >= 0`),
    check("products_weight_positive", sql`${t.weightGrams} > 0`),
    check("products_needs_price_hidden", sql`NOT (${t.needsPrice} AND ${t.isActive})`),
    check("products_tags_known", sql`${t.tags} <@ ${sql.raw(PRODUCT_TAG_SQL)}`),
    index("products_category_idx").on(t.categoryId, t.isActive),
    index("products_brand_idx").on(t.brandId),
    // In stock first under every browse sort (decision 017): each sort's index leads
    // with the same `(stock > 0) desc` expression the API orders by.
    index("products_created_idx").on(sql`(${t.stock} > 0) desc`, t.createdAt.desc(), t.id.desc()),
    index("products_sold_idx").on(sql`(${t.stock} > 0) desc`, t.soldCount.desc(), t.id.desc()),
    index("products_effective_price_idx").on(sql`(${t.stock} > 0) desc`, sql`(coalesce(${t.discountPrice}, ${t.price}))`, t.id),
    index("products_effective_price_desc_idx").on(sql`(${t.stock} > 0) desc`, sql`(coalesce(${t.discountPrice}, ${t.price})) desc`, t.id.desc()),
    index("products_tags_idx").using("gin", t.tags),
    // max(stock_changed_at): the catalog cache's stock stamp (decision 020).
    index("products_stock_changed_idx").on(t.stockChangedAt),
    // Expressions match the API's name_asc and discount sorts exactly.
    index("products_name_idx").on(sql`(${t.stock} > 0) desc`, sql`lower(${t.name})`, t.id),
    index("products_discount_ratio_idx").on(
      sql`(${t.stock} > 0) desc`,
      sql`(case when ${t.discountPrice} is null then 0 else (${t.price} - ${t.discountPrice})::float8 / ${t.price} end) desc`,
      t.id.desc(),
    ),
  ],
);

/**
 * A product's search columns (docs/decisions/008-search.md), in a table of their own
 * (migration 0015) so that an order's stock update, which cannot be a HOT update (stock
 * leads the listing's sort indexes), writes a new products row without an entry in
 * each of the three GIN indexes: those entries were half the update's cost. The
 * columns are written by a trigger on products (products_search_vectors, migrations
 * 0014 and 0015) when an insert or an update names a column they are made of, and
 * the listing's and suggestions' queries join them by product.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Name, part number, SKU (A), brand and categories (B), tags (D): what suggestions match. */
    searchName: tsvector("search_name").notNull(),
    /** `searchName` plus short description and specifications (C): what the results page matches. */
    searchDoc: tsvector("search_doc").notNull(),
    /** Name, part number and SKU, each written without spaces or punctuation, for trigram matching. */
    searchKey: text("search_key").notNull(),
    /**
     * The name's words alone, in order (`to_tsvector('simple', search_norm(name))`, migration
     * 0040): relevance asks whether they follow one another or name an add-on, for up to 200
     * candidates a suggestion, and read here they are not worked out again for each.
     */
    nameWords: tsvector("name_words").notNull(),
  },
  (t) => [
    // fastupdate off: a GIN pending list is only merged by (auto)vacuum, which PGlite
    // never runs, and every search would scan it (up to 4 MB) before the index.
    index("product_search_name_idx").using("gin", t.searchName).with({ fastupdate: false }),
    index("product_search_doc_idx").using("gin", t.searchDoc).with({ fastupdate: false }),
    index("product_search_key_idx").using("gin", t.searchKey.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    mediaKey: text("media_key")
      .notNull()
      .references(() => media.key, { onDelete: "restrict" }),
    alt: text("alt").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/**
 * Words of active products' names, part numbers, brands and categories with the
 * number of products using each: the vocabulary that typo correction and word
 * splitting work from. Kept by statement triggers on products (migration 0005).
 */
export const searchTerms = pgTable("search_terms", {
  term: text("term").primaryKey(),
  products: integer("products").notNull(),
});

/** Moves whenever search_terms changes, so API processes know when to reload it. */
export const searchTermsVersion = pgSequence("search_terms_version");

/** Bumped by every catalog write; part of every catalog ETag so caches stay correct. */
export const catalogVersion = pgTable("catalog_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
