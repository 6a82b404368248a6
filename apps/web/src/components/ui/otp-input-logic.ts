/** Pure rules of the OTP box input (spec §5), kept apart so they are unit-tested. */

export type OtpMode = "numeric" | "alphanumeric";

/** The characters a box accepts: digits only in numeric mode. */
export function cleanOtpText(text: string, mode: OtpMode): string {
  return mode === "numeric" ? text.replace(/\D/g, "") : text.replace(/[^A-Za-z0-9]/g, "");
}

/** The boxes as an array of single characters ("" for empty), `length` long. */
export function toBoxes(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => (value[i] ?? "").trim());
}

/** The boxes joined back into a value; empty boxes in the middle are kept as gaps. */
export function fromBoxes(boxes: string[]): string {
  return boxes
    .map((b) => b || " ")
    .join("")
    .trimEnd();
}

/**
 * Paste (or autofill of several characters) fills from box `index` onward with the
 * accepted characters, never past the last box. Returns the new boxes and the box to
 * focus next (the one after the last filled, or the last box).
 */
export function distributePaste(boxes: string[], index: number, text: string, mode: OtpMode): { boxes: string[]; focus: number } {
  const chars = [...cleanOtpText(text, mode)].slice(0, Math.max(0, boxes.length - index));
  const next = [...boxes];
  chars.forEach((c, i) => {
    next[index + i] = c;
  });
  const last = boxes.length - 1;
  return { boxes: next, focus: Math.min(index + chars.length, last) };
}

/** Every box holds a character. */
export function isComplete(boxes: string[]): boolean {
  return boxes.every((b) => b.length === 1);
}
