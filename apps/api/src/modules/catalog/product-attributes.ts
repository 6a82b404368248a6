import { formatAttributeValue, type Locale, type NormalisedAttributeValue, type ProductAttribute } from "@shop/contracts";
import type { Database } from "@shop/db";
import { sql } from "drizzle-orm";
import { localized } from "./localized";

type ValueRow = {
  key: string;
  name: string;
  unit: string | null;
  num_min: number | null;
  num_max: number | null;
  choice: string | null;
  flag: boolean | null;
};

/**
 * A product's typed specifications for its page, formatted with units ("3.3–5 V", "I2C, SPI"),
 * in its category's order and then by (English) name; each name in the reader's language, the
 * English one where the attribute has no Bangla name (issue 50).
 */
export async function listProductAttributes(db: Database, input: { productId: number; categoryId: number; locale?: Locale }): Promise<ProductAttribute[]> {
  const result = await db.execute<ValueRow>(sql`
    select a.key, ${localized(input.locale ?? "en", "a", "name")} as name, a.unit, v.num_min, v.num_max, v.choice, v.flag
    from product_attribute_values v
    join attributes a on a.id = v.attribute_id
    left join category_attributes ca on ca.category_id = ${input.categoryId} and ca.attribute_id = v.attribute_id
    where v.product_id = ${input.productId}
    order by coalesce(ca.position, 1000), a.name, v.position`);
  const grouped = new Map<string, { name: string; unit: string | null; values: NormalisedAttributeValue[] }>();
  for (const row of result.rows) {
    const entry = grouped.get(row.key) ?? { name: row.name, unit: row.unit, values: [] };
    grouped.set(row.key, entry);
    if (row.flag !== null) entry.values.push({ flag: row.flag });
    else if (row.choice !== null) entry.values.push({ choice: row.choice });
    else if (row.num_min !== null && row.num_max !== null) entry.values.push({ numMin: Number(row.num_min), numMax: Number(row.num_max) });
  }
  return [...grouped].map(([key, { name, unit, values }]) => ({ key, name, value: formatAttributeValue({ unit }, values, input.locale) }));
}
