import { sql } from "drizzle-orm";
import type { Database } from "@shop/db";
import {
  FIRST_IMAGE_JOIN,
  isCommon,
  relevanceOf,
  SEARCH_ALIAS,
  SEARCHED_PRODUCTS,
  SUGGESTION_CANDIDATES,
  suggestionOrder,
  suggestionRows,
  type SuggestionRow,
} from "./queries";
import type { SearchPlan } from "./query";

/** The plans of one batch statement: the statement stays one core's work, so a long list is a few statements at once. */
export const BATCH_PLANS = 25;

/**
 * The plans (JSON rows) as rows `l`, each tsquery parsed once for the statement (a text
 * cast inside the lateral query would be parsed again for every candidate).
 */
const plansOf = (rows: string) => sql`plans as materialized (
  select l.i, l.indexed::tsquery as indexed, l.recheck::tsquery as recheck, l.title::tsquery as title,
    l.accessory::tsquery as accessory, l.phrase::tsquery as phrase, l.kinds::tsquery[] as kinds, l.starts_with,
    l.exact::tsquery as exact, l.typed::tsquery as typed
  from jsonb_to_recordset(${rows}::jsonb) as l(i int, indexed text, recheck text, title text, accessory text, phrase text,
    kinds text[], starts_with text, exact text, typed text)
)`;

/**
 * relevanceOf for the plan of row `l`, with `kinds` kinds (the most of the batch's plans:
 * a plan with fewer has nulls past its words, which score nothing, as a missing kind).
 */
const scoreOf = (kinds: number) =>
  relevanceOf(
    {
      title: sql`l.title`,
      accessory: sql`l.accessory`,
      phrase: sql`l.phrase`,
      kinds: Array.from({ length: kinds }, (_, k) => sql.raw(`l.kinds[${k + 1}]`)),
      startsWith: sql`l.starts_with`,
      exact: sql`l.exact`,
      typed: sql`(l.typed is null or ${sql.raw(SEARCH_ALIAS)}.search_name @@ l.typed)`,
      match: sql`l.recheck`,
    },
    SEARCH_ALIAS,
  );

function planRow(plan: SearchPlan, i: number) {
  return {
    i,
    indexed: plan.indexed,
    // `match` checked on each row only when the index was asked for less.
    recheck: plan.indexed === plan.match ? null : plan.match,
    title: plan.title,
    accessory: plan.accessory,
    phrase: plan.phrase,
    kinds: plan.kinds,
    starts_with: plan.startsWith,
    exact: plan.exact,
    typed: plan.corrected ? plan.typed : null,
  };
}

/**
 * suggestionRows for several plans in one statement, each plan a lateral query of the
 * same shape as suggestionRows's "index" one (the same candidates, score and order, so
 * the same rows). A statement per plan was about 2.5 ms of which a tenth was planning it
 * and a fifth the round trip and the driver; a 100-line BOM is four statements instead of
 * a hundred. Plans of a common word (the best-seller walk) go one at a time as before.
 */
export async function suggestionRowsOf(db: Database, plans: SearchPlan[], limit: number): Promise<SuggestionRow[][]> {
  const out: SuggestionRow[][] = plans.map(() => []);
  const batched: number[] = [];
  const single: Promise<void>[] = [];
  plans.forEach((plan, i) => {
    if (isCommon(plan)) single.push(suggestionRows(db, plan, limit).then((rows) => void (out[i] = rows)));
    else batched.push(i);
  });
  const chunks = Array.from({ length: Math.ceil(batched.length / BATCH_PLANS) }, (_, c) => batched.slice(c * BATCH_PLANS, (c + 1) * BATCH_PLANS));
  await Promise.all([
    ...single,
    ...chunks.map(async (chunk) => {
      const rows = JSON.stringify(chunk.map((i) => planRow(plans[i], i)));
      const kinds = Math.max(...chunk.map((i) => plans[i].kinds.length));
      const result = await db.execute<SuggestionRow & { i: number }>(sql`with ${plansOf(rows)}
        select l.i, s.id, s.name, s.slug, s.price, s.discount_price, img.media_key
        from plans l
        cross join lateral (
          select c.* from (
            select p.id, p.name, p.slug, p.price, p.discount_price, p.stock, p.sold_count, ${scoreOf(kinds)} as score
            from ${SEARCHED_PRODUCTS}
            where p.is_active and ${sql.raw(SEARCH_ALIAS)}.search_name @@ l.indexed
              and (l.recheck is null or ts_match_vq(${sql.raw(SEARCH_ALIAS)}.search_name, l.recheck))
            limit ${SUGGESTION_CANDIDATES}
          ) c
          order by ${suggestionOrder("c")}
          limit ${limit}
        ) s
        ${FIRST_IMAGE_JOIN}
        order by l.i, ${suggestionOrder("s")}`);
      for (const { i, ...row } of result.rows) out[Number(i)].push(row);
    }),
  ]);
  return out;
}
