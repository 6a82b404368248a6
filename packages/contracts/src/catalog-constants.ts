/**
 * The constants the catalog pages' own client code uses (the listings' sort and page
 * size, the stock words' thresholds, the feature flags), apart from the rest of spec
 * section 9's for the reason shell-constants.ts gives (issue 15). constants.ts
 * re-exports them; import from either.
 */

/** Spec section 9 feature flags. */
export const FEATURE_FLAGS = {
  paymentBanner: true,
  informationIcon: false,
  featuredCategory: false,
  subCategory: false,
} as const;

export const STOCK_LOW_BELOW = 10;
export const STOCK_AVAILABLE_ABOVE = 20;

/**
 * `relevance` ranks by how well a product matches `query` (then in stock, then best
 * sellers); it is the default when `query` is given. Without a query it lists as
 * `newest`, which stays the default.
 */
export const PRODUCT_SORTS = ["newest", "popular", "price_asc", "price_desc", "name_asc", "discount", "relevance"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  newest: "Newest",
  popular: "Popularity",
  price_asc: "Price: Low to High",
  price_desc: "Price: High to Low",
  name_asc: "Name: A to Z",
  discount: "Biggest Discount",
  relevance: "Relevance",
};
export const PER_PAGE_DEFAULT = 24;
