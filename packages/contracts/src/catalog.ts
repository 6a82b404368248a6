import { z } from "zod";
import { PAGE_MAX, PER_PAGE_DEFAULT, PER_PAGE_MAX, PRODUCT_SORTS, PRODUCT_TAGS } from "./constants";
import { envelope, pageMeta } from "./envelope";
import { productDocument } from "./product-documents";
import { priceTier } from "./price-tiers";
import { searchQueryText } from "./search";
import { attributeFacet, productAttribute, specFilterText } from "./attribute-filters";

const slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Invalid slug");
const flag = z.union([z.boolean(), z.enum(["true", "false", "1", "0"])]).transform((v) => v === true || v === "true" || v === "1");

export const productListQuery = z
  .object({
    category: slug.optional(),
    brand: z
      .string()
      .max(500)
      .optional()
      .transform((v) =>
        v
          ? v
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean)
          : undefined,
      )
      .pipe(z.array(slug).max(20, "Too many brands").optional()),
    tag: z.enum(PRODUCT_TAGS, { error: `Tag must be one of ${PRODUCT_TAGS.join(", ")}` }).optional(),
    query: searchQueryText.optional(),
    min_price: z.coerce.number({ error: "Min price must be a number" }).min(0, "Min price must be at least 0").max(10_000_000).optional(),
    max_price: z.coerce.number({ error: "Max price must be a number" }).min(0, "Max price must be at least 0").max(10_000_000).optional(),
    in_stock: flag.optional(),
    on_sale: flag.optional(),
    /**
     * Filters by typed specification (attribute-filters.ts): `voltage:3.3..5;interface:I2C,SPI`.
     * A number range matches products whose range overlaps it; choices match any listed.
     */
    spec: specFilterText.optional(),
    /** Absent: `relevance` when `query` is given, otherwise `newest`. */
    sort: z.enum(PRODUCT_SORTS, { error: `Sort must be one of ${PRODUCT_SORTS.join(", ")}` }).optional(),
    /** Past the last page answers an empty page, as any page beyond the results does. */
    page: z.coerce
      .number({ error: "Page must be a number" })
      .int("Page must be a whole number")
      .min(1, "Page must be at least 1")
      .transform((page) => Math.min(page, PAGE_MAX))
      .default(1),
    per_page: z.coerce
      .number({ error: "Per page must be a number" })
      .int("Per page must be a whole number")
      .min(1, "Per page must be at least 1")
      .max(PER_PAGE_MAX, `Per page must be at most ${PER_PAGE_MAX}`)
      .default(PER_PAGE_DEFAULT),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: "Min price must not be above max price",
    path: ["min_price"],
  });
export type ProductListQuery = z.infer<typeof productListQuery>;

export const brandRef = z.object({ name: z.string(), slug: z.string() });
export const categoryRef = z.object({ name: z.string(), slug: z.string(), full_path: z.string() });

export const productSummary = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  part_number: z.string().nullable(),
  /** Image path; append `?w=` for a size. */
  image: z.string(),
  main_picture: z.string(),
  price: z.number(),
  has_discount_price: z.boolean(),
  discount_price: z.number().nullable(),
  discount_percent: z.number().int(),
  current_stock: z.number().int(),
  tags: z.array(z.enum(PRODUCT_TAGS)),
  brand: brandRef.nullable(),
  category: categoryRef,
  rating: z.object({ average: z.number(), count: z.number().int() }),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productDetail = productSummary.extend({
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  short_description: z.string().nullable(),
  description: z.string(),
  datasheet_url: z.string().nullable(),
  /** Datasheet, pinout, manual, library: uploaded PDFs and outside links, in the order staff set (product-documents.ts). */
  documents: z.array(productDocument),
  /** Typed specifications, formatted with units ("3.3–5 V"), in the category's order (issue 48). */
  attributes: z.array(productAttribute),
  /** Quantity price breaks, ascending (issue 49, price-tiers.ts); empty when the product has none. */
  price_tiers: z.array(priceTier),
  breadcrumbs: z.array(categoryRef),
  sold_count: z.number().int(),
  updated_at: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productListMeta = pageMeta.extend({
  /**
   * Only when `query` is given: the corrected query when the results were found by
   * correcting the shopper's words (e.g. "arduino uon" -> "arduino uno") or, when
   * nothing matched, the nearest query that finds products; otherwise null.
   */
  did_you_mean: z.string().nullable().optional(),
  /**
   * The brand filter's choices for this listing: brands with products under every other
   * filter, with counts, and any ticked brand (count 0 when nothing of it is left).
   */
  brands: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int() })),
  /** Facets of the filterable typed specifications of the products in view (issue 48). */
  attributes: z.array(attributeFacet),
});
export type ProductListMeta = z.infer<typeof productListMeta>;
export type BrandFacet = ProductListMeta["brands"][number];
export const productListResponse = z.object({ message: z.string(), data: z.array(productSummary), meta: productListMeta });
export type ProductListResponse = z.infer<typeof productListResponse>;
export const productDetailResponse = envelope(z.object({ product: productDetail, related_products: z.array(productSummary) }));
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;

export const productSlugParams = z.object({ slug });

type MenuChild = {
  id: number;
  name: string;
  slug: string;
  full_path: string;
  description: string | null;
  logo: string | null;
  banner: string | null;
  product_count: number;
};
export const menuChild: z.ZodType<MenuChild> = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  full_path: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  product_count: z.number().int(),
});
export const menuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  full_path: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  product_count: z.number().int(),
  children: z.array(menuChild),
});
export type MenuItem = z.infer<typeof menuItem>;

export const mainMenuResponse = envelope(z.object({ main_menu: z.array(menuItem) }));
export type MainMenuResponse = z.infer<typeof mainMenuResponse>;

export const categoriesQuery = z.object({ category_slug: slug.optional() });
export const categoriesResponse = envelope(
  z.object({
    main_menu: z.array(menuItem),
    /** The requested category (with its parent), or null for the top level. */
    category: menuItem.extend({ parent: categoryRef.nullable() }).nullable(),
    /** Children of the requested category, or every main category. */
    categories: z.array(menuChild),
  }),
);
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

export const brandItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  product_count: z.number().int(),
});
export type BrandItem = z.infer<typeof brandItem>;
export const brandsResponse = envelope(z.object({ brands: z.array(brandItem) }));
export type BrandsResponse = z.infer<typeof brandsResponse>;
export const brandResponse = envelope(z.object({ brand: brandItem }));

export const mediaParams = z.object({ key: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,120}$/, "Invalid media key") });
export const mediaQuery = z.object({
  w: z.coerce.number().int().min(16).max(2048).optional(),
});
