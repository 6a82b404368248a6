/** Parts of `text` with the shopper's words marked, for bolding matches in suggestions. */
export type TextPart = { text: string; match: boolean };

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Splits `text` at case-insensitive occurrences of the words of `query` (longest word
 * first, so "esp32" wins over "esp"). Words of one character are not marked.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = [
    ...new Set(
      query
        .toLowerCase()
        .split(/[\s,]+/)
        .filter((w) => w.length > 1),
    ),
  ]
    .sort((a, b) => b.length - a.length)
    .slice(0, 8);
  if (!words.length || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join("|")})`, "gi");
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: m[0], match: true });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
