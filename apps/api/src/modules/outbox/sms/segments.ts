/**
 * How many SMS a text costs. A text made only of the GSM 03.38 alphabet goes as GSM-7:
 * 160 characters in one SMS, 153 a part once it is split (the rest of each part carries
 * the header that joins them); the extension characters (^ { } \ [ ] ~ | €) take two
 * places. Any other character (Bengali, an emoji, a curly quote) sends the whole text as
 * Unicode (UCS-2): 70 in one SMS, 67 a part, counted in UTF-16 units. Gateways charge per
 * part, so a template that grows past one part doubles its cost.
 */
const GSM7_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENSION = "^{}\\[~]|€\f";
const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export type SmsEncoding = "gsm7" | "ucs2";

export const SEGMENT_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

/** True when every character is in the GSM-7 alphabet (basic or extension table). */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENSION.has(char)) return false;
  return true;
}

/** The encoding a gateway sends the text in, its length in that encoding's places, and how many SMS it takes. */
export function smsSegments(text: string): { encoding: SmsEncoding; length: number; segments: number } {
  const encoding: SmsEncoding = isGsm7(text) ? "gsm7" : "ucs2";
  let length = 0;
  if (encoding === "gsm7") for (const char of text) length += EXTENSION.has(char) ? 2 : 1;
  else length = text.length;
  const limits = SEGMENT_LIMITS[encoding];
  const segments = length === 0 ? 1 : length <= limits.single ? 1 : Math.ceil(length / limits.part);
  return { encoding, length, segments };
}
