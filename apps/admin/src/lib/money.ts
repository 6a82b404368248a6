import { formatTaka, poishaToTaka } from "@shop/contracts";

/** ৳ with lakh grouping, from integer poisha. */
export function money(poisha: number): string {
  return formatTaka(poishaToTaka(poisha));
}

/**
 * Typed taka ("1250.50", "1,250.5", "৳ 99") to integer poisha, exactly: the digits are
 * read as text, never through a float. Answers null for anything that is not an
 * amount of taka with at most two decimals.
 */
export function parseTaka(text: string): number | null {
  const cleaned = text.trim().replace(/^৳\s*/, "").replace(/,/g, "");
  const match = /^(-)?(\d{1,12})?(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match || (match[2] === undefined && !match[3])) return null;
  const whole = match[2] ?? "0";
  const fraction = (match[3] ?? "").padEnd(2, "0");
  const poisha = Number(whole) * 100 + Number(fraction);
  if (!Number.isSafeInteger(poisha)) return null;
  return match[1] && poisha !== 0 ? -poisha : poisha;
}

/** Integer poisha as the text a taka input starts with: 125050 -> "1250.50", 120000 -> "1200". */
export function poishaToInput(poisha: number | null | undefined): string {
  if (poisha === null || poisha === undefined) return "";
  const sign = poisha < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(poisha));
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(fraction).padStart(2, "0")}`;
}
