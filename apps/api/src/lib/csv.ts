import { toDhakaIso } from "./time";

/**
 * The back office's CSV downloads (orders, newsletter subscribers) share one writer, so
 * every file opens the same way in Excel and LibreOffice and none can run a formula.
 */

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes
 * doubled. A cell a spreadsheet would run as a formula (= + - @, tab, CR first) gets a
 * leading ' first: a shopper's name, note or email must never execute on a staff computer.
 */
function csvCell(value: CsvValue): string {
  if (value instanceof TextCell) return `"=""${value.text}"""`;
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A cell of digits a spreadsheet must keep as text (a phone's leading 0): written as the
 * formula ="01712345678", which Excel and LibreOffice (formulas evaluated, its default)
 * show as the text 01712345678; with evaluation off LibreOffice shows the wrapper, the
 * digits still whole. Only digits (and a leading +) are allowed, so the formula can never
 * be more than a constant; anything else goes through the usual guarded cell.
 */
class TextCell {
  constructor(readonly text: string) {}
}
export const csvDigitsAsText = (value: string | null | undefined): CsvValue => (value && /^\+?\d{1,20}$/.test(value) ? new TextCell(value) : value);
type CsvValue = string | null | undefined | TextCell;

/** "2024-05-01T21:05:09.000+06:00" → "2024-05-01 21:05" (Dhaka wall-clock time, which spreadsheets read as a date); null → "". */
export const csvDhakaTime = (value: Date | null): string => (value === null ? "" : toDhakaIso(value).slice(0, 16).replace("T", " "));

/**
 * A whole file: the header, then one line per row, CRLF line ends. It starts with a
 * UTF-8 byte order mark so Excel reads Bangla names as Bangla.
 */
export function csvDocument(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
