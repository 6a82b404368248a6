/*
 * On its own module: client code (i18n/client.tsx) imports it, and importing it from
 * ./index would put both languages' whole catalogues into every page's scripts.
 */

/** Fills `{name}` placeholders (the client's plain subset of ICU). */
export function fill(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
