import { FORBIDDEN_TEXT, PER_PAGE_DEFAULT, PRODUCT_SORTS, type ProductSort } from "@shop/contracts";
import { parseSpecParams, specParams, specQueryText, type SpecChoice } from "./spec-params";
import { QUERY_MAX_LENGTH } from "@/lib/search-form";

/** What Next hands a page as `await searchParams`. */
/** Control and bidi characters (the contracts' text rule) become spaces in a query. */
const FORBIDDEN_TEXT_ALL = new RegExp(FORBIDDEN_TEXT.source, "g");

export type SearchParams = Record<string, string | string[] | undefined>;

/** The shopper's choices on a listing page, read from and written back to the URL. */
export type ListingState = {
  /** What the shopper searched for (the /search page); kept in every link. */
  query?: string;
  sort?: ProductSort;
  page: number;
  brands: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  onSale: boolean;
  /** Typed specification filters (spec.<key>=…, spec.<key>.min/.max; spec-params.ts). */
  specs?: SpecChoice[];
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_BRANDS = 20;
const MAX_PRICE = 10_000_000;
const MAX_PAGE = 10_000;

function all(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function first(value: string | string[] | undefined): string | undefined {
  return all(value)[0];
}

function parsePrice(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) return undefined;
  return Math.min(Math.round(n), MAX_PRICE);
}

function parseFlag(value: string | undefined): boolean {
  return value === "1" || value === "true" || value === "on";
}

/**
 * Search text as the shopper meant it: control characters dropped, whitespace runs
 * collapsed, trimmed, at most QUERY_MAX_LENGTH characters. Empty means no query.
 */
export function normalizeQueryText(value: string | null | undefined): string {
  if (!value) return "";
  return value.replace(FORBIDDEN_TEXT_ALL, " ").replace(/\s+/g, " ").trim().slice(0, QUERY_MAX_LENGTH).trim();
}

/** Brand slugs from `brand=a,b` or `brand=a&brand=b` (what a checkbox form sends). */
export function parseBrands(value: string | string[] | undefined): string[] {
  const slugs = all(value)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v.length <= 120 && SLUG.test(v));
  return [...new Set(slugs)].slice(0, MAX_BRANDS);
}

/**
 * Reads a listing URL leniently: anything malformed (a hand-edited URL, an old link)
 * is dropped rather than sent to the API, so a shopper never meets a 422 page.
 */
export function parseListingParams(sp: SearchParams): ListingState {
  const sortRaw = first(sp.sort);
  const sort = PRODUCT_SORTS.find((s) => s === sortRaw);
  const pageRaw = Number(first(sp.page));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, MAX_PAGE) : 1;
  let minPrice = parsePrice(first(sp.min_price));
  let maxPrice = parsePrice(first(sp.max_price));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const query = normalizeQueryText(first(sp.query));
  const specs = parseSpecParams(sp);
  return {
    ...(query ? { query } : {}),
    sort,
    page,
    brands: parseBrands(sp.brand),
    minPrice,
    maxPrice,
    inStock: parseFlag(first(sp.in_stock)),
    onSale: parseFlag(first(sp.on_sale)),
    ...(specs.length ? { specs } : {}),
  };
}

/** URL parameters of a state, in a stable order; defaults are left out. */
export function listingParams(state: ListingState, omit: (keyof ListingState)[] = []): [string, string][] {
  const out: [string, string][] = [];
  const keep = (key: keyof ListingState) => !omit.includes(key);
  if (keep("query") && state.query) out.push(["query", state.query]);
  if (keep("brands") && state.brands.length) out.push(["brand", state.brands.join(",")]);
  if (keep("minPrice") && state.minPrice !== undefined) out.push(["min_price", String(state.minPrice)]);
  if (keep("maxPrice") && state.maxPrice !== undefined) out.push(["max_price", String(state.maxPrice)]);
  if (keep("inStock") && state.inStock) out.push(["in_stock", "1"]);
  if (keep("onSale") && state.onSale) out.push(["on_sale", "1"]);
  if (keep("specs")) out.push(...specParams(state.specs ?? []));
  if (keep("sort") && state.sort) out.push(["sort", state.sort]);
  if (keep("page") && state.page > 1) out.push(["page", String(state.page)]);
  return out;
}

/** A link to the same listing with some choices changed. */
export function listingHref(basePath: string, state: ListingState, changes: Partial<ListingState> = {}): string {
  // Commas are legal in a query string; keeping them makes brand lists readable.
  const qs = new URLSearchParams(listingParams({ ...state, ...changes })).toString().replace(/%2C/gi, ",");
  return qs ? `${basePath}?${qs}` : basePath;
}

/** The fixed part of a listing route (its category, tag, sale flag) plus the shopper's choices. */
export type ListingScope = {
  category?: string;
  brand?: string[];
  tag?: string;
  onSale?: boolean;
  defaultSort?: ProductSort;
};

export function toProductQuery(state: ListingState, scope: ListingScope = {}, perPage = PER_PAGE_DEFAULT) {
  const brands = state.brands.length ? state.brands : scope.brand;
  return {
    ...(state.query ? { query: state.query } : {}),
    category: scope.category,
    brand: brands?.length ? brands : undefined,
    tag: scope.tag,
    min_price: state.minPrice,
    max_price: state.maxPrice,
    in_stock: state.inStock || undefined,
    on_sale: scope.onSale || state.onSale || undefined,
    spec: specQueryText(state.specs ?? []),
    sort: state.sort ?? scope.defaultSort ?? "newest",
    page: state.page,
    per_page: perPage,
  };
}

/** How many filters the shopper set (the sort is not a filter). */
export function activeFilterCount(state: ListingState): number {
  return (
    (state.specs?.length ?? 0) +
    state.brands.length +
    (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0) +
    (state.inStock ? 1 : 0) +
    (state.onSale ? 1 : 0)
  );
}

export type PageItem = number | "gap";

/** Page links to show: first, last, and a window around the current page, with gaps. */
export function pageItems(current: number, last: number, around = 1): PageItem[] {
  if (last <= 1) return [];
  const pages = new Set<number>([1, last]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) items.push("gap");
    items.push(p);
  });
  return items;
}

/** "Showing 25–48 of 130 products" numbers; zeros when the page is past the end. */
export function resultRange(meta: { page: number; per_page: number; total: number }): { from: number; to: number; total: number } {
  const from = (meta.page - 1) * meta.per_page + 1;
  if (meta.total === 0 || from > meta.total) return { from: 0, to: 0, total: meta.total };
  return { from, to: Math.min(meta.page * meta.per_page, meta.total), total: meta.total };
}
