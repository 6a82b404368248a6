import { PRODUCT_SORTS, toBanglaDigits, type Locale, type MenuItem, type ProductSort } from "@shop/contracts";
import { normalizeQueryText } from "../../catalog/lib/listing-query";

export { normalizeQueryText as normalizeQuery };

/** The results page of a search. */
export function searchHref(query: string): string {
  const q = normalizeQueryText(query);
  return q ? `/search?${new URLSearchParams({ query: q })}` : "/search";
}

/**
 * Sort choices on /search: relevance first and by default once the API offers it,
 * otherwise the listing sorts with popularity as the default.
 */
export function searchSorts(all: readonly string[] = PRODUCT_SORTS): { sorts: ProductSort[]; defaultSort: ProductSort } {
  const sorts = all as readonly ProductSort[];
  const relevance = sorts.find((s) => (s as string) === "relevance");
  if (!relevance) return { sorts: [...sorts], defaultSort: "popular" as ProductSort };
  return { sorts: [relevance, ...sorts.filter((s) => s !== relevance)], defaultSort: relevance };
}

/**
 * The next active option of a listbox with `count` options for ArrowDown (+1) and
 * ArrowUp (-1), wrapping at both ends; -1 means none. From none, down goes to the
 * first option and up to the last.
 */
export function moveActive(current: number, count: number, delta: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}

/** The main categories with the most products, for empty states. */
export function popularCategories(menu: readonly Pick<MenuItem, "name" | "slug" | "product_count">[], max = 8) {
  return [...menu]
    .filter((item) => item.product_count > 0)
    .sort((a, b) => b.product_count - a.product_count || a.name.localeCompare(b.name))
    .slice(0, max)
    .map(({ name, slug, product_count }) => ({ name, slug, product_count }));
}

/** "1 suggestion", "6 suggestions": what the live region says when suggestions arrive. */
export function suggestionsAnnouncement(
  count: number,
  words: { none: string; one: string; other: string } = { none: "No products found", one: "1 suggestion", other: "{count} suggestions" },
  locale: Locale = "en",
): string {
  if (count === 0) return words.none;
  return count === 1 ? words.one : words.other.replace("{count}", locale === "bn" ? toBanglaDigits(String(count)) : String(count));
}

/** "1 product found", "24 products found". */
export function resultCountText(total: number): string {
  return `${total.toLocaleString("en-IN")} ${total === 1 ? "product" : "products"} found`;
}
