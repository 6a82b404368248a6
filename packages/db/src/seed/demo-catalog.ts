import { inArray } from "drizzle-orm";
import type { Database } from "../client";
import { brands, categories, media, productImages, products } from "../schema";
import { BRANDS } from "./data/brands";
import { BRAND_DESCRIPTION_BANGLA } from "./data/brands-bn";
import { CATEGORY_TREE } from "./data/categories";
import { CATEGORY_BANGLA } from "./data/categories-bn";
import { PART_NOTES } from "./data/part-notes";
import { PRODUCT_GROUPS } from "./data/products";
import type { BrandSeed, ChildCategory, MainCategory, ProductSeed, Spec } from "./data/types";
import { brandLogo, categoryBanner, categoryIcon, productImages as drawProductImages, siteImages, type MediaRow } from "./images";
import { merchandise } from "./merchandising";
import { partArt } from "./part-art";
import { CATALOG_BASE_DATE, chunk, mulberry32, slugify, type Rng, type Tx } from "./util";
import { shippingWeightOf } from "./data/shipping-weights";
import { insertDemoAttributeValues } from "./attributes";

const DEMO_SEED = 20261101;
const SPECIAL_COUNT = 22;

/** Board colours of the makers whose PCBs are recognisable at a glance. */
const BRAND_PCB: Record<string, string> = {
  arduino: "#00878f",
  "raspberry-pi": "#2f7d32",
  sparkfun: "#c0392b",
  adafruit: "#2d3138",
  "seeed-studio": "#2d3138",
  dfrobot: "#2d3138",
};

const CATEGORY_PCBS = ["#1e5fa8", "#2f7d32", "#b8322c", "#2d3138", "#6d28d9", "#0f7c8a", "#c2410c"];

function fullSpecs(item: ProductSeed): Spec[] {
  const specs = [...item.specs];
  if (item.part && specs.length < 8 && !specs.some(([k]) => k === "Part Number")) specs.push(["Part Number", item.part]);
  if (specs.length < 3) specs.push(["Warranty", item.brand === "generic" ? "7 days replacement" : "Brand warranty"]);
  return specs.slice(0, 8);
}

/** What the part is for, from PART_NOTES (the first pattern that matches "<part> <name>"). */
function partNote(item: ProductSeed): string | undefined {
  const key = `${item.part ?? ""} ${item.name}`;
  const found = PART_NOTES.find(([pattern]) => pattern.test(key))?.[1];
  return typeof found === "function" ? found(item) : found;
}

/**
 * The product's own words: its summary, what it is for, and its specifications.
 * No sentence shared with other parts (department blurbs, brand and shop boilerplate).
 * The two draws keep the random sequence of the earlier generator, so every
 * product keeps the price, stock and dates it had.
 */
function describe(rng: Rng, item: ProductSeed, brand: BrandSeed, specs: Spec[]): string {
  if (brand.slug === "generic") rng();
  if (rng() < 0.65) rng();
  const intro = [`${item.short}.`, item.about, partNote(item)].filter(Boolean).join(" ");
  const specLine = `Key specifications: ${specs.map(([k, v]) => `${k} ${v}`).join("; ")}.`;
  return [intro, specLine].join("\n\n");
}

type Placed = { item: ProductSeed; main: MainCategory; child: ChildCategory };

function placedProducts(): Placed[] {
  const childOf = new Map<string, { main: MainCategory; child: ChildCategory }>();
  for (const main of CATEGORY_TREE) for (const child of main.children) childOf.set(child.slug, { main, child });
  return PRODUCT_GROUPS.flatMap((group) => {
    const place = childOf.get(group.category);
    if (!place) throw new Error(`Demo product group names unknown category "${group.category}"`);
    return group.items.map((item) => ({ item, ...place }));
  });
}

/** The demo catalog as rows, built deterministically (same output every run). */
export function buildDemoCatalog() {
  const rng = mulberry32(DEMO_SEED);
  const brandBySlug = new Map(BRANDS.map((b) => [b.slug, b]));
  const placed = placedProducts();
  const special = new Set<number>();
  while (special.size < Math.min(SPECIAL_COUNT, placed.length)) special.add(Math.floor(rng() * placed.length));
  const skuCounters = new Map<string, number>();

  const items = placed.map(({ item, main, child }, index) => {
    const brand = brandBySlug.get(item.brand);
    if (!brand) throw new Error(`Demo product "${item.name}" names unknown brand "${item.brand}"`);
    const counter = (skuCounters.get(main.sku) ?? 0) + 1;
    skuCounters.set(main.sku, counter);
    const slug = slugify(item.name);
    const price = item.price * 100;
    const shop = merchandise(rng, price, CATALOG_BASE_DATE, 120);
    const specs = fullSpecs(item);
    const imageCount = 1 + (rng() < 0.55 ? 1 : 0) + (rng() < 0.3 ? 1 : 0);
    const colors = { ...main.palette, pcb: BRAND_PCB[item.brand] ?? main.palette.pcb };
    const label = item.part ?? item.name.split(/\s+/).slice(0, 3).join(" ");
    const drawing = partArt({ item, shape: item.shape ?? child.shape, colors });
    const images = drawProductImages({ slug, name: item.name, label, drawing, colors, specs }, imageCount);
    return {
      categorySlug: child.slug,
      brandSlug: brand.slug,
      images,
      row: {
        slug,
        name: item.name,
        sku: `RD-${main.sku}-${String(counter).padStart(4, "0")}`,
        partNumber: item.part ?? null,
        price,
        discountPrice: shop.discountPrice,
        stock: shop.stock,
        tags: shop.tags,
        specs: specs.map(([key, value]) => ({ key, value })),
        shortDescription: item.short,
        description: describe(rng, item, brand, specs),
        datasheetUrl: item.datasheet ?? null,
        soldCount: shop.soldCount,
        weightGrams: shippingWeightOf(item.name),
        isSpecial: special.has(index),
        createdAt: shop.createdAt,
        updatedAt: shop.createdAt,
      },
    };
  });

  const categoryMedia = CATEGORY_TREE.flatMap((main) =>
    [main, ...main.children].map((c, i) => {
      // Sibling sub-categories often share a shape; a different board colour tells their icons apart.
      const colors = i === 0 ? main.palette : { ...main.palette, pcb: CATEGORY_PCBS[(i - 1) % CATEGORY_PCBS.length] };
      return {
        slug: c.slug,
        icon: categoryIcon(c.slug, c.shape, colors),
        banner: categoryBanner(c.slug, c.name, c.description, c.shape, colors),
      };
    }),
  );
  const brandMedia = BRANDS.map((b) => ({ slug: b.slug, logo: brandLogo(b.slug, b.name, b.color) }));
  return { items, categoryMedia, brandMedia, site: siteImages() };
}

async function insertMedia(tx: Tx, rows: MediaRow[]) {
  for (const batch of chunk(rows, 100)) await tx.insert(media).values(batch).onConflictDoNothing();
}

async function idsBySlug(tx: Tx, table: typeof categories | typeof brands | typeof products, slugs: string[]) {
  const map = new Map<string, number>();
  for (const batch of chunk(slugs, 500)) {
    const found = await tx.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, batch));
    for (const r of found) map.set(r.slug, r.id);
  }
  return map;
}

/** Insert the demo catalog inside an open transaction. Re-running adds nothing. */
export async function insertDemoCatalog(tx: Tx): Promise<void> {
  const catalog = buildDemoCatalog();
  await insertMedia(tx, [
    ...catalog.site,
    ...catalog.categoryMedia.flatMap((c) => [c.icon, c.banner]),
    ...catalog.brandMedia.map((b) => b.logo),
    ...catalog.items.flatMap((i) => i.images),
  ]);

  const mediaOf = new Map(catalog.categoryMedia.map((c) => [c.slug, c]));
  const categoryRow = (c: ChildCategory, sortOrder: number, parentId: number | null) => ({
    parentId,
    name: c.name,
    nameBn: CATEGORY_BANGLA[c.slug]?.name ?? null,
    slug: c.slug,
    description: c.description,
    descriptionBn: CATEGORY_BANGLA[c.slug]?.description ?? null,
    sortOrder,
    logo: mediaOf.get(c.slug)!.icon.key,
    banner: mediaOf.get(c.slug)!.banner.key,
  });
  await tx
    .insert(categories)
    .values(CATEGORY_TREE.map((m, i) => categoryRow(m, (i + 1) * 10, null)))
    .onConflictDoNothing();
  const mainIds = await idsBySlug(
    tx,
    categories,
    CATEGORY_TREE.map((m) => m.slug),
  );
  await tx
    .insert(categories)
    .values(CATEGORY_TREE.flatMap((m) => m.children.map((c, i) => categoryRow(c, (i + 1) * 10, mainIds.get(m.slug)!))))
    .onConflictDoNothing();
  const categoryIds = await idsBySlug(
    tx,
    categories,
    CATEGORY_TREE.flatMap((m) => m.children.map((c) => c.slug)),
  );

  const logoOf = new Map(catalog.brandMedia.map((b) => [b.slug, b.logo.key]));
  await tx
    .insert(brands)
    .values(
      BRANDS.map((b) => ({
        name: b.name,
        slug: b.slug,
        description: b.description,
        descriptionBn: BRAND_DESCRIPTION_BANGLA[b.slug] ?? null,
        country: b.country,
        logo: logoOf.get(b.slug)!,
      })),
    )
    .onConflictDoNothing();
  const brandIds = await idsBySlug(
    tx,
    brands,
    BRANDS.map((b) => b.slug),
  );

  for (const batch of chunk(catalog.items, 250)) {
    await tx
      .insert(products)
      .values(batch.map((i) => ({ ...i.row, categoryId: categoryIds.get(i.categorySlug)!, brandId: brandIds.get(i.brandSlug)! })))
      .onConflictDoNothing();
  }
  const productIds = await idsBySlug(
    tx,
    products,
    catalog.items.map((i) => i.row.slug),
  );
  const links = catalog.items.flatMap((i) =>
    i.images.map((img, position) => ({ productId: productIds.get(i.row.slug)!, position, mediaKey: img.key, alt: i.row.name })),
  );
  for (const batch of chunk(links, 500)) await tx.insert(productImages).values(batch).onConflictDoNothing();
  await insertDemoAttributeValues(tx, catalog.items);
}

export async function seedDemoCatalog(db: Database): Promise<void> {
  await db.transaction((tx) => insertDemoCatalog(tx));
}
