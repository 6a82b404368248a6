import { describe, expect, it } from "vitest";
import type { BomLine, BomProduct } from "@shop/contracts";
import { contentEn } from "@/i18n/messages/content.en";
import { confidenceLabel, initialChoices, itemsInStock } from "./choices";

const product = (slug: string, stock: number): BomProduct => ({
  product_id: slug.length,
  name: slug,
  slug,
  image: "",
  price: 10,
  has_discount_price: false,
  discount_price: null,
  stock,
});
const line = (best: BomProduct | null, quantity: number, alternatives: BomProduct[] = []): BomLine => ({
  line: 1,
  text: "",
  query: "",
  quantity,
  part_number: null,
  footprint: null,
  confidence: 1,
  best,
  alternatives,
  error: null,
});

describe("BOM choices", () => {
  it("adds chosen in-stock lines, sums a product chosen twice, leaves out unmatched and out-of-stock lines", () => {
    const lines = [line(product("a", 5), 2, [product("b", 0)]), line(null, 1), line(product("c", 0), 1), line(product("a", 5), 3)];
    const choices = initialChoices(lines);
    expect(itemsInStock(lines, choices)).toEqual([{ product: "a", quantity: 5 }]);
    choices[0] = { slug: "b", quantity: 2 };
    expect(itemsInStock(lines, choices)).toEqual([{ product: "a", quantity: 3 }]);
  });

  it("words the confidence", () => {
    expect(confidenceLabel(1).key).toBe("exact");
    expect(confidenceLabel(0.7).key).toBe("likely");
    expect(confidenceLabel(0.3).key).toBe("check");
    expect([1, 0.7, 0.3].map((c) => contentEn.bom[confidenceLabel(c).key])).toEqual(["Exact match", "Likely match", "Check this match"]);
  });
});
