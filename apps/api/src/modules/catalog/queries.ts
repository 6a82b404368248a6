import { sql } from "drizzle-orm";
import { localized } from "./localized";
import type { brands, categories, Database, products, SqlRow } from "@shop/db";
import type { Locale } from "@shop/contracts";
import type { ProductSummaryRow } from "./product-queries";

export type CategoryRow = Pick<SqlRow<typeof categories>, "id" | "parent_id" | "name" | "slug" | "description" | "logo" | "banner" | "sort_order"> & {
  /** Active products directly in this category (not its children). */
  own_count: number;
};

/** The shown categories (a hidden or draft one, and so its children, are left out of the menu and pages). */
export async function listCategoryRows(db: Database, locale: Locale = "en"): Promise<CategoryRow[]> {
  const result = await db.execute<CategoryRow>(sql`
    select c.id, c.parent_id, ${localized(locale, "c", "name")} as name, c.slug, ${localized(locale, "c", "description")} as description,
      c.logo, c.banner, c.sort_order,
      coalesce(n.count, 0)::int as own_count
    from categories c
    left join (
      select category_id, count(*) as count from products where is_active group by category_id
    ) n on n.category_id = c.id
    where c.is_active
    order by c.sort_order, c.name, c.id`);
  return result.rows;
}

export type BrandRow = Pick<SqlRow<typeof brands>, "id" | "name" | "slug" | "description" | "logo"> & { product_count: number };

export async function listBrandRows(db: Database, slug?: string, locale: Locale = "en"): Promise<BrandRow[]> {
  const result = await db.execute<BrandRow>(sql`
    select b.id, b.name, b.slug, ${localized(locale, "b", "description")} as description, b.logo, coalesce(n.count, 0)::int as product_count
    from brands b
    left join (
      select brand_id, count(*) as count from products where is_active and brand_id is not null group by brand_id
    ) n on n.brand_id = b.id
    where b.is_active ${slug === undefined ? sql`` : sql`and b.slug = ${slug}`}
    order by lower(b.name), b.id`);
  return result.rows;
}

/** A product card's row plus everything the product page shows. */
export type ProductDetailRow = Omit<ProductSummaryRow, "media_key"> &
  Pick<SqlRow<typeof products>, "specs" | "short_description" | "description" | "datasheet_url" | "sold_count" | "updated_at"> & {
    parent_name: SqlRow<typeof categories>["name"] | null;
    images: { key: string | null; alt: string }[];
    /** Quantity price breaks (issue 49), ascending, poisha. */
    price_tiers: { min_quantity: number; unit_price: number }[];
  };

export async function findProductRow(db: Database, slug: string, locale: Locale = "en"): Promise<ProductDetailRow | null> {
  const result = await db.execute<ProductDetailRow>(sql`
    select p.id, p.name, p.slug, p.sku, p.part_number, p.price, p.discount_price, p.stock, p.tags, p.specs,
      p.short_description, p.description, p.datasheet_url, p.sold_count, p.rating_sum, p.rating_count, p.updated_at,
      b.name as brand_name, b.slug as brand_slug,
      c.id as category_id, ${localized(locale, "c", "name")} as category_name, c.slug as category_slug,
      ${localized(locale, "parent", "name")} as parent_name, parent.slug as parent_slug,
      coalesce((
        select json_agg(json_build_object('key', pi.media_key, 'alt', pi.alt) order by pi.position)
        from product_images pi where pi.product_id = p.id
      ), '[]'::json) as images,
      coalesce((
        select json_agg(json_build_object('min_quantity', t.min_quantity, 'unit_price', t.unit_price) order by t.min_quantity)
        from product_price_tiers t where t.product_id = p.id
      ), '[]'::json) as price_tiers
    from products p
    join categories c on c.id = p.category_id
    left join categories parent on parent.id = c.parent_id
    left join brands b on b.id = p.brand_id
    where p.slug = ${slug} and p.is_active
    limit 1`);
  return result.rows[0] ?? null;
}
