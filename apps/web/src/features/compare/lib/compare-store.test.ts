import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCompareItems, compareHref, parseCompareItems, readCompareItems, removeCompareItem, toggleCompareItem } from "./compare-store";

/** A window with localStorage and events, as the browser gives the store. */
function fakeWindow() {
  const store = new Map<string, string>();
  const target = new EventTarget();
  return Object.assign(target, {
    localStorage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) },
  });
}

const item = (slug: string) => ({ slug, name: `Part ${slug}`, image: `/api/v1/media/${slug}.webp` });

describe("the products chosen to compare", () => {
  beforeEach(() => {
    vi.stubGlobal("window", fakeWindow());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("adds and removes by slug, refuses a fifth without changing the four, and tells listeners", () => {
    const heard = vi.fn();
    window.addEventListener("compare-products-changed", heard);
    for (const slug of ["a", "b", "c", "d"]) expect(toggleCompareItem(item(slug))).toBe(true);
    expect(toggleCompareItem(item("e"))).toBe(false);
    expect(readCompareItems().map((i) => i.slug)).toEqual(["a", "b", "c", "d"]);
    expect(toggleCompareItem(item("b"))).toBe(true);
    removeCompareItem("d");
    expect(readCompareItems().map((i) => i.slug)).toEqual(["a", "c"]);
    expect(heard).toHaveBeenCalledTimes(6);
    clearCompareItems();
    expect(readCompareItems()).toEqual([]);
    expect(window.localStorage.getItem("compare-products")).toBe("[]");
  });

  it("reads a malformed or hand-edited value as nothing chosen, drops bad entries and keeps at most 4", () => {
    expect(parseCompareItems("{not json")).toEqual([]);
    expect(parseCompareItems('{"slug":"a"}')).toEqual([]);
    expect(parseCompareItems(JSON.stringify([item("a"), { slug: 3 }, item("b")])).map((i) => i.slug)).toEqual(["a", "b"]);
    expect(parseCompareItems(JSON.stringify(["a", "b", "c", "d", "e"].map(item)))).toHaveLength(4);
  });

  it("links to the compare page with the slugs in order", () => {
    expect(compareHref(["esp32-devkit", "hc-sr04"])).toBe("/compare?products=esp32-devkit,hc-sr04");
  });
});
