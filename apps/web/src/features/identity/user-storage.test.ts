import { describe, expect, it } from "vitest";
import { clearUserStorage, USER_STORAGE_PREFIX } from "./user-storage";

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe("sign-out clears per-user browser values (spec §4)", () => {
  it("removes the wishlist map and other per-user keys, keeps the rest", () => {
    const storage = memoryStorage({ [`${USER_STORAGE_PREFIX}wishlist-items`]: '{"12":true}', "robodoc.user.other": "1", "recent-searches": "[]" });
    expect(clearUserStorage(storage)).toBe(2);
    expect([...storage.map.keys()]).toEqual(["recent-searches"]);
  });
});
