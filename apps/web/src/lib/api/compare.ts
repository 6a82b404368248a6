import type { CompareData } from "@shop/contracts";
import { ApiError, api } from "./client";

/** The compare table for 1 to 4 slugs, through Next's data cache like the other catalog reads. */
export async function getCompare(slugs: readonly string[]): Promise<{ data: CompareData } | { error: string }> {
  try {
    const res = await api.get<{ data: CompareData }>("/v1/compare", { next: { revalidate: 30, tags: ["catalog"] }, query: { products: slugs.join(",") } });
    return { data: res.data.data };
  } catch (error) {
    // A product gone from the shop or too many in the address: the API's words, shown on the page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return { error: error.message };
    throw error;
  }
}
