import { BOM_ALTERNATIVES_MAX, type BomLine, type BomMapping, type BomMatchData, type BomProduct } from "@shop/contracts";
import { sql, type Database } from "@shop/db";
import { mediaUrl } from "../../lib/media-url";
import { priceFields } from "../catalog/mappers";
import type { SuggestionRow } from "../search/queries";
import { queryWords, type SearchPlan } from "../search/query";
import { suggestionRowsOf } from "../search/suggestion-batch";
import type { SearchEngine } from "../search/service";
import { parseBom, type ParsedLine } from "./parse";

type Ctx = { db: Database; mediaBase: string; search: SearchEngine };

/**
 * How much of the line the product carries, 0..1: the share of the line's words that
 * its name has (whole or as the start of a word), less a fifth when search had to
 * correct a word (a typo) to find it.
 */
function confidenceOf(query: string, name: string, corrected: boolean): number {
  const words = queryWords(query);
  if (words.length === 0) return 0;
  const named = queryWords(name.replace(/-/g, "")).concat(queryWords(name)).filter(Boolean);
  const found = words.filter((w) => named.some((n) => n === w || n.startsWith(w) || (w.length >= 4 && w.startsWith(n) && n.length >= 3))).length;
  const share = found / words.length;
  return Math.round(Math.max(0, share - (corrected ? 0.2 : 0)) * 100) / 100;
}

type Found = { rows: SuggestionRow[]; query: string; corrected: boolean };

/**
 * Each line's candidates: its part number first (a CSV's), else or when that found
 * nothing its name, as the header box searches them. The lines' searches go in batches
 * (suggestionRowsOf), one round for the first of each line's texts, one more for the
 * lines whose part number found nothing.
 */
async function candidatesOf(ctx: Ctx, lines: ParsedLine[]): Promise<Found[]> {
  const found: Found[] = lines.map((line) => ({ rows: [], query: line.query, corrected: false }));
  // Each line's texts that have words, in the order they are tried.
  const options: { query: string; plan: SearchPlan }[][] = [];
  for (const line of lines) {
    const texts = [line.partNumber, line.query].filter((q): q is string => !!q);
    const planned = await Promise.all(texts.map(async (query) => ({ query, plan: await ctx.search.plan(query) })));
    options.push(planned.filter((o): o is { query: string; plan: SearchPlan } => o.plan !== null));
  }
  let pending = lines.map((_, i) => i).filter((i) => options[i].length > 0);
  for (let round = 0; pending.length > 0; round++) {
    const rows = await suggestionRowsOf(
      ctx.db,
      pending.map((i) => options[i][round].plan),
      BOM_ALTERNATIVES_MAX + 1,
    );
    pending.forEach((i, k) => {
      const { query, plan } = options[i][round];
      if (rows[k].length) found[i] = { rows: rows[k], query, corrected: plan.corrected };
    });
    pending = pending.filter((i, k) => rows[k].length === 0 && options[i].length > round + 1);
  }
  return found;
}

async function stockOf(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: number; stock: number }>(
    sql`select id, stock from products where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(result.rows.map((r) => [Number(r.id), Number(r.stock)]));
}

/** POST /v1/bom/match: each line's best product, up to three others, stock and price; a line nothing matched has best null. */
export async function matchBom(ctx: Ctx, input: { text: string; mapping?: BomMapping }): Promise<BomMatchData> {
  const parsed = parseBom(input.text, input.mapping);
  // A part on several lines (a KiCad BOM grouped by footprint) is searched once.
  const keyOf = (line: ParsedLine) => `${line.partNumber ?? ""}\u0000${line.query}`;
  const unique = [...new Map(parsed.lines.map((line) => [keyOf(line), line])).values()];
  const searched = await candidatesOf(ctx, unique);
  const byKey = new Map(unique.map((line, i) => [keyOf(line), searched[i]]));
  const found = parsed.lines.map((line) => byKey.get(keyOf(line)) as Found);
  const stock = await stockOf(ctx.db, [...new Set(found.flatMap((f) => f.rows.map((r) => Number(r.id))))]);
  const product = (row: SuggestionRow): BomProduct => {
    const { discount_percent: _percent, ...prices } = priceFields(row);
    return {
      product_id: Number(row.id),
      name: row.name,
      slug: row.slug,
      image: mediaUrl(ctx.mediaBase, row.media_key),
      ...prices,
      stock: stock.get(Number(row.id)) ?? 0,
    };
  };
  const lines = parsed.lines.map((line, i): BomLine => {
    const { rows, query, corrected } = found[i];
    const [best, ...others] = rows.map(product);
    return {
      line: line.line,
      text: line.text,
      query: line.query,
      quantity: line.quantity,
      part_number: line.partNumber,
      footprint: line.footprint,
      confidence: best ? confidenceOf(query, best.name, corrected) : 0,
      best: best ?? null,
      alternatives: others.slice(0, BOM_ALTERNATIVES_MAX),
      error: line.error,
    };
  });
  return { format: parsed.format, columns: parsed.columns, mapping: parsed.mapping, lines };
}
