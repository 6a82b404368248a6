import { STOCK_AVAILABLE_ABOVE, STOCK_LOW_BELOW } from "./catalog-constants";

export type StockDisplay =
  | { kind: "out"; label: "Out of Stock" }
  | { kind: "available"; label: "Available" }
  | { kind: "low"; label: string; count: number }
  | { kind: "limited"; label: string; count: number };

/** Spec section 4: 0 Out of Stock; above 20 Available; under 10 a red count; 10 to 20 a green count. */
export function stockDisplay(stock: number): StockDisplay {
  if (stock <= 0) return { kind: "out", label: "Out of Stock" };
  if (stock > STOCK_AVAILABLE_ABOVE) return { kind: "available", label: "Available" };
  const label = `${stock} in stock`;
  return stock < STOCK_LOW_BELOW ? { kind: "low", label, count: stock } : { kind: "limited", label, count: stock };
}
