import type { CompareData, Locale } from "@shop/contracts";
import { ApiError, api } from "./client";

/**
 * The compare table for 1 to 4 slugs, through Next's data cache like the other catalog
 * reads, in the page's language (row names and messages; the language is part of the cache's key).
 */
export async function getCompare(slugs: readonly string[], locale: Locale = "en"): Promise<{ data: CompareData } | { error: string }> {
  try {
    const res = await api.get<{ data: CompareData }>("/v1/compare", {
      next: { revalidate: 30, tags: ["catalog"] },
      headers: { "Accept-Language": locale },
      query: { products: slugs.join(",") },
    });
    return { data: res.data.data };
  } catch (error) {
    // A product gone from the shop or too many in the address: the API's words, shown on the page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return { error: error.message };
    throw error;
  }
}
