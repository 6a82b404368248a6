import type { Page } from "playwright-core";
import { expect } from "vitest";
import { apiUrl } from "./browser";

type Suggestions = { data: { products: { name: string; slug: string }[] } };

/** What the API suggests for `query` (the journeys follow its ranking, whatever it is). */
export async function suggestionsFor(query: string) {
  const res = await fetch(`${apiUrl()}/v1/search-suggestion?query=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Suggestions).data.products;
}

export function searchBox(page: Page) {
  return page.getByRole("combobox", { name: "Search products" });
}
