/** What a shopper pays for one unit: the discount price when there is one. */
export function effectivePrice(p: { price: number; has_discount_price: boolean; discount_price: number | null }): number {
  return p.has_discount_price && p.discount_price !== null && p.discount_price < p.price ? p.discount_price : p.price;
}

/**
 * Whole-percent saving shown on a badge, or null when there is none to show.
 * Rounded down so the badge never promises more than the real saving (a 9.6 % cut reads "9% off").
 */
export function discountPercent(price: number, discountPrice: number | null | undefined): number | null {
  if (discountPrice === null || discountPrice === undefined) return null;
  if (!(price > 0) || !(discountPrice >= 0) || discountPrice >= price) return null;
  const percent = Math.floor(((price - discountPrice) / price) * 100 + 1e-9);
  return percent >= 1 ? percent : null;
}

export function discountLabel(price: number, discountPrice: number | null | undefined): string | null {
  const percent = discountPercent(price, discountPrice);
  return percent === null ? null : `${percent}% off`;
}
