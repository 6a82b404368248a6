import { asc, eq, sql } from "drizzle-orm";
import { attributes, categoryAttributes, categories, products, type Database } from "@shop/db";
import { parseUnit, type NormalisedAttributeValue } from "@shop/contracts";
import {
  ATTRIBUTE_MESSAGES,
  type AdminAttribute,
  type AdminCategoryAttribute,
  type AdminProductAttributeValue,
  type CategoryAttributeInput,
} from "@shop/contracts/attribute-admin";
import { AppError, notFound } from "../../lib/app-error";
import { recordAudit } from "../admin/audit";
import { ADMIN_ATTRIBUTE_COLUMNS, categoryAttributeList, formatStored, productPagePaths, readValue, storedValues, writeValue } from "./values";

export type AttributesCtx = { db: Database; revalidate: (paths: string[]) => Promise<void> };
type Actor = { actorId: string };

const refuse = (field: string, message: string) => new AppError("validation_failed", message, { field });

/** GET /v1/admin/attributes: every attribute, shared across categories, by name. */
export async function listAttributes(db: Database): Promise<AdminAttribute[]> {
  return db.select(ADMIN_ATTRIBUTE_COLUMNS).from(attributes).orderBy(asc(attributes.name));
}

/** GET /v1/admin/categories/{id}/attributes. */
export async function listCategoryAttributes(db: Database, categoryId: number): Promise<AdminCategoryAttribute[]> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw notFound("Category not found");
  return categoryAttributeList(db, categoryId);
}

/**
 * PUT /v1/admin/categories/{id}/attributes: the category's whole list in its order. An
 * attribute is shared by key across categories: a new key makes one, a known key edits it.
 * Its kind and unit can not change, nor a choice disappear, while products hold values
 * read in them (the stored numbers are in that unit).
 */
export async function saveCategoryAttributes(ctx: AttributesCtx, input: Actor & { categoryId: number; list: CategoryAttributeInput[] }) {
  const slug = await ctx.db.transaction(async (tx) => {
    const [category] = await tx
      .execute<{ slug: string; parent_slug: string | null }>(
        sql`
      select c.slug, parent.slug as parent_slug from categories c left join categories parent on parent.id = c.parent_id
      where c.id = ${input.categoryId} for update of c`,
      )
      .then((r) => r.rows);
    if (!category) throw notFound("Category not found");
    const before = await categoryAttributeList(tx, input.categoryId);
    const ids: number[] = [];
    for (const [index, item] of input.list.entries()) {
      const field = `attributes.${index}`;
      const unit = item.kind === "number" ? item.unit?.trim() || null : null;
      if (item.kind !== "number" && item.unit?.trim()) throw refuse(`${field}.unit`, `${item.name}: ${ATTRIBUTE_MESSAGES.unitOnlyNumbers}`);
      if (unit && !parseUnit(unit)) throw refuse(`${field}.unit`, `${item.name}: the unit “${unit}” is not one the shop knows (V, mA, Ω, inch, kg·cm, RPM…)`);
      const choices = item.kind === "choice" ? [...new Set(item.choices)] : [];
      // Bangla name (issue 50): empty is none; left out, a known attribute keeps its own.
      const nameBn = item.name_bn === undefined ? undefined : item.name_bn?.trim() || null;
      const [existing] = await tx.select().from(attributes).where(eq(attributes.key, item.key)).for("update");
      if (!existing) {
        const [made] = await tx
          .insert(attributes)
          .values({ key: item.key, name: item.name, nameBn: nameBn ?? null, unit, kind: item.kind, choices })
          .returning({ id: attributes.id });
        ids.push(made.id);
        continue;
      }
      const used = await tx.execute<{ n: number; choices: string[] | null }>(sql`
        select count(distinct product_id)::int as n, array_remove(array_agg(distinct choice), null) as choices
        from product_attribute_values where attribute_id = ${existing.id}`);
      const inUse = Number(used.rows[0]?.n ?? 0);
      if (inUse > 0 && (existing.kind !== item.kind || (existing.unit ?? null) !== unit)) {
        throw refuse(`${field}.kind`, `${item.name}: ${inUse} products have values in ${existing.unit ?? existing.kind}; its kind and unit can not change`);
      }
      const lost = choices.length ? (used.rows[0]?.choices ?? []).filter((choice) => !choices.includes(choice)) : [];
      if (lost.length) throw refuse(`${field}.choices`, `${item.name}: products have the choice ${lost.join(", ")}; keep it or change those products first`);
      await tx
        .update(attributes)
        .set({ name: item.name, ...(nameBn === undefined ? {} : { nameBn }), unit, kind: item.kind, choices, updatedAt: sql`now()` })
        .where(eq(attributes.id, existing.id));
      ids.push(existing.id);
    }
    await tx.delete(categoryAttributes).where(eq(categoryAttributes.categoryId, input.categoryId));
    if (ids.length) {
      await tx
        .insert(categoryAttributes)
        .values(ids.map((attributeId, position) => ({ categoryId: input.categoryId, attributeId, position, filterable: input.list[position].filterable })));
    }
    const after = await categoryAttributeList(tx, input.categoryId);
    const summary = (list: AdminCategoryAttribute[]) =>
      list.map(({ key, name, name_bn, unit, kind, choices, filterable }) => ({ key, name, name_bn, unit, kind, choices, filterable }));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "category.attributes",
      entity: "category",
      entityId: input.categoryId,
      before: { attributes: summary(before) },
      after: { attributes: summary(after) },
    });
    return [category.slug, category.parent_slug].filter((s): s is string => Boolean(s));
  });
  await ctx.revalidate(slug.map((s) => `/category/${s}`));
  return categoryAttributeList(ctx.db, input.categoryId);
}

async function productCategory(db: Database, productId: number): Promise<number> {
  const [product] = await db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound("Product not found");
  return product.categoryId;
}

/** GET /v1/admin/products/{id}/attributes: its category's attributes with the product's values. */
export async function listProductValues(db: Database, productId: number): Promise<AdminProductAttributeValue[]> {
  const list = await categoryAttributeList(db, await productCategory(db, productId));
  const stored = (await storedValues(db, [productId])).get(productId);
  return list.map(({ id, key, name, name_bn, unit, kind, choices }) => {
    const value = stored?.get(id);
    return { id, key, name, name_bn, unit, kind, choices, raw: value?.raw ?? "", formatted: formatStored({ unit }, value) };
  });
}

/**
 * PUT /v1/admin/products/{id}/attributes: each value sent is read by the normaliser; one
 * that does not parse refuses the whole form, naming the attribute, and nothing changes.
 */
export async function saveProductValues(ctx: AttributesCtx, input: Actor & { productId: number; values: Record<string, string> }) {
  const categoryId = await productCategory(ctx.db, input.productId);
  const list = await categoryAttributeList(ctx.db, categoryId);
  const byKey = new Map(list.map((a) => [a.key, a]));
  const errors: { field: string; message: string }[] = [];
  type Plan = { attribute: (typeof list)[number]; raw: string; values: NormalisedAttributeValue[] | null };
  const plans = Object.entries(input.values).flatMap(([key, raw]): Plan[] => {
    const attribute = byKey.get(key);
    if (!attribute) {
      errors.push({ field: `values.${key}`, message: `“${key}” is not a specification of this product's category` });
      return [];
    }
    if (!raw.trim()) return [{ attribute, raw: "", values: null }];
    const read = readValue(attribute, raw);
    if ("error" in read) {
      errors.push({ field: `values.${key}`, message: read.error });
      return [];
    }
    return [{ attribute, raw, values: read.values }];
  });
  if (errors.length) throw new AppError("validation_failed", errors[0].message, { errors });
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from products where id = ${input.productId} for update`);
    const before = (await storedValues(tx, [input.productId])).get(input.productId);
    const changed = plans.filter((p) => (before?.get(p.attribute.id)?.raw ?? "") !== p.raw.trim());
    if (!changed.length) return;
    for (const plan of changed) await writeValue(tx, { productId: input.productId, attributeId: plan.attribute.id, raw: plan.raw, values: plan.values });
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, input.productId));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "product.attributes",
      entity: "product",
      entityId: input.productId,
      before: Object.fromEntries(changed.map((p) => [p.attribute.key, before?.get(p.attribute.id)?.raw ?? ""])),
      after: Object.fromEntries(changed.map((p) => [p.attribute.key, p.raw.trim()])),
    });
  });
  await ctx.revalidate(await productPagePaths(ctx.db, input.productId));
  return listProductValues(ctx.db, input.productId);
}
