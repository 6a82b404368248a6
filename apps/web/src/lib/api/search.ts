import type { ProductListResponse } from "@shop/contracts";
import { api } from "./client";
import { toApiQuery, type ProductQuery } from "./product-query";

/** One product of the header box's suggestions (spec §3 "Search product"). */
export type SearchSuggestion = {
  product_id: number;
  name: string;
  slug: string;
  /** May be empty: then main_picture is the image. */
  image: string;
  main_picture?: string | null;
  price: number;
  has_discount_price: boolean;
  discount_price: number | null;
};

export type SearchSuggestionResponse = { message: string; data: { products: SearchSuggestion[] } };

/** The product list, plus the API's correction when a search found nothing. */
export type SearchResultsResponse = ProductListResponse & {
  meta: ProductListResponse["meta"] & { did_you_mean?: string | null };
};

/** The picture of a suggestion: `image`, else `main_picture`, else none. */
export function suggestionImage(product: Pick<SearchSuggestion, "image" | "main_picture">): string | null {
  return product.image || product.main_picture || null;
}

/**
 * Suggestions for the header box, from the browser (`/api` base). Pass the signal of
 * an AbortController so a newer keystroke cancels this call.
 */
export async function getSearchSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  const res = await api.get<SearchSuggestionResponse>("/v1/search-suggestion", { query: { query }, signal });
  const products = res.data?.data?.products;
  return Array.isArray(products) ? products : [];
}

/**
 * The /search results, for the server. Not kept in Next's data cache: queries are
 * whatever shoppers type, so caching them would only fill the disk; the API answers
 * them (and revalidates by ETag) itself.
 */
export async function searchProducts(query: ProductQuery): Promise<SearchResultsResponse> {
  const res = await api.get<SearchResultsResponse>("/v1/products", {
    cache: "no-store",
    query: toApiQuery(query),
  });
  return res.data;
}
