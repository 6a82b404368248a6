import {
  type AttributeKind,
  type AttributeShape,
  matchChoice,
  normaliseAttributeValue,
  parseRangeText,
  parseSpecFilter,
  type SpecFilterEntry,
} from "@shop/contracts";
import type { Database } from "@shop/db";
import { sql, type SQL } from "drizzle-orm";
import { AppError } from "../../lib/app-error";

/** An attribute as filters and facets read it. */
export type AttributeRow = AttributeShape & { id: number; key: string; name: string };

/** A `spec=` entry checked against its attribute: what the SQL compares. */
export type AttributeFilter =
  | { attributeId: number; key: string; kind: "number"; lo?: number; hi?: number }
  | { attributeId: number; key: string; kind: "choice"; choices: string[] }
  | { attributeId: number; key: string; kind: "boolean"; flag: boolean };

export async function loadAttributes(db: Database, keys?: string[]): Promise<AttributeRow[]> {
  const only = keys?.length
    ? sql`where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<{ id: number; key: string; name: string; unit: string | null; kind: AttributeKind; choices: string[] | string }>(
    sql`select id, key, name, unit, kind, choices from attributes ${only} order by id`,
  );
  return result.rows.map((r) => ({ ...r, id: Number(r.id), choices: parseArray(r.choices) }));
}

/** PGlite may hand a text[] back as its literal. */
function parseArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, "");
  if (!inner) return [];
  return inner.split(",").map((v) => v.replace(/^"|"$/g, "").replace(/\\(.)/g, "$1"));
}

const refuse = (message: string) => new AppError("bad_request", message, { field: "spec" });

function numberBound(attribute: AttributeRow, text: string | undefined, entry: string): number | undefined {
  if (text === undefined) return undefined;
  const result = normaliseAttributeValue(attribute, text);
  const value = "values" in result && result.values.length === 1 ? result.values[0] : undefined;
  if (!value || !("numMin" in value) || value.numMin !== value.numMax) {
    throw refuse(
      `“${entry}” is not a range of ${attribute.name}. Write ${attribute.key}:3.3..5 (in ${attribute.unit ?? "numbers"}), or leave a side open: ${attribute.key}:3.3..`,
    );
  }
  return value.numMin;
}

function resolveEntry(attribute: AttributeRow, entry: SpecFilterEntry): AttributeFilter {
  const base = { attributeId: attribute.id, key: attribute.key };
  if (attribute.kind === "number") {
    if (entry.values.length !== 1) throw refuse(`Give ${attribute.name} one range, such as ${attribute.key}:3.3..5`);
    const text = entry.values[0]!;
    const range = parseRangeText(text);
    if (!range) throw refuse(`“${text}” is not a range of ${attribute.name}. Write ${attribute.key}:3.3..5`);
    const lo = numberBound(attribute, range.lo, text);
    const hi = numberBound(attribute, range.hi, text);
    if (lo !== undefined && hi !== undefined && lo > hi) throw refuse(`The lowest ${attribute.name} must not be above the highest`);
    return { ...base, kind: "number", lo, hi };
  }
  if (attribute.kind === "boolean") {
    const result = normaliseAttributeValue(attribute, entry.values.length === 1 ? entry.values[0]! : "");
    if ("error" in result) throw refuse(`${attribute.name} takes yes or no, such as ${attribute.key}:yes`);
    return { ...base, kind: "boolean", flag: "flag" in result.values[0]! && result.values[0].flag };
  }
  const choices = entry.values.map((value) => {
    const choice = attribute.choices.length ? matchChoice(attribute.choices, value) : value;
    if (!choice) throw refuse(`“${value}” is not one of ${attribute.name}: ${attribute.choices.join(", ")}`);
    return choice;
  });
  return { ...base, kind: "choice", choices: [...new Set(choices)] };
}

/** Reads `spec=` against the shop's attributes; a clear 400 for anything it cannot use. */
export async function resolveSpecFilters(db: Database, text: string | undefined): Promise<AttributeFilter[]> {
  if (!text?.trim()) return [];
  const parsed = parseSpecFilter(text);
  if ("error" in parsed) throw refuse(parsed.error);
  const attributes = await loadAttributes(
    db,
    parsed.entries.map((e) => e.key),
  );
  return parsed.entries.map((entry) => {
    const attribute = attributes.find((a) => a.key === entry.key);
    if (!attribute) throw refuse(`There is no specification “${entry.key}” to filter by`);
    return resolveEntry(attribute, entry);
  });
}

/** True for a product (alias `p`) with a value the filter accepts; a number range matches any overlap. */
export function attributeCondition(filter: AttributeFilter, productId: SQL = sql`p.id`): SQL {
  const value = (() => {
    switch (filter.kind) {
      case "number":
        return sql.join(
          [
            sql`true`,
            ...(filter.hi === undefined ? [] : [sql`v.num_min <= ${filter.hi}`]),
            ...(filter.lo === undefined ? [] : [sql`v.num_max >= ${filter.lo}`]),
          ],
          sql` and `,
        );
      case "choice":
        return sql`v.choice in (${sql.join(
          filter.choices.map((c) => sql`${c}`),
          sql`, `,
        )})`;
      case "boolean":
        return sql`v.flag = ${filter.flag}`;
    }
  })();
  return sql`exists (select 1 from product_attribute_values v where v.product_id = ${productId} and v.attribute_id = ${filter.attributeId} and ${value})`;
}
