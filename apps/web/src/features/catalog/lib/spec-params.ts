import { formatSpecFilter, SPEC_FILTER_MAX } from "@shop/contracts";

/**
 * Typed specification filters in a listing's address, as the filter form sends them without
 * script: `spec.interface=I2C,SPI` (or repeated, one per ticked box), `spec.optocoupler=yes`,
 * `spec.voltage.min=3&spec.voltage.max=5`. The API takes them as one `spec=` text.
 */
export type SpecChoice = { key: string; values: string[]; min?: number; max?: number };

type SearchParams = Record<string, string | string[] | undefined>;

const KEY = /^[a-z][a-z0-9_]{0,39}$/;
const PARAM = /^spec\.([a-z][a-z0-9_]{0,39})(?:\.(min|max))?$/;
const VALUE_MAX = 60;
const VALUES_MAX = 20;

function all(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function bound(value: string | string[] | undefined): number | undefined {
  const text = all(value)[0]?.trim();
  if (!text) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** Reads the filters leniently: a malformed part (hand-edited address) is dropped, not sent. */
export function parseSpecParams(sp: SearchParams): SpecChoice[] {
  const byKey = new Map<string, SpecChoice>();
  for (const [name, value] of Object.entries(sp)) {
    const match = PARAM.exec(name);
    if (!match) continue;
    const [, key, side] = match as unknown as [string, string, "min" | "max" | undefined];
    const entry = byKey.get(key) ?? { key, values: [] };
    if (side) {
      const n = bound(value);
      if (n !== undefined) entry[side] = n;
    } else {
      const values = all(value)
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter((v) => v && v.length <= VALUE_MAX && !/[;:]/.test(v));
      entry.values = [...new Set([...entry.values, ...values])].slice(0, VALUES_MAX);
    }
    byKey.set(key, entry);
  }
  const entries = [...byKey.values()]
    .map((e) => (e.min !== undefined && e.max !== undefined && e.min > e.max ? { ...e, min: e.max, max: e.min } : e))
    .filter((e) => KEY.test(e.key) && (e.values.length || e.min !== undefined || e.max !== undefined));
  return entries.sort((a, b) => a.key.localeCompare(b.key)).slice(0, SPEC_FILTER_MAX);
}

/**
 * A listing filtered by specification is not a page of its own for search engines: canonical
 * to the unfiltered listing (listingCanonical) and `noindex`, links still followed.
 */
export function specRobots(sp: SearchParams): { robots?: { index: false; follow: true } } {
  return parseSpecParams(sp).length ? { robots: { index: false, follow: true } } : {};
}

/** The address's parameters of the filters, in a stable order. */
export function specParams(specs: SpecChoice[]): [string, string][] {
  return [...specs]
    .sort((a, b) => a.key.localeCompare(b.key))
    .flatMap((s) => [
      ...(s.values.length ? [[`spec.${s.key}`, s.values.join(",")] as [string, string]] : []),
      ...(s.min !== undefined ? [[`spec.${s.key}.min`, String(s.min)] as [string, string]] : []),
      ...(s.max !== undefined ? [[`spec.${s.key}.max`, String(s.max)] as [string, string]] : []),
    ]);
}

/** The API's `spec=` text: `voltage:3..5;interface:I2C,SPI`; undefined without filters. */
export function specQueryText(specs: SpecChoice[]): string | undefined {
  const text = formatSpecFilter(
    specs.map((s) => ({
      key: s.key,
      values: s.min !== undefined || s.max !== undefined ? [`${s.min ?? ""}..${s.max ?? ""}`] : s.values,
    })),
  );
  return text || undefined;
}
