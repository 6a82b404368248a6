import { asc, max, notLike, sql } from "drizzle-orm";
import type { Database } from "../client";
import { catalogVersion, products } from "../schema";
import { merchandise } from "./merchandising";
import { CATALOG_BASE_DATE, mulberry32, roundTaka, slugify, type Tx } from "./util";

export type GenerateOptions = {
  /** How many products to add. */
  products: number;
  /** PRNG seed: the same seed over the same catalog gives the same products. */
  seed?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
};

type Variant = { suffix: string; factor: number; spec?: [string, string] };

const PACKS: Variant[] = [
  { suffix: "(Pack of 2)", factor: 1.9, spec: ["Quantity", "2 pcs"] },
  { suffix: "(Pack of 5)", factor: 4.5, spec: ["Quantity", "5 pcs"] },
  { suffix: "(Pack of 10)", factor: 8.5, spec: ["Quantity", "10 pcs"] },
];
const EDITIONS: Variant[] = [
  { suffix: "V2", factor: 1.1 },
  { suffix: "(Premium Quality)", factor: 1.25 },
  { suffix: "(Assembled & Tested)", factor: 1.15 },
  { suffix: "(Imported)", factor: 1.05 },
  { suffix: "(Black Edition)", factor: 1.05 },
  { suffix: "(Lab Grade)", factor: 1.3 },
  { suffix: "(Combo Offer)", factor: 1.8, spec: ["Quantity", "2 pcs"] },
];

type Template = { id: number; name: string; price: number; specs: { key: string; value: string }[] };

/** Demo (non-generated) products are the templates; their pictures are the shared image pool. */
function loadTemplates(tx: Tx): Promise<Template[]> {
  return tx
    .select({ id: products.id, name: products.name, price: products.price, specs: products.specs })
    .from(products)
    .where(notLike(products.sku, "GEN-%"))
    .orderBy(asc(products.id))
    .limit(5000);
}

/**
 * One statement per batch: the rows travel as a single JSON parameter, the
 * template's text (description, specs, part number) is copied inside the
 * database, and each new product gets its template's pictures.
 */
async function insertBatch(tx: Tx, rows: object[]) {
  await tx.execute(sql`
    WITH v AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(
        template_id int, slug text, name text, sku text, price int, discount_price int, stock int,
        tags text[], specs jsonb, sold_count int, is_special boolean, created_at timestamptz)
    ), ins AS (
      INSERT INTO products (slug, name, sku, part_number, brand_id, category_id, search_text, price, discount_price, stock, tags,
        specs, short_description, description, sold_count, is_special, created_at, updated_at)
      SELECT v.slug, v.name, v.sku, t.part_number, t.brand_id, t.category_id, t.search_text, v.price, v.discount_price, v.stock, v.tags,
        coalesce(v.specs, t.specs), t.short_description, t.description, v.sold_count, v.is_special, v.created_at, v.created_at
      FROM v JOIN products t ON t.id = v.template_id
      RETURNING id, slug, name, part_number, sku, search_text, tags, short_description, specs
    ), search AS (
      INSERT INTO product_search (product_id, search_name, search_doc, search_key, name_words)
      SELECT ins.id, s.search_name, s.search_name || search_detail_vector(ins.short_description, ins.specs), search_key_text(ins.name, ins.part_number, ins.sku),
        to_tsvector('simple', search_norm(ins.name))
      FROM ins CROSS JOIN LATERAL (SELECT search_name_vector(ins.name, ins.part_number, ins.sku, ins.search_text, ins.tags) AS search_name) s
    ), attributes AS (
      -- A variant keeps its template's typed specifications (issue 48), so filters and facets have 100,000 products' values.
      INSERT INTO product_attribute_values (product_id, attribute_id, position, raw, num_min, num_max, choice, flag)
      SELECT ins.id, pav.attribute_id, pav.position, pav.raw, pav.num_min, pav.num_max, pav.choice, pav.flag
      FROM ins JOIN v ON v.slug = ins.slug JOIN product_attribute_values pav ON pav.product_id = v.template_id
    )
    INSERT INTO product_images (product_id, position, media_key, alt)
    SELECT ins.id, pi.position, pi.media_key, ins.name
    FROM ins JOIN v ON v.slug = ins.slug JOIN product_images pi ON pi.product_id = v.template_id`);
}

/**
 * Triggers whose work the generator does itself when it turns triggers off: the
 * catalog-version bump (once, at the end), the search text (copied from the
 * template, which has the same brand and category), the search columns (product_search,
 * written by insertBatch with the functions products_search_vectors calls) and the search
 * vocabulary (rebuilt at the end with search_terms_refresh()).
 */
const TRIGGERS_DONE_HERE = [
  "products_bump_catalog_version",
  "products_search_text",
  "products_search_vectors",
  "products_search_terms_insert",
  "products_search_terms_update",
  "products_search_terms_delete",
];

/**
 * Foreign-key checks are two thirds of the cost of this bulk insert, and every
 * reference is copied from rows that exist in this same transaction. So when the
 * role may (PGlite; a superuser on PostgreSQL) and no trigger other than those in
 * TRIGGERS_DONE_HERE is attached (any other must still run), the generator turns
 * row triggers off for its own transaction and does their work itself.
 */
async function skipRowTriggers(tx: Tx): Promise<boolean> {
  const done = sql.join(
    TRIGGERS_DONE_HERE.map((name) => sql`${name}`),
    sql`, `,
  );
  const result = await tx.execute<{ superuser: boolean; others: number }>(sql`
    SELECT current_setting('is_superuser') = 'on' AS superuser,
      (SELECT count(*)::int FROM pg_trigger
        WHERE tgrelid IN ('products'::regclass, 'product_images'::regclass, 'product_search'::regclass)
          AND NOT tgisinternal AND tgname NOT IN (${done})) AS others`);
  const [{ superuser, others }] = result.rows;
  if (!superuser || others > 0) return false;
  await tx.execute(sql`SET LOCAL session_replication_role = replica`);
  return true;
}

/** From this many products on, the GIN indexes are rebuilt after the load rather than kept up row by row. */
const REBUILD_GIN_FROM = 5000;

/**
 * The GIN indexes on products and product_search (full-text, trigram, tags) keep no pending list
 * (fastupdate off, see the schema), so each inserted row updates them in place:
 * for a bulk load, dropping them and building them again afterwards is several
 * times faster. Returns the statements that re-create them.
 */
async function dropGinIndexes(tx: Tx): Promise<string[]> {
  const result = await tx.execute<{ name: string; definition: string }>(sql`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid IN ('products'::regclass, 'product_search'::regclass) AND am.amname = 'gin'
    ORDER BY c.relname`);
  for (const { name } of result.rows) await tx.execute(sql`DROP INDEX ${sql.identifier(name)}`);
  return result.rows.map((r) => r.definition);
}

/**
 * Append `products` synthetic products for benchmarks. Each is a variant (pack
 * size, edition) of a demo product in the same category and brand, reusing its
 * pictures, so 100,000 products need no new images. Slugs and SKUs carry a
 * counter above every existing id, so repeated runs never collide. Returns the
 * number of products added (all or nothing: one transaction).
 */
export async function generateCatalog(db: Database, options: GenerateOptions): Promise<number> {
  const total = Math.floor(options.products);
  if (!Number.isFinite(total) || total < 0) throw new Error(`products must be a non-negative number, got ${options.products}`);
  if (total === 0) return 0;
  const rng = mulberry32(options.seed ?? 1);
  const batchSize = options.batchSize ?? 1000;

  const added = await db.transaction(async (tx) => {
    const templates = await loadTemplates(tx);
    if (templates.length === 0) throw new Error("generateCatalog needs the demo catalog first: run seedIfEmpty(db) before it");
    const [{ top }] = await tx.select({ top: max(products.id) }).from(products);
    const base = top ?? 0;
    const slugBase = new Map(templates.map((t) => [t.id, slugify(t.name).slice(0, 90)]));
    const triggersOff = await skipRowTriggers(tx);
    const ginIndexes = total >= REBUILD_GIN_FROM ? await dropGinIndexes(tx) : [];

    for (let start = 0; start < total; start += batchSize) {
      const size = Math.min(batchSize, total - start);
      const rows = Array.from({ length: size }, (_, k) => {
        const n = base + start + k + 1;
        const t = templates[Math.floor(rng() * templates.length)];
        const packed = /pack|pcs|kit|pair|set/i.test(t.name);
        const variant = packed || rng() < 0.55 ? EDITIONS[Math.floor(rng() * EDITIONS.length)] : PACKS[Math.floor(rng() * PACKS.length)];
        const price = roundTaka((t.price / 100) * variant.factor * (0.92 + rng() * 0.2)) * 100;
        const shop = merchandise(rng, price, CATALOG_BASE_DATE, 365);
        const specs = variant.spec ? [...t.specs.filter((s) => s.key !== variant.spec![0]), { key: variant.spec[0], value: variant.spec[1] }].slice(-8) : null;
        return {
          template_id: t.id,
          slug: `${slugBase.get(t.id)}-${slugify(variant.suffix)}-${n}`,
          name: `${t.name} ${variant.suffix}`,
          sku: `GEN-${String(n).padStart(7, "0")}`,
          price,
          discount_price: shop.discountPrice,
          stock: shop.stock,
          tags: shop.tags,
          specs,
          sold_count: shop.soldCount,
          is_special: rng() < 0.005,
          created_at: shop.createdAt.toISOString(),
        };
      });
      await insertBatch(tx, rows);
    }
    for (const definition of ginIndexes) await tx.execute(sql.raw(definition));
    if (triggersOff) {
      await tx.update(catalogVersion).set({ version: sql`${catalogVersion.version} + 1`, updatedAt: new Date() });
      await tx.execute(sql`SELECT search_terms_refresh()`);
    }
    return total;
  });
  // Fresh planner statistics after a bulk load (PGlite never autovacuums).
  await db.execute(sql`ANALYZE`);
  return added;
}
