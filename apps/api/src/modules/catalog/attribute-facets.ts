import type { AttributeFacet, Locale } from "@shop/contracts";
import type { AttributeFilter } from "./attribute-filters";
import type { FacetGroup } from "./spec-index";

/**
 * The facets of the filterable attributes of the products in view (an attribute shows
 * where the product's category lists it as filterable): choices and yes/no counted, numbers
 * as their lowest and highest, each counted over what every other filter leaves. The groups
 * are worked out in memory (spec-index.ts); this shapes them. A facet's name is in the
 * reader's language: the Bangla one where the attribute has it, else the English (issue 50).
 */
export function attributeFacets(rows: FacetGroup[], filters: AttributeFilter[], locale: Locale): AttributeFacet[] {
  const byId = new Map<number, AttributeFacet & { position: number }>();
  for (const row of rows) {
    const id = row.id;
    const facet = byId.get(id) ?? {
      key: row.key,
      name: (locale === "bn" ? row.nameBn : null) ?? row.name,
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
