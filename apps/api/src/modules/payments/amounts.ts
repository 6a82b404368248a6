/**
 * Gateways speak taka as decimal strings ("570.00"); the shop keeps integer poisha. One
 * exact conversion each way for every gateway (`who` names the gateway in errors).
 */
export function poishaToTakaString(poisha: number, who: string): string {
  if (!Number.isSafeInteger(poisha) || poisha < 0) throw new RangeError(`${who} amount: ${poisha} is not a whole, non-negative number of poisha`);
  const digits = String(poisha).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "570" | "570.5" | "570.50" → 57000 | 57050 | 57050: parsed, never through a float. */
export function takaStringToPoisha(amount: string | number, who: string): number {
  const text = String(amount).trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`${who} amount: "${text}" is not a taka amount`);
  const [, whole, fraction = ""] = match;
  if (/[1-9]/.test(fraction.slice(2))) throw new RangeError(`${who} amount: "${text}" has a fraction of a poisha`);
  const poisha = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  if (!Number.isSafeInteger(poisha) || !Number.isSafeInteger(Number(whole))) throw new RangeError(`${who} amount: "${text}" is too large`);
  return poisha;
}
