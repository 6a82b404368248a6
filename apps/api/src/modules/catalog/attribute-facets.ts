import type { AttributeFacet, AttributeKind } from "@shop/contracts";
import type { Database } from "@shop/db";
import { sql, type SQL } from "drizzle-orm";
import { attributeCondition, type AttributeFilter } from "./attribute-filters";
import { listingFrom, listingWhere, type ProductFilters } from "./product-queries";

type FacetRow = {
  attribute_id: number;
  key: string;
  name: string;
  unit: string | null;
  kind: AttributeKind;
  position: number;
  choice: string | null;
  flag: boolean | null;
  count: number;
  min: number | null;
  max: number | null;
};

/**
 * Which filters a value row must pass: every attribute filter except its own attribute's,
 * so a shopper can tick a second interface and see what a wider voltage range would add.
 */
function otherFilters(filters: AttributeFilter[], matched: SQL[]): SQL {
  if (!filters.length) return sql`true`;
  const all = sql.join(matched, sql` and `);
  const cases = filters.map((f, i) => {
    const others = matched.filter((_, j) => j !== i);
    return sql`when v.attribute_id = ${f.attributeId} then ${others.length ? sql.join(others, sql` and `) : sql`true`}`;
  });
  return sql`(case ${sql.join(cases, sql` `)} else ${all} end)`;
}

/**
 * The facets of the filterable attributes of the products in view, in one statement: each
 * product under every non-attribute filter is matched once against each attribute filter,
 * then its values are grouped per attribute and value (choices and yes/no counted, numbers
 * as their lowest and highest). An attribute shows where the product's category lists it
 * as filterable.
 */
export async function attributeFacets(db: Database, filters: ProductFilters): Promise<AttributeFacet[]> {
  const attributeFilters = filters.attributes ?? [];
  const rest: ProductFilters = { ...filters, attributes: undefined };
  const matchColumns = attributeFilters.map((f, i) => sql`${attributeCondition(f)} as ${sql.raw(`m${i}`)}`);
  const matched = attributeFilters.map((_, i) => sql.raw(`m.m${i}`));
  const result = await db.execute<FacetRow>(sql`
    with m as materialized (
      select p.id, p.category_id ${matchColumns.length ? sql`, ${sql.join(matchColumns, sql`, `)}` : sql``}
      from ${listingFrom(rest)}
      where ${listingWhere(rest)}
    )
    select v.attribute_id, a.key, a.name, a.unit, a.kind, min(ca.position)::int as position, v.choice, v.flag,
      count(distinct m.id)::int as count, min(v.num_min) as min, max(v.num_max) as max
    from m
    join product_attribute_values v on v.product_id = m.id
    join category_attributes ca on ca.category_id = m.category_id and ca.attribute_id = v.attribute_id and ca.filterable
    join attributes a on a.id = v.attribute_id
    where ${otherFilters(attributeFilters, matched)}
    group by v.attribute_id, a.key, a.name, a.unit, a.kind, v.choice, v.flag`);
  return toFacets(result.rows, attributeFilters);
}

function toFacets(rows: FacetRow[], filters: AttributeFilter[]): AttributeFacet[] {
  const byId = new Map<number, AttributeFacet & { position: number }>();
  for (const row of rows) {
    const id = Number(row.attribute_id);
    const facet = byId.get(id) ?? {
      key: row.key,
      name: row.name,
      unit: row.unit,
      kind: row.kind,
      count: 0,
      values: [],
      min: null,
      max: null,
      position: Number(row.position),
    };
    byId.set(id, facet);
    const count = Number(row.count);
    facet.position = Math.min(facet.position, Number(row.position));
    if (row.kind === "number") {
      facet.count += count;
      facet.min = row.min === null ? facet.min : Math.min(facet.min ?? Infinity, Number(row.min));
      facet.max = row.max === null ? facet.max : Math.max(facet.max ?? -Infinity, Number(row.max));
    } else if (row.choice !== null) {
      facet.values.push({ value: row.choice, count });
    } else if (row.flag !== null) {
      facet.values.push({ value: row.flag ? "yes" : "no", count });
    }
  }
  for (const facet of byId.values()) {
    if (facet.kind === "choice") facet.values.sort((a, b) => a.value.localeCompare(b.value, "en", { numeric: true }));
    if (facet.kind === "boolean") facet.values.sort((a) => (a.value === "yes" ? -1 : 1));
    // Products with any value: a product with two choices counts once per choice.
    if (facet.kind !== "number") facet.count = facet.values.reduce((n, v) => Math.max(n, v.count), 0);
  }
  // A ticked value stays, with 0, so it can be unticked.
  for (const f of filters) {
    const facet = [...byId.values()].find((x) => x.key === f.key);
    if (!facet) continue;
    const ticked = f.kind === "choice" ? f.choices : f.kind === "boolean" ? [f.flag ? "yes" : "no"] : [];
    for (const value of ticked) if (!facet.values.some((v) => v.value === value)) facet.values.push({ value, count: 0 });
  }
  return [...byId.values()].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name)).map(({ position: _position, ...facet }) => facet);
}
