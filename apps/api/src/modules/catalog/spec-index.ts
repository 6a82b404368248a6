import type { AttributeKind } from "@shop/contracts";
import type { Database } from "@shop/db";
import { sql } from "drizzle-orm";
import type { AttributeFilter } from "./attribute-filters";
import { listingFrom, listingWhere, type ProductFilters } from "./product-queries";

/**
 * The typed specifications in memory (decision 048): every active product's category and
 * attribute values, each category's filterable attributes, and the category tree, read in
 * five statements and kept per API process under the catalog version, which every write
 * to products, categories, attributes, category_attributes and product_attribute_values
 * moves (migrations 0001, 0010, 0036) and a stock change does not. A listing's attribute
 * filters and its facets are then worked out here for each request: nothing of an answer
 * is kept, only the values it is worked out from, as the search vocabulary is
 * (search/service.ts). On 100,000 products the SQL form read the category's products and
 * their value rows three times per request (370 ms); this reads the version (one row) and
 * walks the category's values in flat arrays (a few milliseconds for 46,000 products).
 */

/** `nameBn`: the Bangla name (issue 50), null where none; the facets choose per request's locale. */
export type AttributeMeta = { id: number; key: string; name: string; nameBn: string | null; unit: string | null; kind: AttributeKind };
type CategoryRow = { id: number; slug: string; parentId: number | null; active: boolean };

/**
 * Products in category order, each with a run of values. A value's `group` numbers the
 * (attribute, choice, yes/no) it is counted under and its `position` is its place among its
 * product's category's filterable attributes (-1: not filterable there), both worked out at
 * build, so a request compares numbers and counts into arrays.
 */
type SpecIndex = {
  version: string;
  productIds: Int32Array;
  /** Product i's brand id, 0 for none. */
  brandOf: Int32Array;
  /** Product i's values are start[i] to start[i + 1] - 1. */
  start: Int32Array;
  /** A product id's place in productIds. */
  place: Map<number, number>;
  /** Per category, the places [from, to) of its active products. */
  byCategory: Map<number, [number, number]>;
  valueAttribute: Int32Array;
  valueGroup: Int32Array;
  valuePosition: Int32Array;
  /** A number's span; NaN where the value is not a number. */
  valueMin: Float64Array;
  valueMax: Float64Array;
  /** Per group number, what it counts. */
  groups: { attribute: AttributeMeta; choice: string | null; flag: boolean | null }[];
  categories: CategoryRow[];
};

/** One facet group, as the SQL form grouped it (attribute-facets.ts turns them into facets). */
export type FacetGroup = AttributeMeta & {
  position: number;
  choice: string | null;
  flag: boolean | null;
  count: number;
  min: number | null;
  max: number | null;
};

const indexes = new WeakMap<Database, { version: string; index: Promise<SpecIndex> }>();

async function catalogVersion(db: Database): Promise<string> {
  const result = await db.execute<{ version: string | number }>(sql`select version from catalog_version where id = 1`);
  return String(result.rows[0]?.version ?? "0");
}

async function build(db: Database, version: string): Promise<SpecIndex> {
  const [productRows, valueRows, filterableRows, categoryRows, attributeRows] = await Promise.all([
    db.execute<{ id: number; category_id: number; brand_id: number | null }>(
      sql`select id, category_id, brand_id from products where is_active order by category_id, id`,
    ),
    db.execute<{ product_id: number; attribute_id: number; choice: string | null; flag: boolean | null; num_min: number | null; num_max: number | null }>(
      sql`select v.product_id, v.attribute_id, v.choice, v.flag, v.num_min, v.num_max
          from product_attribute_values v join products p on p.id = v.product_id and p.is_active
          order by v.product_id, v.attribute_id, v.position`,
    ),
    db.execute<{ category_id: number; attribute_id: number; position: number }>(
      sql`select category_id, attribute_id, position from category_attributes where filterable`,
    ),
    db.execute<{ id: number; slug: string; parent_id: number | null; is_active: boolean }>(sql`select id, slug, parent_id, is_active from categories`),
    db.execute<{ id: number; key: string; name: string; name_bn: string | null; unit: string | null; kind: AttributeKind }>(
      sql`select id, key, name, nullif(btrim(name_bn), '') as name_bn, unit, kind from attributes`,
    ),
  ]);
  const filterable = new Map<number, Map<number, number>>();
  for (const row of filterableRows.rows) {
    const category = Number(row.category_id);
    const map = filterable.get(category) ?? new Map<number, number>();
    map.set(Number(row.attribute_id), Number(row.position));
    filterable.set(category, map);
  }
  const attributes = new Map(
    attributeRows.rows.map((r) => [Number(r.id), { id: Number(r.id), key: r.key, name: r.name, nameBn: r.name_bn, unit: r.unit, kind: r.kind }]),
  );

  const count = productRows.rows.length;
  const productIds = new Int32Array(count);
  const brandOf = new Int32Array(count);
  const categoryOf = new Int32Array(count);
  const place = new Map<number, number>();
  const byCategory = new Map<number, [number, number]>();
  productRows.rows.forEach((row, i) => {
    const id = Number(row.id);
    const category = Number(row.category_id);
    productIds[i] = id;
    brandOf[i] = row.brand_id === null ? 0 : Number(row.brand_id);
    categoryOf[i] = category;
    place.set(id, i);
    const range = byCategory.get(category);
    if (range) range[1] = i + 1;
    else byCategory.set(category, [i, i + 1]);
  });

  // Values grouped by product place, then laid out flat in place order.
  const perPlace: (typeof valueRows.rows)[] = Array.from({ length: count }, () => []);
  for (const row of valueRows.rows) {
    const i = place.get(Number(row.product_id));
    if (i !== undefined && attributes.has(Number(row.attribute_id))) perPlace[i]!.push(row);
  }
  const total = perPlace.reduce((n, rows) => n + rows.length, 0);
  const start = new Int32Array(count + 1);
  const valueAttribute = new Int32Array(total);
  const valueGroup = new Int32Array(total);
  const valuePosition = new Int32Array(total);
  const valueMin = new Float64Array(total);
  const valueMax = new Float64Array(total);
  const groups: SpecIndex["groups"] = [];
  const groupOf = new Map<string, number>();
  let v = 0;
  for (let i = 0; i < count; i++) {
    start[i] = v;
    for (const row of perPlace[i]!) {
      const attribute = attributes.get(Number(row.attribute_id))!;
      const key = `${attribute.id}\u0000${row.choice ?? ""}\u0000${row.flag ?? ""}`;
      let group = groupOf.get(key);
      if (group === undefined) {
        group = groups.length;
        groups.push({ attribute, choice: row.choice, flag: row.flag });
        groupOf.set(key, group);
      }
      valueAttribute[v] = attribute.id;
      valueGroup[v] = group;
      valuePosition[v] = filterable.get(categoryOf[i]!)?.get(attribute.id) ?? -1;
      valueMin[v] = row.num_min === null ? NaN : Number(row.num_min);
      valueMax[v] = row.num_max === null ? NaN : Number(row.num_max);
      v += 1;
    }
  }
  start[count] = v;
  return {
    version,
    productIds,
    brandOf,
    start,
    place,
    byCategory,
    valueAttribute,
    valueGroup,
    valuePosition,
    valueMin,
    valueMax,
    groups,
    categories: categoryRows.rows.map((r) => ({
      id: Number(r.id),
      slug: r.slug,
      parentId: r.parent_id === null ? null : Number(r.parent_id),
      active: Boolean(r.is_active),
    })),
  };
}

/** The index for the catalog as it is now: rebuilt once (shared by the requests waiting for it) when the version has moved. */
async function specIndex(db: Database): Promise<SpecIndex> {
  const version = await catalogVersion(db);
  const kept = indexes.get(db);
  if (kept?.version === version) return kept.index;
  const index = build(db, version);
  indexes.set(db, { version, index });
  index.catch(() => {
    if (indexes.get(db)?.index === index) indexes.delete(db);
  });
  return index;
}

/** A filter as the walk reads it: its attribute, and which groups (choices, yes/no) or which span (numbers) it accepts. */
type Compiled = { attribute: number; groups: Uint8Array | null; lo: number; hi: number };

function compile(index: SpecIndex, filter: AttributeFilter): Compiled {
  if (filter.kind === "number") return { attribute: filter.attributeId, groups: null, lo: filter.lo ?? -Infinity, hi: filter.hi ?? Infinity };
  const groups = new Uint8Array(index.groups.length);
  index.groups.forEach((group, g) => {
    if (group.attribute.id !== filter.attributeId) return;
    const accepted = filter.kind === "choice" ? group.choice !== null && filter.choices.includes(group.choice) : group.flag === filter.flag;
    if (accepted) groups[g] = 1;
  });
  return { attribute: filter.attributeId, groups, lo: 0, hi: 0 };
}

/** Does product place i pass the filter? A number overlaps, as the SQL form: its lowest at most the range's highest and its highest at least the range's lowest. */
function passes(index: SpecIndex, i: number, filter: Compiled): boolean {
  for (let v = index.start[i]!; v < index.start[i + 1]!; v++) {
    if (index.valueAttribute[v] !== filter.attribute) continue;
    if (filter.groups ? filter.groups[index.valueGroup[v]!] === 1 : index.valueMin[v]! <= filter.hi && index.valueMax[v]! >= filter.lo) return true;
  }
  return false;
}

/** The categories a slug lists, as whereClause's subquery reads them: the category and its children, each active under an active parent. */
function categoryIds(index: SpecIndex, slug: string): number[] {
  const byId = new Map(index.categories.map((c) => [c.id, c]));
  return index.categories
    .filter((c) => {
      const parent = c.parentId === null ? null : (byId.get(c.parentId) ?? null);
      return (c.slug === slug || parent?.slug === slug) && c.active && (parent === null || parent.active);
    })
    .map((c) => c.id);
}

/** Only a category (or nothing) narrows the listing besides the attributes: the index alone knows the products in view. */
function onlyCategory(filters: ProductFilters): boolean {
  return (
    !filters.brandSlugs?.length &&
    !filters.tag &&
    !filters.search &&
    filters.minPrice === undefined &&
    filters.maxPrice === undefined &&
    !filters.inStock &&
    !filters.onSale
  );
}

/** The places of the products in view under every filter but the attributes. */
async function placesInView(db: Database, index: SpecIndex, filters: ProductFilters): Promise<number[]> {
  if (onlyCategory(filters)) {
    if (!filters.categorySlug) return Array.from({ length: index.productIds.length }, (_, i) => i);
    const places: number[] = [];
    for (const category of categoryIds(index, filters.categorySlug)) {
      const [from, to] = index.byCategory.get(category) ?? [0, 0];
      for (let i = from; i < to; i++) places.push(i);
    }
    return places;
  }
  const rest: ProductFilters = { ...filters, attributes: undefined, productIds: undefined };
  const result = await db.execute<{ id: number }>(sql`select p.id from ${listingFrom(rest)} where ${listingWhere(rest)}`);
  return result.rows.map((r) => index.place.get(Number(r.id))).filter((i): i is number => i !== undefined);
}

/**
 * The products in view that pass every attribute filter (null without attribute filters:
 * the listing needs no list of ids then) and the facets' groups: each filterable value of
 * the products in view that passes every attribute filter but its own attribute's, so a
 * shopper can tick a second interface and see what a wider voltage range would add.
 */
export type SpecView = {
  /** The ids of the products that pass (null without attribute filters). */
  matched: number[] | null;
  groups: FacetGroup[];
  /** Per brand id (0: none), the products in view that pass every filter: the brand facet where no brand is ticked. */
  brands: Map<number, number>;
};

export async function specView(db: Database, filters: ProductFilters): Promise<SpecView> {
  const index = await specIndex(db);
  const compiled = (filters.attributes ?? []).map((f) => compile(index, f));
  const places = await placesInView(db, index, filters);
  const matched: number[] = [];
  const brands = new Map<number, number>();
  // Per group: products counted, the last product counted (a product with two values in one group counts once), its span and its lowest position.
  const n = index.groups.length;
  const counts = new Int32Array(n);
  const last = new Int32Array(n).fill(-1);
  const mins = new Float64Array(n).fill(Infinity);
  const maxs = new Float64Array(n).fill(-Infinity);
  const positions = new Int32Array(n).fill(-1);
  for (const i of places) {
    let fails = 0;
    let failed = -1;
    for (const filter of compiled) {
      if (passes(index, i, filter)) continue;
      fails += 1;
      failed = filter.attribute;
      if (fails > 1) break;
    }
    if (fails === 0) {
      matched.push(index.productIds[i]!);
      brands.set(index.brandOf[i]!, (brands.get(index.brandOf[i]!) ?? 0) + 1);
    }
    if (fails > 1) continue;
    for (let v = index.start[i]!; v < index.start[i + 1]!; v++) {
      const position = index.valuePosition[v]!;
      // Not filterable in the product's category, or (one filter failed) not that filter's own attribute.
      if (position < 0 || (fails === 1 && index.valueAttribute[v] !== failed)) continue;
      const g = index.valueGroup[v]!;
      if (positions[g] === -1 || position < positions[g]!) positions[g] = position;
      if (last[g] !== i) {
        counts[g] += 1;
        last[g] = i;
      }
      if (index.valueMin[v]! < mins[g]!) mins[g] = index.valueMin[v]!;
      if (index.valueMax[v]! > maxs[g]!) maxs[g] = index.valueMax[v]!;
    }
  }
  const groups: FacetGroup[] = [];
  for (let g = 0; g < n; g++) {
    if (counts[g] === 0) continue;
    const { attribute, choice, flag } = index.groups[g]!;
    const min = mins[g]!;
    const max = maxs[g]!;
    groups.push({
      ...attribute,
      position: positions[g]!,
      choice,
      flag,
      count: counts[g]!,
      min: Number.isFinite(min) ? min : null,
      max: Number.isFinite(max) ? max : null,
    });
  }
  return { matched: compiled.length ? matched : null, groups, brands };
}
