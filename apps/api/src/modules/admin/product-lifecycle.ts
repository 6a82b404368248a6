import { sql } from "drizzle-orm";
import { IMAGE_ORDER_MESSAGE } from "@shop/contracts/product-images";
import { AppError, notFound } from "../../lib/app-error";
import type { Tx } from "../../lib/db";
import { getAdminProduct, type Actor, type AdminCatalogCtx } from "../catalog/admin";
import { recordAudit } from "./audit";

/**
 * A product's copy and its archiving (issue 46). A copy is a new, hidden product with the
 * original's category, brand, prices, specs, tags, texts and images, named "… (copy)"
 * with a free slug and SKU and no stock; made by staff it waits for an owner's price, as
 * any product staff make. Archiving takes a product out of the back office's lists and
 * hides it from the storefront (is_active false: every storefront query already reads
 * is_active); the product row stays, so the orders that name it keep it. Restoring
 * brings it back to the lists, still hidden until someone shows it.
 */

/** The first of base, base-2, base-3… that no product has in this column. */
async function freeValue(tx: Tx, column: "slug" | "sku", base: string): Promise<string> {
  const taken = await tx.execute<{ value: string }>(
    column === "slug"
      ? sql`select slug as value from products where slug = ${base} or slug like ${`${base}-%`}`
      : sql`select sku as value from products where sku = ${base} or sku like ${`${base}-%`}`,
  );
  const used = new Set(taken.rows.map((row) => row.value));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** POST /v1/admin/products/{id}/duplicate: the copy, with a product.create audit entry naming the original. */
export async function duplicateProduct(ctx: AdminCatalogCtx, input: { actor: Actor; id: number }) {
  const needsPrice = input.actor.role !== "owner";
  const copyId = await ctx.db.transaction(async (tx) => {
    const found = await tx.execute<{ name: string; slug: string; sku: string; price: number }>(
      sql`select name, slug, sku, price from products where id = ${input.id} for share`,
    );
    const original = found.rows[0];
    if (!original) throw notFound("Product not found");
    const name = `${original.name.slice(0, 193)} (copy)`;
    const slug = await freeValue(tx, "slug", `${original.slug.slice(0, 180)}-copy`);
    const sku = await freeValue(tx, "sku", `${original.sku.slice(0, 50)}-COPY`);
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into products (slug, name, sku, part_number, category_id, brand_id, price, discount_price, stock, tags, specs,
        short_description, description, datasheet_url, is_special, is_active, needs_price)
      select ${slug}, ${name}, ${sku}, part_number, category_id, brand_id, price, discount_price, 0, tags, specs,
        short_description, description, datasheet_url, is_special, false, ${needsPrice}
      from products where id = ${input.id}
      returning id`);
    const id = Number(inserted.rows[0].id);
    await tx.execute(sql`
      insert into product_images (product_id, position, media_key, alt)
      select ${id}, position, media_key, alt from product_images where product_id = ${input.id}`);
    await recordAudit(tx, {
      actorId: input.actor.id,
      action: "product.duplicate",
      entity: "product",
      entityId: id,
      after: { name, slug, sku, duplicate_of: input.id, is_active: false, needs_price: needsPrice },
    });
    return id;
  });
  return getAdminProduct(ctx, copyId);
}

/**
 * POST /v1/admin/products/{id}/archive and /restore. Archive hides the product too (a
 * shown product leaves the storefront at once); the audit entry keeps whether it was shown.
 */
export async function setProductArchived(ctx: AdminCatalogCtx, input: { actorId: string; id: number; archived: boolean }) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await tx.execute<{ slug: string; is_active: boolean; archived: boolean; category_slug: string; parent_slug: string | null }>(sql`
      select p.slug, p.is_active, p.archived_at is not null as archived, c.slug as category_slug, parent.slug as parent_slug
      from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
      where p.id = ${input.id} for update of p`);
    const before = found.rows[0];
    if (!before) throw notFound("Product not found");
    if (before.archived === input.archived) return { changed: false, before };
    await tx.execute(
      input.archived
        ? sql`update products set archived_at = now(), is_active = false, updated_at = now() where id = ${input.id}`
        : sql`update products set archived_at = null, updated_at = now() where id = ${input.id}`,
    );
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.archived ? "product.archive" : "product.restore",
      entity: "product",
      entityId: input.id,
      before: { archived: before.archived, is_active: before.is_active },
      after: { archived: input.archived, is_active: input.archived ? false : before.is_active },
    });
    return { changed: true, before };
  });
  if (outcome.changed && outcome.before.is_active) {
    const { slug, category_slug, parent_slug } = outcome.before;
    await ctx.revalidate([`/product/${slug}`, `/category/${category_slug}`, ...(parent_slug ? [`/category/${parent_slug}`] : [])]);
  }
  return getAdminProduct(ctx, input.id);
}

/**
 * PUT /v1/admin/products/{id}/image-order: the images in the order sent (a permutation of
 * the product's own: anything else is a 422 and nothing moves); the first is the main one.
 * Positions are moved out of the way first, as (product_id, position) is the key.
 */
export async function reorderImages(ctx: AdminCatalogCtx, input: { actorId: string; id: number; mediaKeys: string[] }) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await tx.execute<{ slug: string; category_slug: string; parent_slug: string | null }>(sql`
      select p.slug, c.slug as category_slug, parent.slug as parent_slug
      from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
      where p.id = ${input.id} for update of p`);
    const product = found.rows[0];
    if (!product) throw notFound("Product not found");
    const current = (
      await tx.execute<{ media_key: string }>(sql`select media_key from product_images where product_id = ${input.id} order by position`)
    ).rows.map((row) => row.media_key);
    const same =
      input.mediaKeys.length === current.length && new Set(input.mediaKeys).size === current.length && input.mediaKeys.every((key) => current.includes(key));
    if (!same) throw new AppError("validation_failed", IMAGE_ORDER_MESSAGE, { field: "media_keys" });
    if (input.mediaKeys.every((key, index) => key === current[index])) return null;
    await tx.execute(sql`update product_images set position = -position - 1 where product_id = ${input.id}`);
    for (const [position, key] of input.mediaKeys.entries()) {
      await tx.execute(sql`update product_images set position = ${position} where product_id = ${input.id} and media_key = ${key}`);
    }
    await tx.execute(sql`update products set updated_at = now() where id = ${input.id}`);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "product.image_order",
      entity: "product",
      entityId: input.id,
      before: { images: current },
      after: { images: input.mediaKeys },
    });
    return product;
  });
  if (outcome) {
    await ctx.revalidate([
      `/product/${outcome.slug}`,
      `/category/${outcome.category_slug}`,
      ...(outcome.parent_slug ? [`/category/${outcome.parent_slug}`] : []),
    ]);
  }
  return getAdminProduct(ctx, input.id);
}
