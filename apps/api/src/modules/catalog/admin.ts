import { eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  ADMIN_MESSAGES,
  ADMIN_PER_PAGE,
  LOW_STOCK_AT,
  PRODUCT_TAGS,
  DEFAULT_WEIGHT_GRAMS,
  type AdminProduct,
  type AdminProductRow,
  type PageMeta,
  type ProductTag,
  type adminProductInput,
  type adminProductsQuery,
} from "@shop/contracts";
import { productImages, products, type brands, type categories, type Database, type SqlRow } from "@shop/db";
import { AppError, notFound } from "../../lib/app-error";
import { isUniqueViolation, type DbOrTx, type Tx } from "../../lib/db";
import { containsPattern } from "../../lib/like";
import { mediaUrl } from "../../lib/media-url";
import { toDhakaIso } from "../../lib/time";
import { recordAudit } from "../admin/audit";
import { saveMedia, type IngestedImage } from "../media/ingest";

/**
 * The back office's catalog writes (API.md "Back office"). Each write is one
 * transaction holding the change and its audit entry; the storefront's pages are
 * revalidated only after it commits (a page rebuilt from uncommitted data would show
 * a change that may yet roll back). Stock is never written here: it moves through the
 * stock module's adjustments, so the ledger holds every change.
 */
export type AdminCatalogCtx = { db: Database; mediaBase: string; revalidate: (paths: string[]) => Promise<void> };
export type Actor = { id: string; role: "staff" | "owner" };

type ProductInput = z.output<typeof adminProductInput>;

export const SKU_TAKEN = "This SKU is already used";
export const ARCHIVED_CANNOT_SHOW = "Restore this product from the archive before showing it";
export const DISCOUNT_NOT_BELOW_PRICE = "The discount price must be below the price";
/** An upload beyond this many images per product is refused (a product page shows a strip of thumbnails). */
export const MAX_PRODUCT_IMAGES = 12;

export const refuse = (field: string, message: string) => new AppError("validation_failed", message, { field });
const parsed = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);
const KNOWN_TAGS = new Set<string>(PRODUCT_TAGS);

// ---- reads -----------------------------------------------------------------------

type RowData = Pick<
  SqlRow<typeof products>,
  "id" | "slug" | "name" | "sku" | "price" | "discount_price" | "stock" | "is_active" | "needs_price" | "updated_at" | "category_id" | "brand_id"
> & {
  category_name: SqlRow<typeof categories>["name"];
  brand_name: SqlRow<typeof brands>["name"] | null;
  media_key: SqlRow<typeof productImages>["media_key"] | null;
};

const ROW_SELECT = sql`
  select p.id, p.slug, p.name, p.sku, p.price, p.discount_price, p.stock, p.is_active, p.needs_price, p.updated_at,
    c.id as category_id, c.name as category_name, b.id as brand_id, b.name as brand_name,
    (select pi.media_key from product_images pi where pi.product_id = p.id order by pi.position limit 1) as media_key
  from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id`;

function toRow(row: RowData, mediaBase: string): AdminProductRow {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    category: { id: row.category_id, name: row.category_name },
    brand: row.brand_id === null || row.brand_name === null ? null : { id: row.brand_id, name: row.brand_name },
    price_poisha: row.price,
    discount_price_poisha: row.discount_price,
    stock: row.stock,
    is_active: row.is_active,
    needs_price: row.needs_price,
    image: row.media_key ? mediaUrl(mediaBase, row.media_key) : null,
    updated_at: toDhakaIso(row.updated_at),
  };
}

/** Staff's product rows under any condition: the product list and the low-stock list share them. */
export async function adminProductRows(db: DbOrTx, input: { where: SQL; orderBy: SQL; limit: number; offset?: number; mediaBase: string }) {
  const result = await db.execute<RowData>(sql`${ROW_SELECT} where ${input.where} order by ${input.orderBy} limit ${input.limit} offset ${input.offset ?? 0}`);
  return result.rows.map((row) => toRow(row, input.mediaBase));
}

export async function listAdminProducts(
  ctx: AdminCatalogCtx,
  query: z.output<typeof adminProductsQuery>,
): Promise<{ data: AdminProductRow[]; meta: PageMeta }> {
  const where: SQL[] = [sql`true`];
  if (query.q) {
    const like = containsPattern(query.q);
    where.push(sql`(p.name ilike ${like} or p.sku ilike ${like} or p.part_number ilike ${like} or p.slug ilike ${like})`);
  }
  // A main category lists its children's products too, as on the storefront.
  if (query.category) where.push(sql`(p.category_id = ${query.category} or p.category_id in (select id from categories where parent_id = ${query.category}))`);
  if (query.status === "active") where.push(sql`p.is_active`);
  if (query.status === "hidden") where.push(sql`not p.is_active`);
  if (query.status === "needs_price") where.push(sql`p.needs_price`);
  // Archived products are listed only when asked for (admin/product-lifecycle.ts).
  where.push(query.status === "archived" ? sql`p.archived_at is not null` : sql`p.archived_at is null`);
  if (query.stock === "low") where.push(sql`p.stock <= ${LOW_STOCK_AT}`);
  if (query.stock === "out") where.push(sql`p.stock = 0`);
  const condition = sql.join(where, sql` and `);
  const [data, count] = await Promise.all([
    adminProductRows(ctx.db, {
      where: condition,
      orderBy: sql`p.updated_at desc, p.id desc`,
      limit: ADMIN_PER_PAGE,
      offset: (query.page - 1) * ADMIN_PER_PAGE,
      mediaBase: ctx.mediaBase,
    }),
    ctx.db.execute<{ total: number }>(sql`select count(*)::int as total from products p where ${condition}`),
  ]);
  const total = Number(count.rows[0]?.total ?? 0);
  return { data, meta: { page: query.page, per_page: ADMIN_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / ADMIN_PER_PAGE)) } };
}

type Detail = RowData &
  Pick<SqlRow<typeof products>, "part_number" | "tags" | "specs" | "short_description" | "description" | "datasheet_url" | "is_special" | "weight_grams"> & {
    category_slug: SqlRow<typeof categories>["slug"];
    parent_slug: SqlRow<typeof categories>["slug"] | null;
    images: { media_key: string; alt: string; position: number }[] | string;
    archived: boolean;
  };

async function findDetail(db: DbOrTx, id: number): Promise<Detail | null> {
  const result = await db.execute<Detail>(sql`
    select p.id, p.slug, p.name, p.sku, p.price, p.discount_price, p.stock, p.is_active, p.needs_price, p.updated_at,
      p.part_number, p.tags, p.specs, p.short_description, p.description, p.datasheet_url, p.is_special, p.weight_grams, p.archived_at is not null as archived,
      c.id as category_id, c.name as category_name, c.slug as category_slug, parent.slug as parent_slug,
      b.id as brand_id, b.name as brand_name,
      (select pi.media_key from product_images pi where pi.product_id = p.id order by pi.position limit 1) as media_key,
      coalesce((select json_agg(json_build_object('media_key', pi.media_key, 'alt', pi.alt, 'position', pi.position) order by pi.position)
        from product_images pi where pi.product_id = p.id), '[]'::json) as images
    from products p join categories c on c.id = p.category_id
    left join categories parent on parent.id = c.parent_id left join brands b on b.id = p.brand_id
    where p.id = ${id}`);
  return result.rows[0] ?? null;
}

function toProduct(row: Detail, mediaBase: string): AdminProduct {
  return {
    ...toRow(row, mediaBase),
    part_number: row.part_number,
    tags: row.tags.filter((tag): tag is ProductTag => KNOWN_TAGS.has(tag)),
    specs: parsed(row.specs),
    short_description: row.short_description,
    description: row.description,
    datasheet_url: row.datasheet_url,
    is_special: row.is_special,
    weight_grams: Number(row.weight_grams),
    archived: row.archived,
    images: parsed(row.images).map((image) => ({ ...image, url: mediaUrl(mediaBase, image.media_key), alt: image.alt || row.name })),
  };
}

export async function getAdminProduct(ctx: Pick<AdminCatalogCtx, "db" | "mediaBase">, id: number): Promise<AdminProduct> {
  const row = await findDetail(ctx.db, id);
  if (!row) throw notFound("Product not found");
  return toProduct(row, ctx.mediaBase);
}

/** The storefront pages showing a product: its own and its category's (and the parent's, which lists it too). */
const productPaths = (row: Detail) => [`/product/${row.slug}`, `/category/${row.category_slug}`, ...(row.parent_slug ? [`/category/${row.parent_slug}`] : [])];

// ---- product writes ---------------------------------------------------------------

/** The fields a product form edits, as the audit log records them (the columns' names: `price` is poisha). */
type Editable = {
  name: string;
  slug: string;
  sku: string;
  part_number: string | null;
  category_id: number;
  brand_id: number | null;
  price: number;
  discount_price: number | null;
  tags: string[];
  specs: { key: string; value: string }[];
  short_description: string | null;
  description: string;
  datasheet_url: string | null;
  is_active: boolean;
  is_special: boolean;
  weight_grams: number;
};
const EDITABLE_KEYS = [
  "name",
  "slug",
  "sku",
  "part_number",
  "category_id",
  "brand_id",
  "price",
  "discount_price",
  "tags",
  "specs",
  "short_description",
  "description",
  "datasheet_url",
  "is_active",
  "is_special",
  "weight_grams",
] as const satisfies readonly (keyof Editable)[];

/**
 * The patch as stored: the body's money (named for its unit, `price_poisha`) under the
 * columns' names; empty optional text is no value; keys that were not sent stay out.
 */
function normalize(body: Partial<ProductInput>): Partial<Editable> {
  const { price_poisha, discount_price_poisha, ...rest } = body;
  const input: Partial<Record<keyof Editable, unknown>> = { ...rest, price: price_poisha, discount_price: discount_price_poisha };
  const out: Partial<Editable> = {};
  for (const key of EDITABLE_KEYS) {
    if (input[key] === undefined) continue;
    const value = input[key];
    (out as Record<string, unknown>)[key] = (key === "part_number" || key === "short_description" || key === "datasheet_url") && value === "" ? null : value;
  }
  return out;
}

function toColumns(values: Partial<Editable>): Partial<typeof products.$inferInsert> {
  return {
    name: values.name,
    slug: values.slug,
    sku: values.sku,
    partNumber: values.part_number,
    categoryId: values.category_id,
    brandId: values.brand_id,
    price: values.price,
    discountPrice: values.discount_price,
    tags: values.tags,
    specs: values.specs,
    shortDescription: values.short_description,
    description: values.description,
    datasheetUrl: values.datasheet_url,
    isActive: values.is_active,
    isSpecial: values.is_special,
    weightGrams: values.weight_grams,
  };
}

export async function exists(tx: Tx, query: SQL): Promise<boolean> {
  return (await tx.execute(query)).rows.length > 0;
}

/** Every rule a product's next state must meet, checked before anything is written. */
async function checkProduct(tx: Tx, next: Editable, id: number | null) {
  if (next.discount_price !== null && next.discount_price >= next.price) throw refuse("discount_price_poisha", DISCOUNT_NOT_BELOW_PRICE);
  const other = id === null ? sql`true` : sql`id <> ${id}`;
  if (await exists(tx, sql`select 1 from products where slug = ${next.slug} and ${other}`)) throw refuse("slug", ADMIN_MESSAGES.slugTaken);
  if (await exists(tx, sql`select 1 from products where sku = ${next.sku} and ${other}`)) throw refuse("sku", SKU_TAKEN);
  if (!(await exists(tx, sql`select 1 from categories where id = ${next.category_id}`))) throw refuse("category_id", "This category does not exist");
  if (next.brand_id !== null && !(await exists(tx, sql`select 1 from brands where id = ${next.brand_id}`)))
    throw refuse("brand_id", "This brand does not exist");
}

/** A slug or SKU taken by a concurrent write between the check and the write: the same answer as the check's. */
function takenRace(error: unknown): never {
  if (!isUniqueViolation(error)) throw error;
  let current: unknown = error;
  while (current && typeof current === "object" && (current as { code?: unknown }).code !== "23505") current = (current as { cause?: unknown }).cause;
  const violated = current as { constraint?: string; message?: string };
  throw `${violated.constraint ?? violated.message}`.includes("sku") ? refuse("sku", SKU_TAKEN) : refuse("slug", ADMIN_MESSAGES.slugTaken);
}

/**
 * POST /v1/admin/products: a new product starts with no stock; stock comes in through
 * adjustments. Prices are the owner's: a product a staff member makes keeps their price
 * as a proposal and waits, hidden and not for sale, until an owner sets its price (needs_price).
 */
export async function createAdminProduct(ctx: AdminCatalogCtx, input: { actor: Actor; body: ProductInput }): Promise<AdminProduct> {
  const values = normalize(input.body);
  const needsPrice = input.actor.role !== "owner";
  const next: Editable = {
    part_number: null,
    brand_id: null,
    discount_price: null,
    tags: [],
    specs: [],
    short_description: null,
    description: "",
    datasheet_url: null,
    is_active: true,
    is_special: false,
    weight_grams: DEFAULT_WEIGHT_GRAMS,
    ...(values as Pick<Editable, "name" | "slug" | "sku" | "category_id" | "price">),
    ...(needsPrice ? { is_active: false } : {}),
  };
  const row = await ctx.db
    .transaction(async (tx) => {
      await checkProduct(tx, next, null);
      const [created] = await tx
        .insert(products)
        .values({ ...toColumns(next), stock: 0, needsPrice } as typeof products.$inferInsert)
        .returning({ id: products.id });
      await recordAudit(tx, {
        actorId: input.actor.id,
        action: "product.create",
        entity: "product",
        entityId: created.id,
        after: { ...next, needs_price: needsPrice },
      });
      return (await findDetail(tx, created.id)) as Detail;
    })
    .catch(takenRace);
  await ctx.revalidate(productPaths(row));
  return toProduct(row, ctx.mediaBase);
}

/**
 * PATCH /v1/admin/products/{id}: any subset of the form. Prices are the owner's: a
 * staff member sending a price different from the current one gets 403 (the same value
 * back, as a whole form resends it, passes). Hide and show are `is_active`. A product
 * waiting for a price (made by staff) is shown only once an owner has sent its price.
 */
export async function updateAdminProduct(ctx: AdminCatalogCtx, input: { actor: Actor; id: number; patch: Partial<ProductInput> }): Promise<AdminProduct> {
  const patch = normalize(input.patch);
  const outcome = await ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`select id from products where id = ${input.id} for update`);
      const before = await findDetail(tx, input.id);
      if (!before) throw notFound("Product not found");
      const current = editableOf(before);
      const changed = EDITABLE_KEYS.filter((key) => key in patch && JSON.stringify(patch[key]) !== JSON.stringify(current[key]));
      // An owner sending a price (even the one staff proposed) sets it: the product may then be shown.
      const priced = before.needs_price && input.actor.role === "owner" && patch.price !== undefined;
      if (!changed.length && !priced) return { before, after: before };
      if (input.actor.role !== "owner" && (changed.includes("price") || changed.includes("discount_price"))) {
        throw new AppError("forbidden", ADMIN_MESSAGES.ownerOnly);
      }
      const next: Editable = { ...current, ...patch };
      if (before.needs_price && !priced && next.is_active) throw refuse("is_active", ADMIN_MESSAGES.needsPrice);
      if (before.archived && next.is_active && changed.includes("is_active")) throw refuse("is_active", ARCHIVED_CANNOT_SHOW);
      await checkProduct(tx, next, input.id);
      const set = Object.fromEntries(changed.map((key) => [key, next[key]])) as Partial<Editable>;
      await tx
        .update(products)
        .set({ ...toColumns(set), ...(priced ? { needsPrice: false } : {}), updatedAt: sql`now()` })
        .where(eq(products.id, input.id));
      await recordAudit(tx, {
        actorId: input.actor.id,
        action: "product.update",
        entity: "product",
        entityId: input.id,
        before: { ...Object.fromEntries(changed.map((key) => [key, current[key]])), ...(priced ? { needs_price: true } : {}) },
        after: { ...set, ...(priced ? { needs_price: false } : {}) },
      });
      return { before, after: (await findDetail(tx, input.id)) as Detail };
    })
    .catch(takenRace);
  if (outcome.after !== outcome.before) await ctx.revalidate([...new Set([...productPaths(outcome.before), ...productPaths(outcome.after)])]);
  return toProduct(outcome.after, ctx.mediaBase);
}

function editableOf(row: Detail): Editable {
  return {
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    part_number: row.part_number,
    category_id: row.category_id,
    brand_id: row.brand_id,
    price: row.price,
    discount_price: row.discount_price,
    tags: row.tags,
    specs: parsed(row.specs),
    short_description: row.short_description,
    description: row.description,
    datasheet_url: row.datasheet_url,
    is_active: row.is_active,
    is_special: row.is_special,
    weight_grams: Number(row.weight_grams),
  };
}

const imageKeys = (row: Detail) => parsed(row.images).map((image) => image.media_key);

/** POST /v1/admin/products/{id}/images: the prepared master (media/ingest.ts) appended after the product's images. */
export async function addProductImage(
  ctx: AdminCatalogCtx,
  input: { actorId: string; productId: number; image: IngestedImage; alt: string },
): Promise<AdminProduct> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from products where id = ${input.productId} for update`);
    const before = await findDetail(tx, input.productId);
    if (!before) throw notFound("Product not found");
    const keys = imageKeys(before);
    // The same photo twice is one image: nothing to add.
    if (keys.includes(input.image.key)) return { before, after: before };
    if (keys.length >= MAX_PRODUCT_IMAGES) throw refuse("image", `A product has at most ${MAX_PRODUCT_IMAGES} images`);
    await saveMedia(tx, input.image);
    const position = Math.max(-1, ...parsed(before.images).map((image) => image.position)) + 1;
    await tx.insert(productImages).values({ productId: input.productId, position, mediaKey: input.image.key, alt: input.alt });
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, input.productId));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "product.image_add",
      entity: "product",
      entityId: input.productId,
      before: { images: keys },
      after: { images: [...keys, input.image.key] },
    });
    return { before, after: (await findDetail(tx, input.productId)) as Detail };
  });
  if (outcome.after !== outcome.before) await ctx.revalidate(productPaths(outcome.after));
  return toProduct(outcome.after, ctx.mediaBase);
}

/**
 * DELETE /v1/admin/products/{id}/images/{media_key}. The media row stays: its URL is
 * cached as immutable and orders made earlier show it as their line's image.
 */
export async function removeProductImage(ctx: AdminCatalogCtx, input: { actorId: string; productId: number; mediaKey: string }): Promise<AdminProduct> {
  const after = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from products where id = ${input.productId} for update`);
    const before = await findDetail(tx, input.productId);
    if (!before) throw notFound("Product not found");
    const removed = await tx.execute(
      sql`delete from product_images where product_id = ${input.productId} and media_key = ${input.mediaKey} returning position`,
    );
    if (!removed.rows.length) throw notFound("Image not found");
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, input.productId));
    const keys = imageKeys(before);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "product.image_remove",
      entity: "product",
      entityId: input.productId,
      before: { images: keys },
      after: { images: keys.filter((key) => key !== input.mediaKey) },
    });
    return (await findDetail(tx, input.productId)) as Detail;
  });
  await ctx.revalidate(productPaths(after));
  return toProduct(after, ctx.mediaBase);
}
