const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** ISO 8601 with the Asia/Dhaka offset (UTC+6, no daylight saving): API.md's time format. A timestamptz column is a Date on both drivers (decision 032). */
export function toDhakaIso(date: Date): string {
  return new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString().replace("Z", "+06:00");
}

/** The same for a time read out of JSON (json_build_object, json_agg, jsonb): PostgreSQL writes it as ISO text. */
export const jsonTimeToDhakaIso = (text: string): string => toDhakaIso(new Date(text));
