import type { SearchPlan } from "./query";
import type { SearchEngine } from "./service";

/**
 * `meta.did_you_mean` of a search on the results page:
 * - results were found only through corrections (nothing matches the words as
 *   typed): the corrected query, e.g. "arduino uno" for "arduino uon";
 * - nothing was found: the query corrected one slip further with the words nothing
 *   resembles left out, when that finds products;
 * - otherwise null.
 * `exists` answers whether a plan matches any product (the caller applies its filters).
 */
export async function didYouMean(input: {
  search: SearchEngine;
  plan: SearchPlan;
  total: number;
  exists: (plan: SearchPlan) => Promise<boolean>;
}): Promise<string | null> {
  const { search, plan, total, exists } = input;
  if (total > 0) {
    if (!plan.corrected || !plan.suggestion) return null;
    return (await exists({ ...plan, match: plan.typed })) ? null : plan.suggestion;
  }
  const loose = await search.plan(plan.words.join(" "), { loose: true });
  if (!loose?.suggestion) return null;
  const suggested = await search.plan(loose.suggestion);
  return suggested && (await exists(suggested)) ? loose.suggestion : null;
}
