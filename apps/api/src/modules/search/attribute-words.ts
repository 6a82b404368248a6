import { matchChoice, readQuantityWord, toBaseUnit, unitBase } from "@shop/contracts";
import type { AttributeFilter, AttributeRow } from "../catalog/attribute-filters";

/**
 * Words of a search that name a typed specification's value (issue 48): a number with the
 * unit of a known attribute ("5v", "3.3v", "3v3", "100 rpm", "0.96 inch") or a choice of one
 * ("i2c"). Each becomes a filter on that attribute; the other words stay the search text.
 * Pure: the attributes are passed in.
 */
export type AttributeWords = { filters: AttributeFilter[]; rest: string };

const NUMBER = /^\d+(?:\.\d+)?$/;

/** Tokens as typed, split on spaces only: "3.3v" keeps its point (queryWords would cut it). */
function tokens(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}."″]+|[^\p{L}\p{N}"″]+$/gu, ""))
    .filter(Boolean);
}

export function readAttributeWords(text: string, attributes: AttributeRow[], skip: ReadonlySet<number> = new Set()): AttributeWords {
  const words = tokens(text);
  const filters: AttributeFilter[] = [];
  const rest: string[] = [];
  const taken = new Set(skip);
  const numberAttribute = (base: string) => attributes.filter((a) => a.kind === "number" && unitBase(a.unit) === base && !taken.has(a.id));
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    // "100 rpm", "12 v": a number and its unit as two words.
    const pair = next && NUMBER.test(word) ? readQuantityWord(`${word}${next}`) : undefined;
    const quantity = pair ?? readQuantityWord(word);
    const candidates = quantity ? numberAttribute(quantity.base) : [];
    if (quantity && candidates.length === 1) {
      const attribute = candidates[0]!;
      const value = quantity.value / (toBaseUnit(attribute.unit, 1) ?? 1);
      const rounded = Number(value.toPrecision(12));
      filters.push({ attributeId: attribute.id, key: attribute.key, kind: "number", lo: rounded, hi: rounded });
      taken.add(attribute.id);
      if (pair) i++;
      continue;
    }
    const choice = attributes.find((a) => a.kind === "choice" && a.choices.length && !taken.has(a.id) && matchChoice(a.choices, word));
    if (choice) {
      filters.push({ attributeId: choice.id, key: choice.key, kind: "choice", choices: [matchChoice(choice.choices, word)!] });
      taken.add(choice.id);
      continue;
    }
    rest.push(word);
  }
  return { filters, rest: rest.join(" ") };
}
