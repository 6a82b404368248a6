import { sql, type SQL } from "drizzle-orm";
import type { Database, products, SqlRow } from "@shop/db";
import type { SearchPlan } from "./query";

/**
 * How many matching products a suggestion query ranks at most. A prefix such as
 * "se" matches a fifth of a 100,000-product catalog; ranking them all costs
 * hundreds of milliseconds on PGlite, so a query's work is bounded. Below this many
 * matches (every specific query, and most queries on a catalog of a few thousand
 * products) the ranking is exact.
 */
export const SUGGESTION_CANDIDATES = 200;
/**
 * From this estimated share of the catalog, and this many matches, on, candidates
 * are the best-selling matches, found by walking products_sold_idx (a thousand rows
 * or so for a common word) instead of building a GIN bitmap of tens of thousands of
 * rows. Never on a catalog of a few thousand products: there the ranking is exact.
 */
export const COMMON_SHARE = 0.05;
export const COMMON_MATCHES = 1000;
/** Candidates of a common word: the best-selling matches among COMMON_WALK_ROWS best sellers. */
const COMMON_CANDIDATES = 60;
/** The walk looks at most at this many best sellers (then falls back to the index). */
const COMMON_WALK_ROWS = 2500;

/**
 * A product's search columns are in product_search (migration 0015), not in products,
 * so that an order's stock update writes nothing into their GIN indexes. A query that
 * matches or ranks joins them under this alias.
 */
export const SEARCH_ALIAS = "ps";
/** The search columns (SEARCH_ALIAS) of products `p`. */
const SEARCH_JOIN = sql.raw(`join product_search ${SEARCH_ALIAS} on ${SEARCH_ALIAS}.product_id = p.id`);
/** Products `p` with their search columns (SEARCH_ALIAS). */
export const SEARCHED_PRODUCTS = sql`products p ${SEARCH_JOIN}`;

/**
 * Relevance weights. Each outranks everything below it together: `typed` to `kindPerWord`
 * (8 words at most: 8 x 3 + 2 + 2 + 1 = 29) stay under `phrase` (32), those and `phrase`
 * under `thing` (64), and so on up to `nameLevel`.
 */
const SCORE = { nameLevel: 256, title: 128, thing: 64, phrase: 32, kindPerWord: 3, startsWith: 2, exact: 2, typed: 1 } as const;

/**
 * The relevance of the product whose search columns are `alias` for a plan, an integer:
 * - all words are in the product's own name, part number or SKU (128);
 * - the name is the thing asked for, not an add-on for it: no add-on word the query
 *   does not ask for ("Arduino Uno Sensor Shield" for "arduino uno"), no query word
 *   after "for" ("CNC Shield for Arduino Uno") (64);
 * - the words follow one another in the name as typed ("arduino uno") (32);
 * - for each word that names its brand or category: it is that kind of thing
 *   ("18650 battery" finds cells, in "Li-ion 18650 Cells", before holders, in
 *   "Battery Holders") (3 each);
 * - its name starts with the first word (2);
 * - the last word is a whole word of its name, not just the start of one ("lm35"
 *   is the LM35 before the LM358) (2);
 * - it matched as typed, not only through a correction (1).
 * With `nameLevel` (results page), a match in the name-level document at all, rather
 * than only in the description and specifications, adds 256.
 */
export function relevanceScore(plan: SearchPlan, alias: string, options: { nameLevel?: boolean } = {}): SQL {
  const a = sql.raw(alias);
  return relevanceOf(
    {
      title: sql`${plan.title}::tsquery`,
      accessory: sql`${plan.accessory}::tsquery`,
      phrase: plan.phrase ? sql`${plan.phrase}::tsquery` : null,
      kinds: plan.kinds.map((kind) => sql`${kind}::tsquery`),
      startsWith: sql`${plan.startsWith}`,
      exact: sql`${plan.exact}::tsquery`,
      typed: plan.corrected ? sql`${a}.search_name @@ ${plan.typed}::tsquery` : null,
      match: sql`${plan.match}::tsquery`,
    },
    alias,
    options,
  );
}

/**
 * What relevance reads of a plan, as SQL: a plan's own strings (relevanceScore), or the
 * columns of a row of plans (suggestion-batch.ts). `typed` is the condition "matched as
 * typed", null when nothing was corrected (then every product did).
 */
type RelevanceTerms = { title: SQL; accessory: SQL; phrase: SQL | null; kinds: SQL[]; startsWith: SQL; exact: SQL; typed: SQL | null; match: SQL };

/** relevanceScore from its terms. */
export function relevanceOf(terms: RelevanceTerms, alias: string, options: { nameLevel?: boolean } = {}): SQL {
  const a = sql.raw(alias);
  // The product's name alone, for what its position in the name decides (kept in
  // product_search, migration 0040: worked out here it was a third of a suggestion's time).
  const name = sql`${a}.name_words`;
  const when = (condition: SQL, points: number) => sql`case when ${condition} then ${points} else 0 end`;
  const parts: SQL[] = [
    when(sql`${a}.search_name @@ ${terms.title}`, SCORE.title),
    when(sql`not ${name} @@ ${terms.accessory}`, SCORE.thing),
    ...(terms.phrase ? [when(sql`${name} @@ ${terms.phrase}`, SCORE.phrase)] : []),
    ...terms.kinds.map((kind) => when(sql`${a}.search_name @@ ${kind}`, SCORE.kindPerWord)),
    when(sql`${a}.search_key like ${terms.startsWith}`, SCORE.startsWith),
    when(sql`${a}.search_name @@ ${terms.exact}`, SCORE.exact),
    terms.typed ? when(terms.typed, SCORE.typed) : sql.raw(String(SCORE.typed)),
  ];
  if (options.nameLevel) parts.push(when(sql`${a}.search_name @@ ${terms.match}`, SCORE.nameLevel));
  return sql`(${sql.join(parts, sql` + `)})`;
}

/** Name-level match (suggestions): name, part number, SKU, brand, category, tags. */
export function nameMatch(plan: SearchPlan, alias: string): SQL {
  return sql`${sql.raw(alias)}.search_name @@ ${plan.match}::tsquery`;
}

/**
 * `nameMatch` through the GIN index with the plan's `indexed` words, the whole `match`
 * checked on each product they find (a function call, which the planner does not hand to
 * the index). The same products in the same order: a bitmap scan returns its rows in table
 * order, whatever the bitmap was built from.
 */
function indexedNameMatch(plan: SearchPlan, alias: string): SQL {
  const a = sql.raw(alias);
  if (plan.indexed === plan.match) return nameMatch(plan, alias);
  return sql`${a}.search_name @@ ${plan.indexed}::tsquery and ts_match_vq(${a}.search_name, ${plan.match}::tsquery)`;
}

/** Results-page match: the name level plus short description and specifications. */
export function documentMatch(plan: SearchPlan, alias: string, which: "match" | "typed" = "match"): SQL {
  return sql`${sql.raw(alias)}.search_doc @@ ${plan[which]}::tsquery`;
}

export type SuggestionRow = Pick<SqlRow<typeof products>, "id" | "name" | "slug" | "price" | "discount_price"> & { media_key: string | null };

/**
 * The best `limit` suggestions. Candidates come either from the GIN index (the
 * first SUGGESTION_CANDIDATES matches in table order) or, for a common word, from
 * the best sellers; then they are ranked. One statement either way. (With the
 * LIMIT, the planner may prefer a sequential scan that stops after enough matches
 * when it expects a third of the table or more to match; that stops early too. The
 * common words it would do this for take the best-seller walk first.)
 */
export async function suggestionRows(db: Database, plan: SearchPlan, limit: number): Promise<SuggestionRow[]> {
  if (isCommon(plan)) {
    // The top-N of best sellers is an index walk by itself; no settings needed.
    const rows = (await db.execute<SuggestionRow>(suggestionQuery(plan, limit, "walk"))).rows;
    if (rows.length >= limit) return rows;
  }
  return (await db.execute<SuggestionRow>(suggestionQuery(plan, limit, "index"))).rows;
}

/** A plan whose candidates are first looked for among the best sellers (COMMON_SHARE). */
export function isCommon(plan: SearchPlan): boolean {
  return plan.share >= COMMON_SHARE && plan.estimate >= COMMON_MATCHES;
}

function candidates(plan: SearchPlan, mode: "walk" | "index"): SQL {
  const columns = sql`p.id, p.name, p.slug, p.price, p.discount_price, p.stock, p.sold_count, ${relevanceScore(plan, SEARCH_ALIAS)} as score`;
  if (mode === "index") {
    return sql`select ${columns} from ${SEARCHED_PRODUCTS} where p.is_active and ${indexedNameMatch(plan, SEARCH_ALIAS)} limit ${SUGGESTION_CANDIDATES}`;
  }
  // ORDER BY spelled as products_sold_idx is built (DESC NULLS LAST), or it is not walked.
  return sql`select ${columns} from (
      select * from products order by sold_count desc nulls last, id desc nulls last limit ${COMMON_WALK_ROWS}
    ) p
    ${SEARCH_JOIN}
    where p.is_active and ${nameMatch(plan, SEARCH_ALIAS)}
    limit ${COMMON_CANDIDATES}`;
}

/** Suggestions' order over the rows aliased `alias`: the best score, in stock first, the best sellers, the newest. */
export const suggestionOrder = (alias: "c" | "s"): SQL => sql.raw(`${alias}.score desc, (${alias}.stock > 0) desc, ${alias}.sold_count desc, ${alias}.id desc`);

/** Each suggestion `s`'s first picture, as `img.media_key`. */
export const FIRST_IMAGE_JOIN = sql`left join lateral (
      select pi.media_key from product_images pi where pi.product_id = s.id order by pi.position limit 1
    ) img on true`;

function suggestionQuery(plan: SearchPlan, limit: number, mode: "walk" | "index"): SQL {
  return sql`
    select s.id, s.name, s.slug, s.price, s.discount_price, img.media_key
    from (
      select c.* from (${candidates(plan, mode)}) c
      order by ${suggestionOrder("c")}
      limit ${limit}
    ) s
    ${FIRST_IMAGE_JOIN}
    order by ${suggestionOrder("s")}`;
}
