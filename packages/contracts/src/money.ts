/**
 * Digits in the Indian (lakh) grouping: "1234567" → "12,34,567": the last three, then
 * pairs. Written out rather than `Intl.NumberFormat("en-IN")`: the first Intl formatter a
 * page builds loads ICU's locale data, about 25 ms of a phone's main thread at start-up
 * (190 ms at Lighthouse's calibrated slowdown, issue 44), for a rule this short. The unit
 * tests hold it equal to Intl's en-IN and bn-BD output.
 */
function groupLakh(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/**
 * A non-negative number with lakh grouping and at most `fraction` decimals (half away
 * from zero, as Intl rounds): `pad` keeps them all ("99.50"), else trailing zeros go ("2.5").
 */
export function groupedNumber(abs: number, fraction: 0 | 2, pad: boolean): string {
  const [whole = "0", decimals = ""] = (Math.round(abs * 10 ** fraction) / 10 ** fraction).toFixed(fraction).split(".");
  const kept = pad ? decimals : decimals.replace(/0+$/, "");
  return kept ? `${groupLakh(whole)}.${kept}` : groupLakh(whole);
}

/** Taka with lakh grouping: 123456 -> "৳1,23,456"; 99.5 -> "৳99.50". */
export function formatTaka(taka: number): string {
  const sign = taka < 0 ? "-" : "";
  const abs = Math.abs(taka);
  const text = Number.isInteger(abs) ? groupedNumber(abs, 0, false) : groupedNumber(abs, 2, true);
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
