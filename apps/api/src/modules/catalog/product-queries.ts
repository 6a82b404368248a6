import { sql, type SQL } from "drizzle-orm";
import type { brands, categories, Database, productImages, products, SqlRow } from "@shop/db";
import type { Locale, ProductSort } from "@shop/contracts";
import { localized } from "./localized";
import { documentMatch, relevanceScore, SEARCH_ALIAS, SEARCHED_PRODUCTS } from "../search/queries";
import type { SearchPlan } from "../search/query";
import { attributeCondition, type AttributeFilter } from "./attribute-filters";

/** Everything a product card needs, one row per product. */
export type ProductSummaryRow = Pick<
  SqlRow<typeof products>,
  "id" | "name" | "slug" | "sku" | "part_number" | "price" | "discount_price" | "stock" | "tags" | "rating_sum" | "rating_count" | "category_id"
> & {
  brand_name: SqlRow<typeof brands>["name"] | null;
  brand_slug: SqlRow<typeof brands>["slug"] | null;
  category_name: SqlRow<typeof categories>["name"];
  category_slug: SqlRow<typeof categories>["slug"];
  parent_slug: SqlRow<typeof categories>["slug"] | null;
  media_key: SqlRow<typeof productImages>["media_key"] | null;
};

export type ProductFilters = {
  categorySlug?: string;
  brandSlugs?: string[];
  tag?: string;
  /** The shopper's query (search module): every word must match the product's search document. */
  search?: SearchPlan;
  /** Effective price bounds in poisha. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  onSale?: boolean;
  /** Typed specification filters (`spec=`, issue 48): each must match. */
  attributes?: AttributeFilter[];
  /**
   * The products that pass every filter above, worked out under all of them (spec-index.ts):
   * when given, the listing reads these ids instead of the conditions (a category of 20,000
   * products is not walked again to test each one's values).
   */
  productIds?: number[];
};

/** Card columns plus what the sorts read; never the long text and JSON columns. */
const PAGE_COLUMNS = sql.raw(
  "p.id, p.name, p.slug, p.sku, p.part_number, p.price, p.discount_price, p.stock, p.tags, p.rating_sum, p.rating_count, " +
    "p.category_id, p.brand_id, p.sold_count, p.created_at",
);
const SUMMARY_COLUMNS = sql.raw(
  "s.id, s.name, s.slug, s.sku, s.part_number, s.price, s.discount_price, s.stock, s.tags, s.rating_sum, s.rating_count, s.category_id",
);

/** The page query's columns; ranking by relevance adds the score (search module). */
function pageColumns(filters: ProductFilters, sort: ProductSort): SQL {
  if (sort !== "relevance" || !filters.search) return PAGE_COLUMNS;
  return sql`${PAGE_COLUMNS}, ${relevanceScore(filters.search, SEARCH_ALIAS, { nameLevel: true })} as relevance`;
}

/**
 * Order of each sort over a products alias; the id keeps pages stable. Every browse
 * sort puts in-stock products first (decision 017); relevance ranks by the match and
 * then in stock. `nulls last` and the `(stock > 0) desc` lead spell out exactly what the
 * sort indexes are built with (migration 0007), or the planner could not walk them and
 * would sort the whole table for every page.
 */
function orderBy(sort: ProductSort, alias: "p" | "s"): SQL {
  const a = sql.raw(alias);
  const inStock = sql`(${a}.stock > 0) desc`;
  switch (sort) {
    case "popular":
      return sql`${inStock}, ${a}.sold_count desc nulls last, ${a}.id desc nulls last`;
    case "price_asc":
      return sql`${inStock}, coalesce(${a}.discount_price, ${a}.price) asc, ${a}.id asc`;
    case "price_desc":
      return sql`${inStock}, coalesce(${a}.discount_price, ${a}.price) desc, ${a}.id desc nulls last`;
    case "name_asc":
      return sql`${inStock}, lower(${a}.name) asc, ${a}.id asc`;
    case "discount":
      return sql`${inStock}, (case when ${a}.discount_price is null then 0 else (${a}.price - ${a}.discount_price)::float8 / ${a}.price end) desc, ${a}.id desc nulls last`;
    case "newest":
      return sql`${inStock}, ${a}.created_at desc nulls last, ${a}.id desc nulls last`;
    case "relevance":
      // `relevance` is a column of the page query (pageColumns); the inner query
      // orders by its output name, the outer one by the subquery's column.
      return alias === "p"
        ? sql`relevance desc, (p.stock > 0) desc, p.sold_count desc, p.id desc`
        : sql`s.relevance desc, (s.stock > 0) desc, s.sold_count desc, s.id desc`;
  }
}

/** The products a listing reads: with their search columns when it searches (whereClause and the relevance need them). */
function fromClause(f: ProductFilters): SQL {
  return f.search ? SEARCHED_PRODUCTS : sql.raw("products p");
}

function whereClause(f: ProductFilters): SQL {
  const conditions: SQL[] = [sql`p.is_active`];
  if (f.productIds) {
    // One text parameter, not one per id: a filter may leave thousands.
    conditions.push(f.productIds.length ? sql`p.id = any(${`{${f.productIds.join(",")}}`}::int[])` : sql`false`);
    return sql.join(conditions, sql` and `);
  }
  if (f.categorySlug) {
    // A main category lists its children's products too.
    conditions.push(sql`p.category_id in (
      select c.id from categories c left join categories parent on parent.id = c.parent_id
      where (c.slug = ${f.categorySlug} or parent.slug = ${f.categorySlug}) and c.is_active and (parent.id is null or parent.is_active))`);
  }
  if (f.brandSlugs?.length) {
    const slugs = sql.join(
      f.brandSlugs.map((slug) => sql`${slug}`),
      sql`, `,
    );
    conditions.push(sql`p.brand_id in (select b.id from brands b where b.slug in (${slugs}) and b.is_active)`);
  }
  if (f.tag) conditions.push(sql`p.tags @> array[${f.tag}]::text[]`);
  if (f.search) conditions.push(documentMatch(f.search, SEARCH_ALIAS));
  if (f.minPrice !== undefined) conditions.push(sql`coalesce(p.discount_price, p.price) >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) conditions.push(sql`coalesce(p.discount_price, p.price) <= ${f.maxPrice}`);
  if (f.inStock) conditions.push(sql`p.stock > 0`);
  if (f.onSale) conditions.push(sql`p.discount_price is not null`);
  for (const filter of f.attributes ?? []) conditions.push(attributeCondition(filter));
  return sql.join(conditions, sql` and `);
}

/** The listing's products and conditions, for the typed-specification facets (attribute-facets.ts). */
export const listingFrom = fromClause;
export const listingWhere = whereClause;

/**
 * Card fields for an already limited set of products `s`: brand, category with its
 * parent, and the first image, joined only for the rows that are returned.
 */
function summarySelect(inner: SQL, outerOrder: SQL, locale: Locale = "en"): SQL {
  return sql`
    select ${SUMMARY_COLUMNS},
      b.name as brand_name, b.slug as brand_slug,
      ${localized(locale, "c", "name")} as category_name, c.slug as category_slug, parent.slug as parent_slug,
      img.media_key
    from (${inner}) s
    join categories c on c.id = s.category_id
    left join categories parent on parent.id = c.parent_id
    left join brands b on b.id = s.brand_id
    left join lateral (
      select pi.media_key from product_images pi where pi.product_id = s.id order by pi.position limit 1
    ) img on true
    order by ${outerOrder}`;
}

export async function listProductRows(
  db: Database,
  input: { filters: ProductFilters; sort: ProductSort; limit: number; offset: number; locale?: Locale },
): Promise<ProductSummaryRow[]> {
  // Relevance needs a query; without one it lists as newest (the service already maps it).
  const sort: ProductSort = input.sort === "relevance" && !input.filters.search ? "newest" : input.sort;
  const inner = sql`
    select ${pageColumns(input.filters, sort)} from ${fromClause(input.filters)}
    where ${whereClause(input.filters)}
    order by ${orderBy(sort, "p")}
    limit ${input.limit} offset ${input.offset}`;
  const result = await db.execute<ProductSummaryRow>(summarySelect(inner, orderBy(sort, "s"), input.locale));
  return result.rows;
}

export async function countProducts(db: Database, filters: ProductFilters): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`select count(*)::int as total from ${fromClause(filters)} where ${whereClause(filters)}`);
  return Number(result.rows[0]?.total ?? 0);
}

export type BrandFacetRow = Pick<SqlRow<typeof brands>, "name" | "slug"> & { count: number };

/**
 * The brand filter's choices: every brand with products under all the other filters
 * (the brand filter itself is ignored, so a shopper can tick a second brand), with
 * counts, plus any brand already ticked even when nothing is left of it, so it can be
 * unticked. One grouped scan; with no brand ticked its groups (brandless products
 * included) also add up to the listing's total, which then needs no count query.
 */
export async function brandFacet(db: Database, filters: ProductFilters): Promise<{ brands: BrandFacetRow[]; totalWithoutBrandFilter: number }> {
  const ticked = filters.brandSlugs?.length
    ? sql`b.slug in (${sql.join(
        filters.brandSlugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})`
    : sql`false`;
  const result = await db.execute<{ total: number; brands: BrandFacetRow[] | string }>(sql`
    with f as (
      select p.brand_id, count(*)::int as count from ${fromClause(filters)}
      where ${whereClause({ ...filters, brandSlugs: undefined })}
      group by p.brand_id
    )
    select
      (select coalesce(sum(f.count), 0)::int from f) as total,
      coalesce((
        select json_agg(json_build_object('name', b.name, 'slug', b.slug, 'count', coalesce(f.count, 0)) order by lower(b.name), b.id)
        from brands b left join f on f.brand_id = b.id
        where (f.count > 0 or ${ticked}) and b.is_active
      ), '[]'::json) as brands`);
  const row = result.rows[0];
  const brands = typeof row?.brands === "string" ? (JSON.parse(row.brands) as BrandFacetRow[]) : (row?.brands ?? []);
  return {
    brands: brands.map((b) => ({ name: b.name, slug: b.slug, count: Number(b.count) })),
    totalWithoutBrandFilter: Number(row?.total ?? 0),
  };
}

/**
 * The brand facet from counts already made (spec-index.ts walks the products in view): the
 * active brands among them, named and ordered as brandFacet orders them, in one small read.
 * Only where no brand is ticked (a ticked brand with nothing left would need listing too).
 */
export async function brandFacetFromCounts(db: Database, counts: Map<number, number>): Promise<{ brands: BrandFacetRow[]; totalWithoutBrandFilter: number }> {
  const total = [...counts.values()].reduce((n, c) => n + c, 0);
  const ids = [...counts.keys()].filter((id) => id !== 0);
  if (!ids.length) return { brands: [], totalWithoutBrandFilter: total };
  const result = await db.execute<{ id: number; name: string; slug: string }>(
    sql`select b.id, b.name, b.slug from brands b where b.is_active and b.id = any(${`{${ids.join(",")}}`}::int[]) order by lower(b.name), b.id`,
  );
  return { brands: result.rows.map((b) => ({ name: b.name, slug: b.slug, count: counts.get(Number(b.id)) ?? 0 })), totalWithoutBrandFilter: total };
}

export async function anyProduct(db: Database, filters: ProductFilters): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`select exists (select 1 from ${fromClause(filters)} where ${whereClause(filters)}) as found`);
  return Boolean(result.rows[0]?.found);
}

function relatedOrder(alias: "p" | "s"): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.stock > 0) desc, ${a}.sold_count desc, ${a}.id desc`;
}

/** Up to `limit` other active products of a category, in stock first, then best sellers. */
export async function listRelatedRows(
  db: Database,
  input: { categoryId: number; excludeId: number; limit: number; locale?: Locale },
): Promise<ProductSummaryRow[]> {
  const inner = sql`
    select ${PAGE_COLUMNS} from products p
    where p.is_active and p.category_id = ${input.categoryId} and p.id <> ${input.excludeId}
    order by ${relatedOrder("p")}
    limit ${input.limit}`;
  const result = await db.execute<ProductSummaryRow>(summarySelect(inner, relatedOrder("s"), input.locale));
  return result.rows;
}
