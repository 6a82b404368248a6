import { discountPercent, poishaToTaka, PRODUCT_TAGS, type ProductSummary, type ProductTag } from "@shop/contracts";
import { mediaUrl } from "../../lib/media-url";
import type { ProductSummaryRow } from "./product-queries";

const KNOWN_TAGS = new Set<string>(PRODUCT_TAGS);

export function fullPath(slug: string, parentSlug: string | null): string {
  return parentSlug ? `${parentSlug}/${slug}` : slug;
}

export function ratingOf(sum: number, count: number): { average: number; count: number } {
  return { average: count > 0 ? Math.round((sum / count) * 100) / 100 : 0, count };
}

type PriceFields = Pick<ProductSummaryRow, "price" | "discount_price">;

export function priceFields(row: PriceFields) {
  return {
    price: poishaToTaka(row.price),
    has_discount_price: row.discount_price !== null,
    discount_price: row.discount_price === null ? null : poishaToTaka(row.discount_price),
    discount_percent: discountPercent(row.price, row.discount_price),
  };
}

/** Product card as API.md describes it; money leaves as taka. */
export function toProductSummary(row: ProductSummaryRow, mediaBase: string): ProductSummary {
  const image = mediaUrl(mediaBase, row.media_key);
  return {
    product_id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    part_number: row.part_number,
    image,
    main_picture: image,
    ...priceFields(row),
    current_stock: row.stock,
    tags: row.tags.filter((tag): tag is ProductTag => KNOWN_TAGS.has(tag)),
    brand: row.brand_slug && row.brand_name ? { name: row.brand_name, slug: row.brand_slug } : null,
    category: {
      name: row.category_name,
      slug: row.category_slug,
      full_path: fullPath(row.category_slug, row.parent_slug),
    },
    rating: ratingOf(row.rating_sum, row.rating_count),
  };
}
