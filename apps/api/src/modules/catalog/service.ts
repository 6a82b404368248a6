import {
  poishaToTaka,
  takaToPoisha,
  type ProductStock,
  type BrandItem,
  type CategoriesResponse,
  type MenuItem,
  type ProductDetail,
  type ProductListMeta,
  type ProductListQuery,
  type ProductSort,
  type ProductSummary,
  type Locale,
} from "@shop/contracts";
import { sql, type Database } from "@shop/db";
import { notFound } from "../../lib/app-error";
import { assetUrl, mediaUrl } from "../../lib/media-url";
import { toDhakaIso } from "../../lib/time";
import { fullPath, priceFields, ratingOf, toProductSummary } from "./mappers";
import { anyProduct, brandFacet, brandFacetFromCounts, countProducts, listProductRows, listRelatedRows, type ProductFilters } from "./product-queries";
import { findProductRow, listBrandRows, listCategoryRows, type BrandRow, type CategoryRow } from "./queries";
import { didYouMean } from "../search/did-you-mean";
import { listProductDocuments } from "../documents/service";
import { attributeFacets } from "./attribute-facets";
import { resolveSpecFilters, type AttributeFilter } from "./attribute-filters";
import { listProductAttributes } from "./product-attributes";
import { narrowBySpecWords } from "./spec-words";
import { specView } from "./spec-index";
import type { SearchPlan } from "../search/query";
import type { SearchEngine } from "../search/service";

/** `locale` (issue 50): category names and descriptions, brands' descriptions in Bangla, English where none. */
type Ctx = { db: Database; mediaBase: string; locale?: Locale };

const RELATED_LIMIT = 8;

function toMenuChild(row: CategoryRow, parentSlug: string | null, productCount: number, mediaBase: string) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    full_path: fullPath(row.slug, parentSlug),
    description: row.description,
    logo: assetUrl(mediaBase, row.logo),
    banner: assetUrl(mediaBase, row.banner),
    product_count: productCount,
  };
}

/** Main categories in menu order, each with its children; a main counts its children's products. */
function buildMenu(rows: CategoryRow[], mediaBase: string): MenuItem[] {
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const list = childrenOf.get(row.parent_id) ?? [];
    list.push(row);
    childrenOf.set(row.parent_id, list);
  }
  return rows
    .filter((row) => row.parent_id === null)
    .map((main) => {
      const children = childrenOf.get(main.id) ?? [];
      const total = children.reduce((sum, child) => sum + Number(child.own_count), Number(main.own_count));
      return {
        ...toMenuChild(main, null, total, mediaBase),
        children: children.map((child) => toMenuChild(child, main.slug, Number(child.own_count), mediaBase)),
      };
    });
}

export async function listMainMenu({ db, mediaBase, locale }: Ctx): Promise<MenuItem[]> {
  return buildMenu(await listCategoryRows(db, locale), mediaBase);
}

/** The menu plus one category (its children and parent), or every main category. */
export async function getCategories({ db, mediaBase, slug, locale }: Ctx & { slug?: string }): Promise<CategoriesResponse["data"]> {
  const menu = buildMenu(await listCategoryRows(db, locale), mediaBase);
  const strip = ({ children: _children, ...item }: MenuItem) => item;
  if (!slug) return { main_menu: menu, category: null, categories: menu.map(strip) };

  const main = menu.find((item) => item.slug === slug);
  if (main) return { main_menu: menu, category: { ...main, parent: null }, categories: main.children };

  for (const parent of menu) {
    const child = parent.children.find((item) => item.slug === slug);
    if (child) {
      return {
        main_menu: menu,
        category: { ...child, children: [], parent: { name: parent.name, slug: parent.slug, full_path: parent.full_path } },
        categories: [],
      };
    }
  }
  throw notFound("Category not found");
}

export function toFilters(query: ProductListQuery, search?: SearchPlan, attributes?: AttributeFilter[]): ProductFilters {
  return {
    attributes: attributes?.length ? attributes : undefined,
    categorySlug: query.category,
    brandSlugs: query.brand,
    tag: query.tag,
    search,
    minPrice: query.min_price === undefined ? undefined : takaToPoisha(query.min_price),
    maxPrice: query.max_price === undefined ? undefined : takaToPoisha(query.max_price),
    inStock: query.in_stock,
    onSale: query.on_sale,
  };
}

/** The sort asked for, or by default relevance with a query and newest without. */
export function effectiveSort(query: Pick<ProductListQuery, "sort" | "query">): ProductSort {
  if (query.sort && (query.sort !== "relevance" || query.query)) return query.sort;
  return query.query ? "relevance" : "newest";
}

export async function listProducts({ db, mediaBase, search, query, locale }: Ctx & { search: SearchEngine; query: ProductListQuery }): Promise<{
  data: ProductSummary[];
  meta: ProductListMeta;
}> {
  const { page, per_page: perPage } = query;
  const pageMeta = (total: number) => ({ page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)), brands: [], attributes: [] });
  // Empty or whitespace-only text is no query; text without a single letter or digit matches nothing.
  const plan = query.query ? await search.plan(query.query) : null;
  if (query.query && !plan) return { data: [], meta: { ...pageMeta(0), did_you_mean: null } };

  const attributeFilters = await resolveSpecFilters(db, query.spec);
  const filters = await narrowBySpecWords({ db, search, query, filters: toFilters(query, plan ?? undefined, attributeFilters) });
  // Without a brand ticked the facet's groups add up to the total: no count query.
  const brandTicked = Boolean(filters.brandSlugs?.length);
  // Attribute filters and facets are worked out in memory first (spec-index.ts); the listing then reads the ids that pass.
  // Facets where a category or a search narrows the listing (or the address filters by
  // specification): over the whole catalog, a brand or the offers they would mix every
  // category's attributes and read every product for each page (decision 048).
  const wantsFacets = Boolean(filters.categorySlug || filters.search || filters.attributes?.length);
  const spec = wantsFacets ? await specView(db, filters) : null;
  const listed: ProductFilters = spec?.matched ? { ...filters, productIds: spec.matched } : filters;
  const attributes = attributeFacets(spec?.groups ?? [], filters.attributes ?? [], locale ?? "en");
  const [rows, facet, brandTotal] = await Promise.all([
    listProductRows(db, { filters: listed, sort: effectiveSort(query), limit: perPage, offset: (page - 1) * perPage, locale }),
    // The brand facet counts under every filter but the brands ticked: the ids, read under them, would not do.
    brandTicked ? brandFacet(db, filters) : spec ? brandFacetFromCounts(db, spec.brands) : brandFacet(db, listed),
    brandTicked ? countProducts(db, listed) : null,
  ]);
  const total = brandTotal ?? facet.totalWithoutBrandFilter;
  const meta: ProductListMeta = { ...pageMeta(total), brands: facet.brands, attributes };
  if (plan) {
    // The suggestion of an empty search is checked without filters: it is a new search.
    const exists = (candidate: SearchPlan) => anyProduct(db, total > 0 ? { ...filters, search: candidate } : { search: candidate });
    meta.did_you_mean = await didYouMean({ search, plan, total, exists });
  }
  return { data: rows.map((row) => toProductSummary(row, mediaBase)), meta };
}

export async function getProduct({ db, mediaBase, slug, locale }: Ctx & { slug: string }): Promise<{
  product: ProductDetail;
  related_products: ProductSummary[];
}> {
  const row = await findProductRow(db, slug, locale);
  if (!row) throw notFound("Product not found");
  const [related, documents, attributes] = await Promise.all([
    listRelatedRows(db, { categoryId: row.category_id, excludeId: row.id, limit: RELATED_LIMIT, locale }),
    listProductDocuments(db, { productId: row.id, datasheetUrl: row.datasheet_url, mediaBase }),
    listProductAttributes(db, { productId: row.id, categoryId: row.category_id, locale }),
  ]);

  const summary = toProductSummary({ ...row, media_key: row.images[0]?.key ?? null }, mediaBase);
  const category = summary.category;
  const breadcrumbs =
    row.parent_slug && row.parent_name ? [{ name: row.parent_name, slug: row.parent_slug, full_path: row.parent_slug }, category] : [category];
  const product: ProductDetail = {
    ...summary,
    ...priceFields(row),
    images: (row.images.length ? row.images : [{ key: null, alt: "" }]).map((image) => ({
      url: mediaUrl(mediaBase, image.key),
      alt: image.alt || row.name,
    })),
    specs: row.specs,
    short_description: row.short_description,
    description: row.description,
    datasheet_url: row.datasheet_url,
    documents,
    attributes,
    price_tiers: row.price_tiers.map((t) => ({ min_quantity: Number(t.min_quantity), price: poishaToTaka(Number(t.unit_price)) })),
    breadcrumbs,
    sold_count: row.sold_count,
    rating: ratingOf(row.rating_sum, row.rating_count),
    updated_at: toDhakaIso(row.updated_at),
  };
  return { product, related_products: related.map((r) => toProductSummary(r, mediaBase)) };
}

function toBrandItem(row: BrandRow, mediaBase: string): BrandItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: assetUrl(mediaBase, row.logo),
    description: row.description,
    product_count: Number(row.product_count),
  };
}

export async function listBrands({ db, mediaBase, locale }: Ctx): Promise<BrandItem[]> {
  return (await listBrandRows(db, undefined, locale)).map((row) => toBrandItem(row, mediaBase));
}

export async function getBrand({ db, mediaBase, slug, locale }: Ctx & { slug: string }): Promise<BrandItem> {
  const [row] = await listBrandRows(db, slug, locale);
  if (!row) throw notFound("Brand not found");
  return toBrandItem(row, mediaBase);
}

/** The stock this moment of an active product (inactive or unknown: 404, as the product page). */
export async function getProductStock({ db, slug }: { db: Database; slug: string }): Promise<ProductStock> {
  const result = await db.execute<{ stock: number }>(sql`select stock from products where slug = ${slug} and is_active`);
  const row = result.rows[0];
  if (!row) throw notFound("Product not found");
  return { slug, current_stock: Number(row.stock) };
}
