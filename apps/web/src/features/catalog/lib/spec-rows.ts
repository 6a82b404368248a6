import type { ProductDetail } from "@shop/contracts";

type Row = { key: string; value: string };

/**
 * The Specifications table's rows: the typed values first, formatted with units ("3.3–5 V"),
 * then the free specifications whose name no typed value already shows.
 */
export function specRows(product: Pick<ProductDetail, "specs" | "attributes">): Row[] {
  const typed = product.attributes.map((a) => ({ key: a.name, value: a.value }));
  const names = new Set(typed.map((r) => r.key.toLowerCase()));
  return [...typed, ...product.specs.filter((s) => !names.has(s.key.toLowerCase()))];
}
