import { notFound } from "next/navigation";
import type { BrandItem, CategoriesResponse, MainMenuResponse, ProductDetailResponse, ProductListResponse } from "@shop/contracts";
import { getLocale } from "next-intl/server";
import { ApiError, api, type RequestOptions } from "./client";
import { toApiQuery, type ProductQuery } from "./product-query";

export type { ProductQuery } from "./product-query";

/**
 * Catalog reads for server components. Every read goes through Next's data cache for
 * 30 s under the "catalog" tag, so a burst of shoppers costs the API one call per URL;
 * a catalog write can drop it early with revalidateTag("catalog").
 */
const cachedOptions: Pick<RequestOptions, "next"> = { next: { revalidate: 30, tags: ["catalog"] } };

/**
 * The cache options and the page's language (decision 051): a Bangla page asks with
 * `Accept-Language: bn`, so the API answers Bangla category names, descriptions and
 * messages where it has them (English where not); the language is part of the data
 * cache's key. Outside a page (the sitemap) the language is English.
 */
async function cachedIn(): Promise<Pick<RequestOptions, "next" | "headers">> {
  let locale = "en";
  try {
    locale = await getLocale();
  } catch {
    // no [locale] segment here (a metadata route): English
  }
  return { ...cachedOptions, headers: { "Accept-Language": locale } };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug the API could never know is a 404 without asking it. */
function assertSlug(slug: string): void {
  if (slug.length > 120 || !SLUG.test(slug)) notFound();
}

/** A 404 from the API is Next's 404 page; anything else is the route's error boundary. */
function notFoundOn404(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) notFound();
  throw error;
}

export async function getProducts(query: ProductQuery = {}): Promise<ProductListResponse> {
  const res = await api.get<ProductListResponse>("/v1/products", { ...(await cachedIn()), query: toApiQuery(query) });
  return res.data;
}

export async function getProduct(slug: string): Promise<ProductDetailResponse["data"]> {
  assertSlug(slug);
  const res = await api.get<ProductDetailResponse>(`/v1/products/${encodeURIComponent(slug)}`, await cachedIn()).catch(notFoundOn404);
  return res.data.data;
}

export async function getCategory(slug: string): Promise<CategoriesResponse["data"]> {
  assertSlug(slug);
  const res = await api.get<CategoriesResponse>("/v1/categories", { ...(await cachedIn()), query: { category_slug: slug } }).catch(notFoundOn404);
  return res.data.data;
}

export async function getMainMenu(): Promise<MainMenuResponse["data"]["main_menu"]> {
  const res = await api.get<MainMenuResponse>("/v1/main-menus", await cachedIn());
  return res.data.data.main_menu;
}

export async function getBrands(): Promise<BrandItem[]> {
  const res = await api.get<{ message: string; data: { brands: BrandItem[] } }>("/v1/brands", await cachedIn());
  return res.data.data.brands;
}
