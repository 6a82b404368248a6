/**
 * Cart line quantity rules (spec §4): bounded 1..current stock; minus disabled when
 * stock is 0 or the count is 1 or less; plus disabled when stock is 0 or the count has
 * reached the stock.
 */
export function clampQuantity(count: number, stock: number): number {
  if (!Number.isFinite(count)) return 1;
  const max = Math.max(1, Math.floor(stock));
  return Math.min(max, Math.max(1, Math.floor(count)));
}

export function canDecrease(count: number, stock: number): boolean {
  return stock > 0 && count > 1;
}

export function canIncrease(count: number, stock: number): boolean {
  return stock > 0 && count < stock;
}
