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

/** The id of the header's plain box's input, which every page ships until the box is first used. */
export const PLAIN_SEARCH_INPUT_ID = "site-search-input";

/** Waits for the full box to take over from the plain one (its input gets the full box's id). */
export async function waitForFullSearchBox(page: Page) {
  await expect.poll(() => searchBox(page).getAttribute("id"), { timeout: 15_000 }).not.toBe(PLAIN_SEARCH_INPUT_ID);
}

/**
 * Focuses the header box and waits for the full box. A fill() during the swap can land
 * on the plain input as it goes, which a person typing cannot.
 */
export async function focusFullSearchBox(page: Page) {
  await searchBox(page).focus();
  await waitForFullSearchBox(page);
}
