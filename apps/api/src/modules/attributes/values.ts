import { and, eq, inArray, sql } from "drizzle-orm";
import { attributes, categoryAttributes, productAttributeValues } from "@shop/db";
import { formatAttributeValue, normaliseAttributeValue, type NormalisedAttributeValue } from "@shop/contracts";
import { namedAttributeError, type AdminAttribute } from "@shop/contracts/attribute-admin";
import type { DbOrTx } from "../../lib/db";

/** An attribute as the back office reads it (its list and a category's). */
export const ADMIN_ATTRIBUTE_COLUMNS = {
  id: attributes.id,
  key: attributes.key,
  name: attributes.name,
  name_bn: attributes.nameBn,
  unit: attributes.unit,
  kind: attributes.kind,
  choices: attributes.choices,
};

/** A category's attributes in its order, as the product form and the CSV import read them. */
export async function categoryAttributeList(db: DbOrTx, categoryId: number): Promise<(AdminAttribute & { position: number; filterable: boolean })[]> {
  return db
    .select({
      ...ADMIN_ATTRIBUTE_COLUMNS,
      position: categoryAttributes.position,
      filterable: categoryAttributes.filterable,
    })
    .from(categoryAttributes)
    .innerJoin(attributes, eq(attributes.id, categoryAttributes.attributeId))
    .where(eq(categoryAttributes.categoryId, categoryId))
    .orderBy(categoryAttributes.position, attributes.name);
}

export type StoredValue = { raw: string; values: NormalisedAttributeValue[] };

/** The products' stored values by product id, then attribute id. */
export async function storedValues(db: DbOrTx, productIds: number[]): Promise<Map<number, Map<number, StoredValue>>> {
  const out = new Map<number, Map<number, StoredValue>>();
  if (!productIds.length) return out;
  const rows = await db
    .select()
    .from(productAttributeValues)
    .where(inArray(productAttributeValues.productId, productIds))
    .orderBy(productAttributeValues.productId, productAttributeValues.attributeId, productAttributeValues.position);
  for (const row of rows) {
    const byAttribute = out.get(row.productId) ?? new Map<number, StoredValue>();
    out.set(row.productId, byAttribute);
    const entry = byAttribute.get(row.attributeId) ?? { raw: row.raw, values: [] };
    byAttribute.set(row.attributeId, entry);
    if (row.flag !== null) entry.values.push({ flag: row.flag });
    else if (row.choice !== null) entry.values.push({ choice: row.choice });
    else if (row.numMin !== null && row.numMax !== null) entry.values.push({ numMin: row.numMin, numMax: row.numMax });
  }
  return out;
}

export const formatStored = (attribute: Pick<AdminAttribute, "unit">, stored: StoredValue | undefined) =>
  stored ? formatAttributeValue(attribute, stored.values) : "";

/** Reads what staff typed for one attribute: the normalised values, or the refusal naming the attribute. */
export function readValue(attribute: AdminAttribute, raw: string): { values: NormalisedAttributeValue[] } | { error: string } {
  const result = normaliseAttributeValue({ kind: attribute.kind, unit: attribute.unit, choices: attribute.choices, name: attribute.name }, raw);
  return "error" in result ? { error: namedAttributeError(attribute.name, result.error) } : result;
}

/** Replaces one product's value of one attribute (null: removes it). */
export async function writeValue(tx: DbOrTx, input: { productId: number; attributeId: number; raw: string; values: NormalisedAttributeValue[] | null }) {
  await tx
    .delete(productAttributeValues)
    .where(and(eq(productAttributeValues.productId, input.productId), eq(productAttributeValues.attributeId, input.attributeId)));
  if (!input.values?.length) return;
  await tx.insert(productAttributeValues).values(
    input.values.map((v, position) => ({
      productId: input.productId,
      attributeId: input.attributeId,
      position,
      raw: input.raw.trim(),
      numMin: "numMin" in v ? v.numMin : null,
      numMax: "numMax" in v ? v.numMax : null,
      choice: "choice" in v ? v.choice : null,
      flag: "flag" in v ? v.flag : null,
    })),
  );
}

/** The storefront pages that show a product. */
export async function productPagePaths(db: DbOrTx, productId: number): Promise<string[]> {
  const found = await db.execute<{ slug: string; category_slug: string; parent_slug: string | null }>(sql`
    select p.slug, c.slug as category_slug, parent.slug as parent_slug
    from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
    where p.id = ${productId}`);
  const row = found.rows[0];
  if (!row) return [];
  return [`/product/${row.slug}`, `/category/${row.category_slug}`, ...(row.parent_slug ? [`/category/${row.parent_slug}`] : [])];
}
