import type { RequestOptions } from "./client";

export type ProductQuery = {
  category?: string;
  /** Brand slugs; sent comma-separated. */
  brand?: string[];
  tag?: string;
  query?: string;
  min_price?: number;
  max_price?: number;
  in_stock?: boolean;
  on_sale?: boolean;
  /** Typed specification filters as the API's `spec=` text. */
  spec?: string;
  sort?: string;
  page?: number;
  per_page?: number;
};

/** A product query as the API's query string expects it. */
export function toApiQuery(q: ProductQuery): RequestOptions["query"] {
  return {
    category: q.category,
    brand: q.brand?.length ? q.brand.join(",") : undefined,
    tag: q.tag,
    query: q.query,
    min_price: q.min_price,
    max_price: q.max_price,
    in_stock: q.in_stock ? 1 : undefined,
    on_sale: q.on_sale ? 1 : undefined,
    spec: q.spec || undefined,
    sort: q.sort,
    page: q.page,
    per_page: q.per_page,
  };
}
