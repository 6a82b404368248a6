import {
  takaToPoisha,
  type BrandItem,
  type CategoriesResponse,
  type MenuItem,
  type PageMeta,
  type ProductDetail,
  type ProductListQuery,
  type ProductSummary,
} from "@shop/contracts";
import type { Database } from "@shop/db";
import { notFound } from "../../lib/app-error";
import { assetUrl, mediaUrl } from "../../lib/media-url";
import { toDhakaIso } from "../../lib/time";
import { fullPath, priceFields, ratingOf, toProductSummary } from "./mappers";
import { countProducts, listProductRows, listRelatedRows, type ProductFilters } from "./product-queries";
import { findProductRow, listBrandRows, listCategoryRows, type BrandRow, type CategoryRow } from "./queries";

type Ctx = { db: Database; mediaBase: string };

const RELATED_LIMIT = 8;
const QUERY_WORDS_MAX = 8;

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

export async function listMainMenu({ db, mediaBase }: Ctx): Promise<MenuItem[]> {
  return buildMenu(await listCategoryRows(db), mediaBase);
}

/** The menu plus one category (its children and parent), or every main category. */
export async function getCategories({ db, mediaBase, slug }: Ctx & { slug?: string }): Promise<CategoriesResponse["data"]> {
  const menu = buildMenu(await listCategoryRows(db), mediaBase);
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

/** Shopper's words for the simple name/SKU/part-number match (the search issue replaces it). */
export function queryWords(query: string | undefined): string[] {
  if (!query) return [];
  // PostgreSQL rejects NUL in text, so control characters never reach a query.
  const clean = query.replace(/[\u0000-\u001f\u007f]/g, " ");
  return clean.split(/\s+/).filter(Boolean).slice(0, QUERY_WORDS_MAX);
}

export function toFilters(query: ProductListQuery): ProductFilters {
  return {
    categorySlug: query.category,
    brandSlugs: query.brand,
    tag: query.tag,
    words: queryWords(query.query),
    minPrice: query.min_price === undefined ? undefined : takaToPoisha(query.min_price),
    maxPrice: query.max_price === undefined ? undefined : takaToPoisha(query.max_price),
    inStock: query.in_stock,
    onSale: query.on_sale,
  };
}

export async function listProducts({ db, mediaBase, query }: Ctx & { query: ProductListQuery }): Promise<{
  data: ProductSummary[];
  meta: PageMeta;
}> {
  const filters = toFilters(query);
  const { page, per_page: perPage } = query;
  const [rows, total] = await Promise.all([
    listProductRows(db, { filters, sort: query.sort, limit: perPage, offset: (page - 1) * perPage }),
    countProducts(db, filters),
  ]);
  return {
    data: rows.map((row) => toProductSummary(row, mediaBase)),
    meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

export async function getProduct({ db, mediaBase, slug }: Ctx & { slug: string }): Promise<{
  product: ProductDetail;
  related_products: ProductSummary[];
}> {
  const row = await findProductRow(db, slug);
  if (!row) throw notFound("Product not found");
  const related = await listRelatedRows(db, { categoryId: row.category_id, excludeId: row.id, limit: RELATED_LIMIT });

  const summary = toProductSummary({ ...row, media_key: row.images[0]?.key ?? null }, mediaBase);
  const category = summary.category;
  const breadcrumbs = row.parent_slug && row.parent_name
    ? [{ name: row.parent_name, slug: row.parent_slug, full_path: row.parent_slug }, category]
    : [category];
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

export async function listBrands({ db, mediaBase }: Ctx): Promise<BrandItem[]> {
  return (await listBrandRows(db)).map((row) => toBrandItem(row, mediaBase));
}

export async function getBrand({ db, mediaBase, slug }: Ctx & { slug: string }): Promise<BrandItem> {
  const [row] = await listBrandRows(db, slug);
  if (!row) throw notFound("Brand not found");
  return toBrandItem(row, mediaBase);
}
