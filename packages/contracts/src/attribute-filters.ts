import { z } from "zod";
import { ATTRIBUTE_KINDS } from "./attributes";

/**
 * Listing filters by typed specification (issue 48), one query parameter so a filtered
 * listing is one shareable address and the OpenAPI schema names it:
 *
 *   `spec=voltage:3.3..5;interface:I2C,SPI;optocoupler:yes`
 *
 * Each `key:values` names an attribute by its slug. A number takes a range `lo..hi` (either
 * side may be left open: `3..`, `..5`), or one value; it matches every product whose own
 * range overlaps it. A choice takes one or more values, comma-separated (any of them); yes/no
 * takes `yes` or `no`.
 */
export const SPEC_FILTER_MAX = 10;
export const SPEC_FILTER_PARAM_MAX = 1000;

export type SpecFilterEntry = { key: string; values: string[] };

const KEY = /^[a-z][a-z0-9_]{0,39}$/;

export const specFilterText = z.string().max(SPEC_FILTER_PARAM_MAX, `Specification filters must be at most ${SPEC_FILTER_PARAM_MAX} characters`);

/** Reads `spec=` into entries, or the words saying what is wrong with it. */
export function parseSpecFilter(text: string): { entries: SpecFilterEntry[] } | { error: string } {
  const entries: SpecFilterEntry[] = [];
  for (const part of text.split(";")) {
    if (!part.trim()) continue;
    const colon = part.indexOf(":");
    const key = (colon < 0 ? part : part.slice(0, colon)).trim().toLowerCase();
    const values = (colon < 0 ? "" : part.slice(colon + 1))
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    if (!KEY.test(key)) return { error: `“${key}” is not a specification name. Write spec=name:value, such as spec=voltage:3.3..5` };
    if (!values.length) return { error: `Give a value for the specification “${key}”, such as ${key}:3.3..5 or ${key}:I2C` };
    const same = entries.find((e) => e.key === key);
    if (same) same.values.push(...values.filter((v) => !same.values.includes(v)));
    else entries.push({ key, values });
  }
  if (entries.length > SPEC_FILTER_MAX) return { error: `Filter by at most ${SPEC_FILTER_MAX} specifications at once` };
  return { entries };
}

/** Writes entries back as `spec=`'s text, in the order given. */
export function formatSpecFilter(entries: readonly SpecFilterEntry[]): string {
  return entries
    .filter((e) => e.values.length)
    .map((e) => `${e.key}:${e.values.join(",")}`)
    .join(";");
}

/** Reads a number filter's `lo..hi` (or one value) into bounds; undefined when it is no range. */
export function parseRangeText(text: string): { lo?: string; hi?: string } | undefined {
  const at = text.indexOf("..");
  if (at < 0) return text.trim() ? { lo: text.trim(), hi: text.trim() } : undefined;
  const lo = text.slice(0, at).trim();
  const hi = text.slice(at + 2).trim();
  if (!lo && !hi) return undefined;
  return { ...(lo ? { lo } : {}), ...(hi ? { hi } : {}) };
}

/**
 * One attribute's facet in a listing's meta: for choices and yes/no, each value with how
 * many products have it; for numbers, the lowest and highest value in view. Counts apply
 * every filter except this attribute's own, as the brand facet does.
 */
export const attributeFacet = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  kind: z.enum(ATTRIBUTE_KINDS),
  /** Products in view with a value of this attribute. */
  count: z.number().int(),
  /** Choices (display spelling) or "yes"/"no", with counts; a ticked value stays with 0. */
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /** Numbers only: the lowest num_min and highest num_max in view, in `unit`. */
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type AttributeFacet = z.infer<typeof attributeFacet>;

/** A product's typed specification as its page shows it: "Operating voltage", "3.3–5 V". */
export const productAttribute = z.object({ key: z.string(), name: z.string(), value: z.string() });
export type ProductAttribute = z.infer<typeof productAttribute>;
