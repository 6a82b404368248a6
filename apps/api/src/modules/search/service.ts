import { SUGGESTIONS_MAX, type SearchProduct } from "@shop/contracts";
import { sql, type Database } from "@shop/db";
import { cachedReads, coalesceReads } from "../../lib/coalesce";
import { mediaUrl } from "../../lib/media-url";
import { priceFields } from "../catalog/mappers";
import { suggestionRows } from "./queries";
import { planSearch, type PlanOptions, type SearchPlan } from "./query";
import { Vocabulary, type TermRow } from "./vocabulary";

export type SearchEngine = {
  /** The plan for a shopper's text, or null when it has no words. */
  plan(text: string | undefined | null, options?: PlanOptions): Promise<SearchPlan | null>;
  vocabulary(): Promise<Vocabulary>;
};

export type SearchEngineOptions = {
  db: Database;
  /** How long one read of the vocabulary's version is reused (CATALOG_VERSION_TTL_MS). */
  versionTtlMs: number;
};

/**
 * The vocabulary lives in memory (a few thousand words even for 100,000 products)
 * and is reloaded when the search_terms_version sequence has moved, which happens
 * only when a product's name, part number, brand or category changes, or products
 * come or go; never for stock, price or sales. A copy of it only: every API
 * process loads its own from the database.
 */
export function createSearchEngine({ db, versionTtlMs }: SearchEngineOptions): SearchEngine {
  const readVersion = cachedReads(async () => {
    const result = await db.execute<{ last_value: string | number }>(sql`select last_value from search_terms_version`);
    return Number(result.rows[0]?.last_value ?? 0);
  }, versionTtlMs);
  let loaded: { version: number; vocabulary: Vocabulary } | null = null;
  const load = coalesceReads(async () => {
    const version = await readVersion();
    const [terms, active] = await Promise.all([
      db.execute<TermRow>(sql`select term, products from search_terms`),
      db.execute<{ n: number }>(sql`select count(*)::int as n from products where is_active`),
    ]);
    loaded = { version, vocabulary: new Vocabulary(terms.rows, Number(active.rows[0]?.n ?? 0)) };
    return loaded;
  });

  const vocabulary = async () => {
    const version = await readVersion();
    if (loaded && loaded.version === version) return loaded.vocabulary;
    return (await load()).vocabulary;
  };

  return {
    vocabulary,
    async plan(text, options) {
      if (!text || !text.trim()) return null;
      return planSearch(text, await vocabulary(), options);
    },
  };
}

type Ctx = { db: Database; mediaBase: string; search: SearchEngine };

/** Up to SUGGESTIONS_MAX products for the header box; [] for text with no words. */
export async function suggest({ db, mediaBase, search }: Ctx, text: string | undefined): Promise<SearchProduct[]> {
  const plan = await search.plan(text);
  if (!plan) return [];
  const rows = await suggestionRows(db, plan, SUGGESTIONS_MAX);
  return rows.map((row) => {
    const image = mediaUrl(mediaBase, row.media_key);
    const { discount_percent: _percent, ...prices } = priceFields(row);
    return { product_id: row.id, name: row.name, slug: row.slug, image, main_picture: image, ...prices };
  });
}
