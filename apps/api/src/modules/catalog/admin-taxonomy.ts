import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { ARCHIVE_MESSAGES, type adminBrand, type adminBrandInput, type adminCategory, type adminCategoryInput } from "@shop/contracts";
import { brands, categories, type SqlRow } from "@shop/db";
import { notFound } from "../../lib/app-error";
import { type DbOrTx, type Tx } from "../../lib/db";
import { recordAudit } from "../admin/audit";
import { exists, refuse, type AdminCatalogCtx } from "./admin";

type CategoryInput = z.output<typeof adminCategoryInput>;
type BrandInput = z.output<typeof adminBrandInput>;

/**
 * The back office's categories and brands (the catalog's own writes, like admin.ts for
 * products): each write one transaction with its audit entry, pages revalidated after
 * the commit.
 */
type AdminCategory = z.infer<typeof adminCategory>;
type AdminBrand = z.infer<typeof adminBrand>;

/** Every category with how many products (shown or hidden) sit directly in it. */
export async function listAdminCategories(db: DbOrTx, id?: number): Promise<AdminCategory[]> {
  const result = await db.execute<AdminCategory>(sql`
    select c.id, c.parent_id, c.name, c.name_bn, c.slug, c.description, c.description_bn, c.sort_order,
      (select count(*)::int from products p where p.category_id = c.id) as products, c.is_active, c.archived_at is not null as archived
    from categories c ${id === undefined ? sql`` : sql`where c.id = ${id}`}
    order by c.sort_order, c.name, c.id`);
  return result.rows;
}

/**
 * The menu has two levels: a parent must be a main category, a category with children
 * stays a main one, and nothing is its own parent.
 */
async function checkCategory(tx: Tx, next: { slug: string; parent_id: number | null }, id: number | null) {
  const other = id === null ? sql`true` : sql`id <> ${id}`;
  if (await exists(tx, sql`select 1 from categories where slug = ${next.slug} and ${other}`))
    throw refuse("slug", "This slug is already used by another category");
  if (next.parent_id === null) return;
  if (next.parent_id === id) throw refuse("parent_id", "A category cannot be its own parent");
  const parent = await tx.execute<Pick<SqlRow<typeof categories>, "parent_id">>(sql`select parent_id from categories where id = ${next.parent_id}`);
  if (!parent.rows[0]) throw refuse("parent_id", "This category does not exist");
  if (parent.rows[0].parent_id !== null) throw refuse("parent_id", "Choose a main category as the parent");
  if (id !== null && (await exists(tx, sql`select 1 from categories where parent_id = ${id}`))) {
    throw refuse("parent_id", "A category with sub-categories cannot move under another");
  }
}

/** A category's columns from the fields the back office sends, for its insert and its update alike. */
const categoryColumns = (next: {
  name: string;
  slug: string;
  parent_id: number | null;
  description: string | null;
  name_bn?: string | null;
  description_bn?: string | null;
  sort_order: number;
  is_active: boolean;
}) => ({
  name: next.name,
  // An empty Bangla text is none: the storefront then shows the English one (issue 50).
  nameBn: next.name_bn || null,
  slug: next.slug,
  parentId: next.parent_id,
  description: next.description,
  descriptionBn: next.description_bn || null,
  sortOrder: next.sort_order,
  isActive: next.is_active,
});

/** A brand's columns from the fields the back office sends, for its insert and its update alike. */
const brandColumns = (next: {
  name: string;
  slug: string;
  country: string | null;
  description: string | null;
  description_bn?: string | null;
  is_active: boolean;
}) => ({
  name: next.name,
  slug: next.slug,
  country: next.country,
  description: next.description,
  descriptionBn: next.description_bn || null,
  isActive: next.is_active,
});

/** An update's audit entry: the fields it changed, before and after. */
function auditUpdate<T extends object>(
  tx: Tx,
  entry: { actorId: string; entity: "category" | "brand"; id: number; keys: readonly (keyof T & string)[]; before: T; next: T },
) {
  return recordAudit(tx, {
    actorId: entry.actorId,
    action: `${entry.entity}.update`,
    entity: entry.entity,
    entityId: entry.id,
    before: Object.fromEntries(entry.keys.map((key) => [key, entry.before[key]])),
    after: Object.fromEntries(entry.keys.map((key) => [key, entry.next[key]])),
  });
}

const categoryPaths = (...slugs: string[]) => ["/", ...new Set(slugs.map((slug) => `/category/${slug}`))];

/** A new category is a draft (hidden from the storefront) until it is published, unless sent `is_active: true`. */
export async function createAdminCategory(ctx: AdminCatalogCtx, input: { actorId: string; body: CategoryInput }): Promise<AdminCategory> {
  // The Bangla texts are left out of `next` when not sent, so the audit records what was.
  const next = { parent_id: null, description: null, sort_order: 0, is_active: false, ...input.body };
  const created = await ctx.db.transaction(async (tx) => {
    await checkCategory(tx, next, null);
    const [row] = await tx.insert(categories).values(categoryColumns(next)).returning({ id: categories.id });
    await recordAudit(tx, { actorId: input.actorId, action: "category.create", entity: "category", entityId: row.id, after: next });
    return (await listAdminCategories(tx, row.id))[0];
  });
  await ctx.revalidate(categoryPaths(created.slug));
  return created;
}

export async function updateAdminCategory(ctx: AdminCatalogCtx, input: { actorId: string; id: number; patch: Partial<CategoryInput> }): Promise<AdminCategory> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from categories where id = ${input.id} for update`);
    const [before] = await listAdminCategories(tx, input.id);
    if (!before) throw notFound("Category not found");
    const keys = (["name", "slug", "parent_id", "description", "name_bn", "description_bn", "sort_order", "is_active"] as const).filter(
      (key) => input.patch[key] !== undefined && input.patch[key] !== before[key],
    );
    if (!keys.length) return { before, after: before };
    const next = { ...before, ...input.patch };
    if (before.archived && next.is_active && keys.includes("is_active")) throw refuse("is_active", ARCHIVE_MESSAGES.restoreFirst("category"));
    await checkCategory(tx, next, input.id);
    await tx
      .update(categories)
      .set({ ...categoryColumns(next), updatedAt: sql`now()` })
      .where(eq(categories.id, input.id));
    await auditUpdate(tx, { actorId: input.actorId, entity: "category", id: input.id, keys, before, next });
    return { before, after: (await listAdminCategories(tx, input.id))[0] };
  });
  if (outcome.after !== outcome.before) await ctx.revalidate(categoryPaths(outcome.before.slug, outcome.after.slug));
  return outcome.after;
}

export async function listAdminBrands(db: DbOrTx, id?: number): Promise<AdminBrand[]> {
  const result = await db.execute<AdminBrand>(sql`
    select b.id, b.name, b.slug, b.country, b.description_bn, (select count(*)::int from products p where p.brand_id = b.id) as products, b.is_active,
      b.archived_at is not null as archived
    from brands b ${id === undefined ? sql`` : sql`where b.id = ${id}`}
    order by lower(b.name), b.id`);
  return result.rows;
}

async function checkBrandSlug(tx: Tx, slug: string, id: number | null) {
  const other = id === null ? sql`true` : sql`id <> ${id}`;
  if (await exists(tx, sql`select 1 from brands where slug = ${slug} and ${other}`)) throw refuse("slug", "This slug is already used by another brand");
}

export async function createAdminBrand(ctx: AdminCatalogCtx, input: { actorId: string; body: BrandInput }): Promise<AdminBrand> {
  const next = { country: null, description: null, is_active: true, ...input.body };
  const created = await ctx.db.transaction(async (tx) => {
    await checkBrandSlug(tx, next.slug, null);
    const [row] = await tx.insert(brands).values(brandColumns(next)).returning({ id: brands.id });
    await recordAudit(tx, { actorId: input.actorId, action: "brand.create", entity: "brand", entityId: row.id, after: next });
    return (await listAdminBrands(tx, row.id))[0];
  });
  await ctx.revalidate(["/brands"]);
  return created;
}

export async function updateAdminBrand(ctx: AdminCatalogCtx, input: { actorId: string; id: number; patch: Partial<BrandInput> }): Promise<AdminBrand> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await tx.execute<
      Pick<SqlRow<typeof brands>, "name" | "slug" | "country" | "description" | "description_bn" | "is_active"> & { archived: boolean }
    >(
      sql`select name, slug, country, description, description_bn, is_active, archived_at is not null as archived from brands where id = ${input.id} for update`,
    );
    const before = locked.rows[0];
    if (!before) throw notFound("Brand not found");
    const keys = (["name", "slug", "country", "description", "description_bn", "is_active"] as const).filter(
      (key) => input.patch[key] !== undefined && input.patch[key] !== before[key],
    );
    if (!keys.length) return { changed: false, after: (await listAdminBrands(tx, input.id))[0] };
    const next = { ...before, ...input.patch };
    if (before.archived && next.is_active && keys.includes("is_active")) throw refuse("is_active", ARCHIVE_MESSAGES.restoreFirst("brand"));
    await checkBrandSlug(tx, next.slug, input.id);
    await tx
      .update(brands)
      .set({ ...brandColumns(next), updatedAt: sql`now()` })
      .where(eq(brands.id, input.id));
    await auditUpdate(tx, { actorId: input.actorId, entity: "brand", id: input.id, keys, before, next });
    return { changed: true, after: (await listAdminBrands(tx, input.id))[0] };
  });
  if (outcome.changed) await ctx.revalidate(["/", "/brands"]);
  return outcome.after;
}
