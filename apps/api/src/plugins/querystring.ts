import { parse } from "node:querystring";

/**
 * Query strings with one value per name: no route takes a list in the query (lists are
 * comma-separated, API.md), so `?page=1&page=2` reads as `page=1` instead of failing
 * on an array where a number belongs.
 */
export function firstValueQuerystring(query: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parse(query))) {
    if (value !== undefined) out[key] = Array.isArray(value) ? (value[0] ?? "") : value;
  }
  return out;
}
