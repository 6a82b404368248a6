import { z } from "zod";
import { SUGGESTIONS_MAX } from "./constants";
import { envelope } from "./envelope";

/** Longest query the API accepts (suggestions and the product list alike). */
export const SEARCH_QUERY_MAX = 200;

/** A shopper's search text: trimmed; longer than 200 characters answers 422. */
export const searchQueryText = z.string().trim().max(SEARCH_QUERY_MAX, `Query must be at most ${SEARCH_QUERY_MAX} characters`);

/** `GET /v1/search-suggestion?query=`: empty or missing text answers an empty list. */
export const searchSuggestionQuery = z.object({ query: searchQueryText.optional() });
export type SearchSuggestionQuery = z.infer<typeof searchSuggestionQuery>;

/** Spec section 3 "Search product"; `image` and `main_picture` are the same picture path. */
export const searchProduct = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Image path; append `?w=` for a size. */
  image: z.string(),
  main_picture: z.string(),
  price: z.number(),
  has_discount_price: z.boolean(),
  discount_price: z.number().nullable(),
});
export type SearchProduct = z.infer<typeof searchProduct>;

/** At most SUGGESTIONS_MAX products, best match first (relevance, then in stock, then best sellers). */
export const searchSuggestionResponse = envelope(z.object({ products: z.array(searchProduct).max(SUGGESTIONS_MAX) }));
export type SearchSuggestionResponse = z.infer<typeof searchSuggestionResponse>;
