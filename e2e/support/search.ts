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

/**
 * Focuses the header box and waits for the full box to take over from the plain one
 * every page ships (its input gets the full box's id). A fill() during that swap can
 * land on the plain input as it goes, which a person typing cannot.
 */
export async function focusFullSearchBox(page: Page) {
  await searchBox(page).focus();
  await expect.poll(() => searchBox(page).getAttribute("id"), { timeout: 15_000 }).not.toBe("site-search-input");
}
