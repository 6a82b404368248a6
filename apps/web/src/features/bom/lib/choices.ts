import type { BomLine, BomProduct } from "@shop/contracts";

/** A matched line as the shopper has it: the chosen product (slug or "" for none) and the quantity. */
export type Choice = { slug: string; quantity: number };

export const initialChoices = (lines: BomLine[]): Choice[] => lines.map((l) => ({ slug: l.best?.slug ?? "", quantity: l.quantity }));

export const optionsOf = (line: BomLine): BomProduct[] => (line.best ? [line.best, ...line.alternatives] : []);

export function chosenProduct(line: BomLine, choice: Choice): BomProduct | null {
  return optionsOf(line).find((p) => p.slug === choice.slug) ?? null;
}

/** The in-stock chosen lines as one add: a product chosen on two lines is added once with both quantities. */
export function itemsInStock(lines: BomLine[], choices: Choice[]): { product: string; quantity: number }[] {
  const sums = new Map<string, number>();
  lines.forEach((line, i) => {
    const product = chosenProduct(line, choices[i]);
    if (!product || product.stock <= 0 || choices[i].quantity < 1) return;
    sums.set(product.slug, (sums.get(product.slug) ?? 0) + choices[i].quantity);
  });
  return [...sums].map(([product, quantity]) => ({ product, quantity }));
}

/** How sure the match is: the key of the shop's words (catalogue "bom") and its colour. */
export function confidenceLabel(confidence: number): { key: "exact" | "likely" | "check"; tone: string } {
  if (confidence >= 0.99) return { key: "exact", tone: "text-emerald-700" };
  if (confidence >= 0.6) return { key: "likely", tone: "text-emerald-700" };
  return { key: "check", tone: "text-amber-700" };
}
