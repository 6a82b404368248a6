const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** ISO 8601 with the Asia/Dhaka offset (UTC+6, no daylight saving): API.md's time format. */
export function toDhakaIso(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString().replace("Z", "+06:00");
}
