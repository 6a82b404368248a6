import { RECENT_SEARCHES_MAX } from "@shop/contracts";
import { normalizeQueryText } from "../../catalog/lib/listing-query";

/**
 * Recent searches (spec §3, §9): a list of strings kept on the shopper's device, newest
 * first, at most RECENT_SEARCHES_MAX, a repeated search moved to the front. Pure
 * functions over an array; the storage adapter below is the only part that touches
 * localStorage.
 */
export type RecentSearches = readonly string[];

/** Two searches are the same search whatever their case and spacing. */
export function sameSearch(a: string, b: string): boolean {
  return normalizeQueryText(a).toLocaleLowerCase() === normalizeQueryText(b).toLocaleLowerCase();
}

/** `term` at the front (as typed, trimmed), any earlier copy of it dropped, capped. Empty terms change nothing. */
export function addRecentSearch(list: RecentSearches, term: string, max = RECENT_SEARCHES_MAX): RecentSearches {
  const clean = normalizeQueryText(term);
  if (!clean) return list;
  return [clean, ...list.filter((item) => !sameSearch(item, clean))].slice(0, max);
}

export function removeRecentSearch(list: RecentSearches, term: string): RecentSearches {
  const next = list.filter((item) => !sameSearch(item, term));
  return next.length === list.length ? list : next;
}

/** A term from one stored entry: a string, or an object from an older format ({ query } / { term }). */
function entryText(entry: unknown): string {
  if (typeof entry === "string") return entry;
  if (typeof entry === "object" && entry !== null) {
    for (const key of ["query", "term", "text", "keyword"]) {
      const value = (entry as Record<string, unknown>)[key];
      if (typeof value === "string") return value;
    }
  }
  return "";
}

/**
 * Whatever is in storage, read safely: not JSON, not an array, non-strings, empty or
 * overlong entries, duplicates and more than `max` items all come out as a valid list
 * (order kept, first occurrence wins). Never throws.
 */
export function parseRecentSearches(raw: string | null | undefined, max = RECENT_SEARCHES_MAX): RecentSearches {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const entry of value) {
    const term = normalizeQueryText(entryText(entry));
    if (term && !out.some((item) => sameSearch(item, term))) out.push(term);
    if (out.length >= max) break;
  }
  return out;
}

export function serializeRecentSearches(list: RecentSearches): string {
  return JSON.stringify(list);
}

/** The part of the Web Storage API the adapter needs (localStorage, or a fake in tests). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const RECENT_SEARCHES_KEY = "robodoc_recent_searches";

export type RecentSearchStore = {
  /** The current list; the same array until it changes (fit for useSyncExternalStore). */
  get: () => RecentSearches;
  add: (term: string) => void;
  remove: (term: string) => void;
  clear: () => void;
  /** Re-read storage (another tab wrote it). */
  refresh: () => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * The thin adapter over storage. Storage that throws (disabled, private mode, full)
 * degrades to a list kept in memory for this page's life.
 */
export function createRecentSearchStore(storage: KeyValueStorage | null, key = RECENT_SEARCHES_KEY): RecentSearchStore {
  const listeners = new Set<() => void>();
  let rawSeen: string | null | undefined;
  let current: RecentSearches = [];
  let memoryOnly = storage === null;

  function read(): RecentSearches {
    if (memoryOnly) return current;
    let raw: string | null;
    try {
      raw = storage!.getItem(key);
    } catch {
      memoryOnly = true;
      return current;
    }
    if (raw !== rawSeen) {
      rawSeen = raw;
      current = parseRecentSearches(raw);
    }
    return current;
  }

  function write(next: RecentSearches): void {
    if (next === current) return;
    current = next;
    if (!memoryOnly) {
      try {
        if (next.length) storage!.setItem(key, serializeRecentSearches(next));
        else storage!.removeItem(key);
        rawSeen = next.length ? serializeRecentSearches(next) : null;
      } catch {
        // Storage refused the write: keep the list in memory for this page's life.
        memoryOnly = true;
      }
    }
    for (const listener of listeners) listener();
  }

  return {
    get: read,
    add: (term) => write(addRecentSearch(read(), term)),
    remove: (term) => write(removeRecentSearch(read(), term)),
    clear: () => write([]),
    refresh: () => {
      const before = current;
      if (read() !== before) for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
