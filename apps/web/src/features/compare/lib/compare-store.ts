import { COMPARE_MAX } from "@shop/contracts";

/** A product chosen to compare: enough to show it in the bar without asking the API. */
export type CompareItem = { slug: string; name: string; image: string };

const COMPARE_KEY = "compare-products";
const CHANGED = "compare-products-changed";

const EMPTY: CompareItem[] = [];
let cachedText: string | null = null;
let cached: CompareItem[] = EMPTY;

function isItem(value: unknown): value is CompareItem {
  const item = value as CompareItem;
  return typeof item?.slug === "string" && typeof item.name === "string" && typeof item.image === "string";
}

/** Parses what localStorage holds; anything malformed reads as nothing chosen. */
export function parseCompareItems(text: string | null): CompareItem[] {
  if (!text) return EMPTY;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isItem).slice(0, COMPARE_MAX) : EMPTY;
  } catch {
    // A hand-edited or old value: start again rather than break every page.
    return EMPTY;
  }
}

/** The chosen products (the same array while unchanged, as useSyncExternalStore needs). */
export function readCompareItems(): CompareItem[] {
  const text = window.localStorage.getItem(COMPARE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cached = parseCompareItems(text);
  }
  return cached;
}

export const serverCompareItems = (): CompareItem[] => EMPTY;

function write(items: CompareItem[]): void {
  window.localStorage.setItem(COMPARE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGED));
}

/** Adds or removes a product; false (nothing changed) when adding a fifth. */
export function toggleCompareItem(item: CompareItem): boolean {
  const items = readCompareItems();
  if (items.some((i) => i.slug === item.slug)) {
    write(items.filter((i) => i.slug !== item.slug));
    return true;
  }
  if (items.length >= COMPARE_MAX) return false;
  write([...items, item]);
  return true;
}

export function removeCompareItem(slug: string): void {
  write(readCompareItems().filter((i) => i.slug !== slug));
}

export function clearCompareItems(): void {
  write([]);
}

/** Other tabs (storage) and this one (our own event). */
export function subscribeCompareItems(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** /compare?products=a,b,c */
export function compareHref(slugs: readonly string[]): string {
  return `/compare?products=${slugs.map(encodeURIComponent).join(",")}`;
}
