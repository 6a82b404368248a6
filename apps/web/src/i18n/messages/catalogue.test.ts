import { describe, expect, it } from "vitest";
import { bn } from "./bn";
import { en } from "./en";
import { fill } from "./fill";
import { CLIENT_NAMESPACES, MESSAGES } from "./index";

/** Every "namespace.key" of a catalogue with its text. */
function entries(catalogue: object, prefix = ""): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value !== null && typeof value === "object" ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

/** Words a Bangla page may show as English writes them: names of languages, brands and units. */
const SAME_IN_BOTH = new Set(["lang.en", "lang.bn", "home.heading", "header.home", "product.sku"]);

describe("the message catalogues (issue 50, decision 051)", () => {
  it("have the same keys in English and Bangla", () => {
    expect(entries(bn).map(([k]) => k)).toEqual(entries(en).map(([k]) => k));
  });

  it("have no empty text in either language", () => {
    for (const catalogue of [en, bn]) {
      for (const [key, text] of entries(catalogue)) {
        expect(typeof text, key).toBe("string");
        expect((text as string).trim(), key).not.toBe("");
      }
    }
  });

  it("give each Bangla text the placeholders of its English one", () => {
    const english = new Map(entries(en));
    for (const [key, text] of entries(bn)) expect(placeholders(text as string), key).toEqual(placeholders(english.get(key) as string));
  });

  it("translate every text (a Bangla text equal to the English one is on the allow-list)", () => {
    const english = new Map(entries(en));
    const untranslated = entries(bn)
      .filter(([key, text]) => text === english.get(key) && !SAME_IN_BOTH.has(key) && /[A-Za-z]{3}/.test(text as string))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("keep client namespaces to plain {name} placeholders (the client fills them without ICU)", () => {
    for (const ns of CLIENT_NAMESPACES) {
      for (const [key, text] of entries(MESSAGES.en[ns], `${ns}.`)) expect(text as string, key).not.toMatch(/\{\w+,/);
    }
  });

  it("fill placeholders by name and leave unknown ones", () => {
    expect(fill("{count}টি পণ্য", { count: "৩" })).toBe("৩টি পণ্য");
    expect(fill("Cart, {items}", {})).toBe("Cart, {items}");
  });
});
