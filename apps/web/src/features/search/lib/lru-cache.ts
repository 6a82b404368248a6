/**
 * A small least-recently-used map with an age limit: suggestions for a query typed a
 * moment ago come back at once (backspace, retyping) instead of asking the API again.
 */
export function createLruCache<V>(options: { max: number; maxAgeMs: number; now?: () => number }) {
  const { max, maxAgeMs, now = Date.now } = options;
  const entries = new Map<string, { value: V; at: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.at > maxAgeMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { value, at: now() });
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
