/**
 * Issue 48, part C's constants and words without zod: the compare bar and store are on
 * every page's first load, and a module defining schemas would bring zod with them
 * (32 KB compressed; issue 44's script budget). find-parts.ts keeps the schemas.
 */

export const SEARCH_WORDS_MAX = 100;
export const COMPARE_MAX = 4;
export const SEARCH_WEEKS_KEPT_DAYS = 90;

export const FIND_PARTS_MESSAGES = {
  wordsRequired: "Tell us the part you are looking for",
  wordsMax: "The part's words must be at most 200 characters",
  partRequested: "Thanks! We will email you if we stock it",
  compareNone: "Choose products to compare",
  compareTooMany: `Compare up to ${COMPARE_MAX} products at a time`,
  compareUnknown: "Product not found",
  weekInvalid: "Week must be a date (YYYY-MM-DD)",
} as const;

/** The words a search is kept under: lower-case, trimmed, spaces collapsed, cut to 100 characters. */
export function normaliseSearchWords(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim().slice(0, SEARCH_WORDS_MAX).trim();
}
