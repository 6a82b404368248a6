import { describe, expect, it } from "vitest";
import {
  addRecentSearch,
  createRecentSearchStore,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  removeRecentSearch,
  type KeyValueStorage,
} from "./recent-searches";

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("addRecentSearch", () => {
  it("puts the newest search first", () => {
    expect(addRecentSearch(["servo", "esp32"], "l298n")).toEqual(["l298n", "servo", "esp32"]);
  });

  it("trims and collapses spaces, and ignores empty text", () => {
    expect(addRecentSearch([], "  arduino   uno  ")).toEqual(["arduino uno"]);
    const list = ["esp32"];
    expect(addRecentSearch(list, "   ")).toBe(list);
    expect(addRecentSearch(list, "")).toBe(list);
  });

  it("moves a repeated search to the front, matching case-insensitively, keeping the new spelling", () => {
    expect(addRecentSearch(["servo", "ESP32", "l298n"], " esp32 ")).toEqual(["esp32", "servo", "l298n"]);
    expect(addRecentSearch(["a", "b"], "a")).toEqual(["a", "b"]);
  });

  it("keeps at most 8, dropping the oldest", () => {
    let list: readonly string[] = [];
    for (let i = 1; i <= 10; i++) list = addRecentSearch(list, `term ${i}`);
    expect(list).toHaveLength(8);
    expect(list[0]).toBe("term 10");
    expect(list.at(-1)).toBe("term 3");
  });

  it("does not change the list it was given", () => {
    const list = Object.freeze(["servo"]);
    expect(addRecentSearch(list, "esp32")).toEqual(["esp32", "servo"]);
    expect(list).toEqual(["servo"]);
  });
});

describe("removeRecentSearch", () => {
  it("removes the term whatever its case and spacing", () => {
    expect(removeRecentSearch(["esp32", "Arduino Uno", "servo"], " arduino  uno")).toEqual(["esp32", "servo"]);
  });

  it("returns the same list when the term is not there", () => {
    const list = ["esp32"];
    expect(removeRecentSearch(list, "servo")).toBe(list);
  });
});

describe("parseRecentSearches", () => {
  it("reads a stored list", () => {
    expect(parseRecentSearches(JSON.stringify(["esp32", "servo"]))).toEqual(["esp32", "servo"]);
  });

  it("answers an empty list for nothing, garbage and non-lists", () => {
    for (const raw of [null, undefined, "", "not json", "{", "42", "null", '"esp32"', '{"a":1}', "true"]) {
      expect(parseRecentSearches(raw), String(raw)).toEqual([]);
    }
  });

  it("keeps the strings of a mixed list, cleaned, deduplicated and capped", () => {
    const raw = JSON.stringify(["  esp32 ", 7, null, "", "ESP32", { query: "servo" }, { term: "l298n" }, { other: 1 }, ["x"], "a", "b", "c", "d", "e", "f"]);
    expect(parseRecentSearches(raw)).toEqual(["esp32", "servo", "l298n", "a", "b", "c", "d", "e"]);
  });

  it("cuts overlong entries to the query limit", () => {
    expect(parseRecentSearches(JSON.stringify(["x".repeat(500)]))[0]).toHaveLength(200);
  });
});

describe("createRecentSearchStore", () => {
  it("adds, removes and clears through storage, as JSON", () => {
    const storage = memoryStorage();
    const store = createRecentSearchStore(storage);
    store.add("esp32");
    store.add("servo");
    store.add("ESP32");
    expect(store.get()).toEqual(["ESP32", "servo"]);
    expect(JSON.parse(storage.data.get(RECENT_SEARCHES_KEY)!)).toEqual(["ESP32", "servo"]);
    store.remove("servo");
    expect(store.get()).toEqual(["ESP32"]);
    store.clear();
    expect(store.get()).toEqual([]);
    expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it("answers the same array until something changes, and notifies subscribers", () => {
    const store = createRecentSearchStore(memoryStorage({ [RECENT_SEARCHES_KEY]: '["esp32"]' }));
    const first = store.get();
    expect(store.get()).toBe(first);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.add("servo");
    expect(calls).toBe(1);
    expect(store.get()).not.toBe(first);
    unsubscribe();
    store.add("motor");
    expect(calls).toBe(1);
  });

  it("follows a write by another tab on refresh", () => {
    const storage = memoryStorage();
    const store = createRecentSearchStore(storage);
    let calls = 0;
    store.subscribe(() => calls++);
    storage.setItem(RECENT_SEARCHES_KEY, '["from another tab"]');
    store.refresh();
    expect(store.get()).toEqual(["from another tab"]);
    expect(calls).toBe(1);
  });

  it("survives garbage in storage", () => {
    const store = createRecentSearchStore(memoryStorage({ [RECENT_SEARCHES_KEY]: "}{" }));
    expect(store.get()).toEqual([]);
    store.add("esp32");
    expect(store.get()).toEqual(["esp32"]);
  });

  it("keeps working in memory when storage throws or is missing", () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    for (const storage of [broken, null]) {
      const store = createRecentSearchStore(storage);
      expect(store.get()).toEqual([]);
      store.add("esp32");
      store.add("servo");
      expect(store.get()).toEqual(["servo", "esp32"]);
    }
  });

  it("keeps the list when only writing fails", () => {
    const storage = memoryStorage({ [RECENT_SEARCHES_KEY]: '["servo"]' });
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    const store = createRecentSearchStore(storage);
    store.add("esp32");
    expect(store.get()).toEqual(["esp32", "servo"]);
  });
});
