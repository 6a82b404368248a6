const whole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const fractional = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Taka with lakh grouping: 123456 -> "৳1,23,456"; 99.5 -> "৳99.50". */
export function formatTaka(taka: number): string {
  const sign = taka < 0 ? "-" : "";
  const abs = Math.abs(taka);
  const text = Number.isInteger(abs) ? whole.format(abs) : fractional.format(abs);
  return `${sign}৳${text}`;
}

/** Integer poisha to taka for the wire (API.md: taka with at most 2 decimals). */
export function poishaToTaka(poisha: number): number {
  return Math.round(poisha) / 100;
}

/** Taka from a client (e.g. a price filter) to integer poisha. */
export function takaToPoisha(taka: number): number {
  return Math.round(taka * 100);
}

/**
 * The whole-percent saving of a discount price, 0 when there is none: one rule for
 * the API's `discount_percent` and every badge (issue 9). Rounded down, so a badge
 * never promises more than the real saving (a 9.6 % cut reads "9% off").
 */
export function discountPercent(price: number, discountPrice: number | null | undefined): number {
  if (discountPrice === null || discountPrice === undefined) return 0;
  if (!(price > 0) || !(discountPrice >= 0) || discountPrice >= price) return 0;
  return Math.floor(((price - discountPrice) / price) * 100 + 1e-9);
}
