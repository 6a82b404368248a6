/** What a page holds, by its path's first segment, for "We couldn't load …". */
const WHAT: Record<string, string> = {
  category: "this category",
  product: "this product",
  search: "the search results",
  brands: "the brands",
  offers: "the offers",
  "new-products": "new products",
  "popular-products": "popular products",
  "special-products": "special products",
  "today-deals": "today's deals",
};

/** What could not be loaded on the page at `pathname`: "this page" where no better name is known. */
export function whatFailedToLoad(pathname: string | null): string {
  const segment = (pathname ?? "").split("/")[1] ?? "";
  return Object.hasOwn(WHAT, segment) ? WHAT[segment] : "this page";
}
