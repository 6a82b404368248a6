import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

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
    slug: text("slug").notNull().unique(),
    description: text("description"),
    logo: text("logo"),
    banner: text("banner"),
    sortOrder: integer("sort_order").notNull().default(0),
    ...stamps,
  },
  (t) => [index("categories_parent_idx").on(t.parentId, t.sortOrder)],
);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  logo: text("logo"),
  country: text("country"),
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
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    specs: jsonb("specs").$type<{ key: string; value: string }[]>().notNull().default(sql`'[]'::jsonb`),
    shortDescription: text("short_description"),
    description: text("description").notNull().default(""),
    datasheetUrl: text("datasheet_url"),
    /** Units sold; drives "popular" sorting and search tie-breaks. */
    soldCount: integer("sold_count").notNull().default(0),
    isSpecial: boolean("is_special").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    ...stamps,
  },
  (t) => [
    check("products_price_positive", sql`${t.price} > 0`),
    check("products_discount_below_price", sql`${t.discountPrice} IS NULL OR (${t.discountPrice} > 0 AND ${t.discountPrice} < ${t.price})`),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_tags_known", sql`${t.tags} <@ ${sql.raw(PRODUCT_TAG_SQL)}`),
    index("products_category_idx").on(t.categoryId, t.isActive),
    index("products_brand_idx").on(t.brandId),
    index("products_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("products_sold_idx").on(t.soldCount.desc(), t.id.desc()),
    index("products_effective_price_idx").on(sql`(coalesce(${t.discountPrice}, ${t.price}))`, t.id),
    index("products_tags_idx").using("gin", t.tags),
    // Expressions match the API's name_asc and discount sorts exactly.
    index("products_name_idx").on(sql`lower(${t.name})`, t.id),
    index("products_discount_ratio_idx").on(
      sql`(case when ${t.discountPrice} is null then 0 else (${t.price} - ${t.discountPrice})::float8 / ${t.price} end) desc`,
      t.id.desc(),
    ),
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

/** Bumped by every catalog write; part of every catalog ETag so caches stay correct. */
export const catalogVersion = pgTable("catalog_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
