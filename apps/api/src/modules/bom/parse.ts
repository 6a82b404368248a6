import { parse } from "csv-parse/sync";
import { BOM_LINES_MAX, BOM_MESSAGES, LINE_QUANTITY_MAX, type BomField, type BomMapping } from "@shop/contracts";
import { AppError } from "../../lib/app-error";

/**
 * A pasted parts list or a BOM file, as lines to match (pure). Pasted lines come in the
 * forms makers write: "2 x HC-SR04", "3x LED red", "L298N, 1", "10k resistor 10",
 * "HC-SR04<tab>2", "ESP32 DevKit" (1). A file is CSV when its first line names a
 * quantity column and a part column (KiCad, EasyEDA, a spreadsheet); its columns are
 * found by their header and the mapping is answered, so the shopper can change it.
 */
export type ParsedLine = {
  line: number;
  text: string;
  /** What is searched: the part's name or value. */
  query: string;
  partNumber: string | null;
  footprint: string | null;
  quantity: number;
  error: string | null;
};

export type ParsedBom = { format: "lines" | "csv"; columns: string[]; mapping: BomMapping | null; lines: ParsedLine[] };

/** Header words of each field, compared without case, spaces or punctuation, best first. */
const HEADERS: Record<BomField, string[]> = {
  quantity: ["quantity", "qty", "qnty", "quantityperpcb", "count", "pcs", "amount"],
  name: ["value", "name", "comment", "cmpname", "part", "component", "item", "description"],
  part_number: ["mpn", "partnumber", "manufacturerpart", "manufacturerpartnumber", "lcsc", "lcscpart", "lcscpartnumber", "supplierpart", "pn", "sku"],
  footprint: ["footprint", "package"],
};

const key = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** The column of each field in a header row; a column serves one field only. */
export function mapHeader(columns: string[]): BomMapping {
  const keys = columns.map(key);
  const taken = new Set<number>();
  const find = (field: BomField) => {
    for (const word of HEADERS[field]) {
      const index = keys.findIndex((k, i) => k === word && !taken.has(i));
      if (index >= 0) {
        taken.add(index);
        return index;
      }
    }
    return null;
  };
  const quantity = find("quantity");
  const part_number = find("part_number");
  const footprint = find("footprint");
  const name = find("name");
  return { quantity, name, part_number, footprint };
}

function quantityOf(raw: string | undefined): { quantity: number; error: string | null } {
  const text = (raw ?? "").trim();
  if (!text) return { quantity: 1, error: null };
  const n = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > LINE_QUANTITY_MAX) return { quantity: 1, error: BOM_MESSAGES.lineQuantity };
  return { quantity: n, error: null };
}

const QTY = String.raw`(\d{1,6})`;
/** Forms of one pasted line, tried in order: each gives [quantity, name] groups. */
const LINE_FORMS: { pattern: RegExp; quantity: 1 | 2 }[] = [
  // 2 x HC-SR04, 3x LED red, 2 × L298N, 2* relay
  { pattern: new RegExp(String.raw`^${QTY}\s*(?:x|×|\*)\s*(.+)$`, "i"), quantity: 1 },
  // HC-SR04 x 2, LED red x3
  { pattern: new RegExp(String.raw`^(.+?)\s+(?:x|×|\*)\s*${QTY}$`, "i"), quantity: 2 },
  // 10k resistor 10, 10k resistor 10pcs, servo 4 pcs
  { pattern: new RegExp(String.raw`^(.+?)\s+${QTY}\s*(?:pcs|pc|nos|units?)?\.?$`, "i"), quantity: 2 },
  // 5 pcs LED
  { pattern: new RegExp(String.raw`^${QTY}\s*(?:pcs|pc|nos|units?)\.?\s+(.+)$`, "i"), quantity: 1 },
];

/** One pasted line: cells split by a tab, comma or semicolon, one of them a bare number; or a form above. */
export function parseLine(text: string, line: number): ParsedLine {
  const clean = text.replace(/\s+$/, "");
  const cells = clean
    .split(/\t|[,;]/)
    .map((cell) => cell.trim())
    .filter(Boolean);
  const base = { line, text: clean, partNumber: null, footprint: null };
  if (cells.length >= 2) {
    const numeric = cells.findIndex((cell) => /^\d{1,6}$/.test(cell) || /^\d{1,6}\s*(?:pcs|pc|x)$/i.test(cell));
    if (numeric >= 0) {
      const { quantity, error } = quantityOf(cells[numeric].replace(/\D+/g, ""));
      return { ...base, query: cells.filter((_, i) => i !== numeric).join(" "), quantity, error };
    }
  }
  const single = cells.join(" ");
  for (const form of LINE_FORMS) {
    const m = form.pattern.exec(single);
    if (!m) continue;
    const { quantity, error } = quantityOf(m[form.quantity]);
    const name = m[form.quantity === 1 ? 2 : 1].trim();
    if (name) return { ...base, query: name, quantity, error };
  }
  return { ...base, query: single, quantity: 1, error: null };
}

function delimiterOf(header: string): string {
  const counts = [",", ";", "\t"].map((d) => [d, header.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ",";
}

function isCsvHeader(header: string): boolean {
  const delimiter = delimiterOf(header);
  const cells = header.split(delimiter).map((c) => c.replace(/^["']|["']$/g, ""));
  if (cells.length < 2) return false;
  const mapping = mapHeader(cells);
  return mapping.quantity !== null && (mapping.name !== null || mapping.part_number !== null);
}

function readCsv(text: string, mapping: BomMapping | undefined): ParsedBom {
  const delimiter = delimiterOf(text.slice(0, text.search(/\r?\n|$/)));
  let rows: string[][];
  try {
    rows = parse(text, { delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw new AppError("validation_failed", BOM_MESSAGES.csvUnreadable, { field: "text" });
  }
  const [header, ...body] = rows;
  const columns = header.map((cell) => cell.trim());
  const used = mapping ?? mapHeader(columns);
  for (const field of ["quantity", "name", "part_number", "footprint"] as const) {
    const index = used[field];
    if (index !== null && index >= columns.length) throw new AppError("validation_failed", BOM_MESSAGES.mappingColumn, { field: `mapping.${field}` });
  }
  if (used.name === null && used.part_number === null) throw new AppError("validation_failed", BOM_MESSAGES.mappingName, { field: "mapping.name" });
  checkCount(body.length);
  const cell = (row: string[], index: number | null) => (index === null ? "" : (row[index] ?? "").trim());
  const lines = body
    .map((row, i): ParsedLine => {
      const name = cell(row, used.name);
      const partNumber = cell(row, used.part_number) || null;
      const { quantity, error } = quantityOf(cell(row, used.quantity));
      return {
        line: i + 2,
        text: row.join(delimiter === "\t" ? "  " : `${delimiter} `),
        query: name || partNumber || "",
        partNumber,
        footprint: cell(row, used.footprint) || null,
        quantity,
        error,
      };
    })
    .filter((line) => line.query);
  if (lines.length === 0) throw new AppError("validation_failed", BOM_MESSAGES.noLines, { field: "text" });
  return { format: "csv", columns, mapping: used, lines };
}

function checkCount(count: number) {
  if (count > BOM_LINES_MAX) throw new AppError("validation_failed", BOM_MESSAGES.tooManyLines(count), { field: "text" });
}

/** The lines of a pasted list or a CSV file; a refusal (AppError 422) says what is wrong. */
export function parseBom(raw: string, mapping?: BomMapping): ParsedBom {
  const text = raw.replace(/^\uFEFF/, "").replace(/\0/g, "");
  const first = text.split(/\r?\n/).find((l) => l.trim()) ?? "";
  if (mapping || isCsvHeader(first)) return readCsv(text.slice(text.indexOf(first)), mapping);
  const source = text.split(/\r?\n/).map((t, i) => ({ t: t.trim(), i }));
  const wanted = source.filter(({ t }) => t && !t.startsWith("#") && !/^[-=_*\s]+$/.test(t));
  checkCount(wanted.length);
  const lines = wanted.map(({ t, i }) => parseLine(t, i + 1)).filter((l) => l.query);
  if (lines.length === 0) throw new AppError("validation_failed", BOM_MESSAGES.noLines, { field: "text" });
  return { format: "lines", columns: [], mapping: null, lines };
}
