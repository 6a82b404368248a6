/**
 * The shop's two languages (issue 50, decision 050): English, today's words and URLs, and
 * Bangla. Plain data and functions, no zod, so a page that only formats ships none.
 */
export const LOCALES = ["en", "bn"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "bn";
}

/**
 * The language an `Accept-Language` header asks for: the shop language with the highest
 * weight (bn, bn-BD, bn-IN → Bangla; en, en-US → English); a tie goes to the one named
 * first. Anything else, q=0 or no header at all is English, today's answers unchanged.
 */
export function localeFromAcceptLanguage(header: string | string[] | undefined | null): Locale {
  const text = Array.isArray(header) ? header.join(",") : header;
  if (!text) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of text.split(",").slice(0, 20)) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0) || q > 1) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
