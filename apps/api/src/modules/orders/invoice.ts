import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { formatDateIn, formatTaka, orderMoneyText, toBanglaDigits, type Locale, type OrderMoneyRow } from "@shop/contracts";
import PDFDocument from "pdfkit";
import { INVOICE_WORDS, invoiceDigits, invoiceMoney, invoiceValue } from "./invoice-words";

export type InvoiceInput = {
  shop: { name: string; address: string; phone: string; email: string; website: string };
  orderNumber: string; // e.g. "4829301746"
  placedAt: Date; // printed as Asia/Dhaka date and time, e.g. "23 Nov 2026, 4:05 PM"
  status: string; // e.g. "pending" -> "Pending"
  paymentMethod: string; // already human text, e.g. "Cash On Delivery"
  paymentStatus: string; // e.g. "unpaid" -> "Unpaid"
  deliveryMethod: string; // human text, e.g. "Home Delivery"
  address: { fullName: string; phone: string; fullAddress: string; district: string } | null; // null for office pickup
  lines: { name: string; quantity: number; unitPricePoisha: number; totalPoisha: number }[];
  /** The order's money as orderMoneyRows presents it (poisha), Total last. */
  money: OrderMoneyRow[];
  /** Printed under Total: a cash order's advance by bKash and what is left to pay on delivery (decision 041). */
  split?: { label: string; poisha: number }[];
  note: string | null;
  /** The invoice's language (issue 50): the caller's Accept-Language; English when left out. */
  locale?: Locale;
};

// ---------------------------------------------------------------------------
// Fonts. pdfkit draws a string with one font and never falls back, and no single
// Noto face has both Latin and Bengali, so every text is split into script runs
// (splitRuns) and each run is drawn with its own face (drawBlock).

const FONT_DIR = fileURLToPath(new URL("../../../assets/fonts/", import.meta.url));

type Script = "latin" | "bengali";
type Weight = "regular" | "bold";
type FontName = `${Script}-${Weight}`;

const FONT_FILES: Record<FontName, string> = {
  "latin-regular": "NotoSans-Regular.ttf",
  "latin-bold": "NotoSans-Bold.ttf",
  "bengali-regular": "NotoSansBengali-Regular.ttf",
  "bengali-bold": "NotoSansBengali-Bold.ttf",
};

let fontData: Promise<Record<FontName, Buffer>> | undefined;

/** The four font files, read once per process (about 1.4 MB). */
function loadFonts(): Promise<Record<FontName, Buffer>> {
  fontData ??= Promise.all(
    (Object.entries(FONT_FILES) as [FontName, string][]).map(async ([name, file]) => [name, await readFile(FONT_DIR + file)] as const),
  ).then(
    (entries) => Object.fromEntries(entries) as Record<FontName, Buffer>,
    (error: unknown) => {
      fontData = undefined; // let the next call try again
      throw error;
    },
  );
  return fontData;
}

type Run = { text: string; script: Script };

/** Bengali block U+0980–U+09FF (so ৳ U+09F3 too), plus the danda and double danda Bengali borrows from Devanagari. */
function isBengali(codePoint: number): boolean {
  return (codePoint >= 0x0980 && codePoint <= 0x09ff) || codePoint === 0x0964 || codePoint === 0x0965;
}

/** ZWNJ / ZWJ steer Bengali shaping, so they stay in the run they follow. */
function isJoiner(codePoint: number): boolean {
  return codePoint === 0x200c || codePoint === 0x200d;
}

/** "Rahim রহিম ৳5" -> [Latin "Rahim ", Bengali "রহিম", Latin " ", Bengali "৳", Latin "5"]. */
function splitRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    const script: Script = isJoiner(codePoint) ? (last?.script ?? "latin") : isBengali(codePoint) ? "bengali" : "latin";
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

// ---------------------------------------------------------------------------
// Text layout: one measuring function (layoutText) and one drawing function
// (drawBlock) that every text on the invoice goes through.

type Doc = PDFKit.PDFDocument;
type Align = "left" | "right" | "center";
type TextStyle = { size: number; weight?: Weight; color?: string; width?: number; align?: Align; maxLines?: number };
type Line = { runs: Run[]; width: number };
type TextBlock = { lines: Line[]; size: number; weight: Weight; color: string; width: number; align: Align; lineHeight: number; height: number };

const INK = "#111111";
const MUTED = "#555555";
const RULE = "#d4d4d4";
const HEADER_FILL = "#f1f1f1";
const LINE_HEIGHT = 1.4; // × font size: room for Bengali's taller vowel signs
const ASCENT = 1.02; // × font size: the baseline's distance below a line's top
const ELLIPSIS = "…";

const graphemes = new Intl.Segmenter("bn", { granularity: "grapheme" });

function useFont(doc: Doc, script: Script, weight: Weight, size: number): void {
  const name: FontName = `${script}-${weight}`;
  doc.font(name).fontSize(size);
}

/** Advance widths at 1000 pt by font and text, shared by all documents (widths scale with the size). */
const widthCache = new Map<string, number>();
const WIDTH_CACHE_LIMIT = 20_000;

function runWidth(doc: Doc, run: Run, weight: Weight, size: number): number {
  const key = `${run.script}-${weight}\u0000${run.text}`;
  let width = widthCache.get(key);
  if (width === undefined) {
    useFont(doc, run.script, weight, 1000);
    width = doc.widthOfString(run.text);
    if (widthCache.size >= WIDTH_CACHE_LIMIT) widthCache.clear();
    widthCache.set(key, width);
  }
  return (width * size) / 1000;
}

function measure(doc: Doc, text: string, size: number, weight: Weight): number {
  let width = 0;
  for (const run of splitRuns(text)) width += runWidth(doc, run, weight, size);
  return width;
}

/** Greedy word wrap into `maxWidth`; a word longer than a line is cut between graphemes. */
function wrap(doc: Doc, text: string, size: number, weight: Weight, maxWidth: number): string[] {
  const space = measure(doc, " ", size, weight);
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.replace(/\s+/g, " ").trim().split(" ");
    let line = "";
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = measure(doc, word, size, weight);
      if (line && lineWidth + space + wordWidth <= maxWidth) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
      if (wordWidth <= maxWidth) continue;
      line = "";
      for (const { segment } of graphemes.segment(word)) {
        if (line && measure(doc, line + segment, size, weight) > maxWidth) {
          lines.push(line);
          line = "";
        }
        line += segment;
      }
      lineWidth = measure(doc, line, size, weight);
    }
    lines.push(line);
  }
  return lines;
}

function shortenToFit(doc: Doc, text: string, size: number, weight: Weight, maxWidth: number): string {
  const parts = Array.from(graphemes.segment(text), (s) => s.segment);
  while (parts.length > 0 && measure(doc, parts.join("").trimEnd() + ELLIPSIS, size, weight) > maxWidth) parts.pop();
  return parts.join("").trimEnd() + ELLIPSIS;
}

type GlyphFont = { hasGlyphForCodePoint(codePoint: number): boolean };

/** Whether a code point has a glyph in its script's face (same glyphs in both weights), cached. */
const drawableCache = new Map<number, boolean>();
function hasGlyph(doc: Doc, codePoint: number): boolean {
  let known = drawableCache.get(codePoint);
  if (known === undefined) {
    const script: Script = isBengali(codePoint) ? "bengali" : "latin";
    useFont(doc, script, "regular", 10);
    // pdfkit's current font wraps its fontkit face (`_font.font`).
    const face = (doc as unknown as { _font: { font: GlyphFont } })._font.font;
    known = face.hasGlyphForCodePoint(codePoint);
    drawableCache.set(codePoint, known);
  }
  return known;
}

/**
 * The text without what the fonts cannot draw (emoji, pictographs, their skin tones and
 * joiners), which would print as empty boxes; Bengali, Latin and ৳ stay. The spaces a
 * removed emoji leaves are closed up.
 */
function drawableText(doc: Doc, text: string): string {
  let out = "";
  let dropped = false;
  const chars = Array.from(text);
  chars.forEach((char, i) => {
    const codePoint = char.codePointAt(0)!;
    if (char === "\n" || char === "\r") {
      out += char;
      return;
    }
    // A joiner stays inside Bengali (it steers its shaping) and goes with the emoji it joins.
    const keep = isJoiner(codePoint) ? isBengali(chars[i - 1]?.codePointAt(0) ?? 0) : hasGlyph(doc, codePoint);
    if (keep) out += char;
    else dropped = true;
  });
  return dropped ? out.replace(/[^\S\r\n]{2,}/g, " ").replace(/^[^\S\r\n]+|[^\S\r\n]+$/gm, "") : out;
}

/** Measures and wraps `text` (to `style.width` if given, else one line per paragraph) without drawing it. */
function layoutText(doc: Doc, rawText: string, style: TextStyle): TextBlock {
  const text = drawableText(doc, rawText);
  const weight = style.weight ?? "regular";
  const { size } = style;
  let texts = style.width === undefined ? text.split(/\r?\n/) : wrap(doc, text, size, weight, style.width);
  if (style.maxLines !== undefined && texts.length > style.maxLines) {
    texts = texts.slice(0, style.maxLines);
    const last = texts.length - 1;
    texts[last] = shortenToFit(doc, texts[last], size, weight, style.width ?? Number.POSITIVE_INFINITY);
  }
  const lines = texts.map((line) => ({ runs: splitRuns(line), width: measure(doc, line, size, weight) }));
  const lineHeight = size * LINE_HEIGHT;
  const width = style.width ?? Math.max(0, ...lines.map((line) => line.width));
  return { lines, size, weight, color: style.color ?? INK, width, align: style.align ?? "left", lineHeight, height: lines.length * lineHeight };
}

/** Draws a laid-out block with its top-left corner at (x, y): each script run with its own font. */
function drawBlock(doc: Doc, block: TextBlock, x: number, y: number): void {
  doc.fillColor(block.color);
  block.lines.forEach((line, index) => {
    const offset = block.align === "right" ? block.width - line.width : block.align === "center" ? (block.width - line.width) / 2 : 0;
    let runX = x + offset;
    const baseline = y + index * block.lineHeight + block.size * ASCENT;
    for (const run of line.runs) {
      const width = runWidth(doc, run, block.weight, block.size);
      useFont(doc, run.script, block.weight, block.size);
      doc.text(run.text, runX, baseline, { lineBreak: false, baseline: "alphabetic" });
      runX += width;
    }
  });
}

/** layoutText + drawBlock; returns the height used. */
function drawText(doc: Doc, text: string, x: number, y: number, style: TextStyle): number {
  const block = layoutText(doc, text, style);
  drawBlock(doc, block, x, y);
  return block.height;
}

// ---------------------------------------------------------------------------
// Formatting.

const dhakaDateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Dhaka",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "23 Nov 2026, 4:05 PM" in Asia/Dhaka. */
function formatDhakaDateTime(date: Date): string {
  const parts = dhakaDateTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()}`;
}

/** "৩ ডিসেম্বর, ২০২৬, ৪:০৫ PM" in Asia/Dhaka: Bangla month and digits, the time as the English one reads. */
function banglaDateTime(date: Date): string {
  const english = formatDhakaDateTime(date);
  return `${formatDateIn(date, "bn", "long")}, ${toBanglaDigits(english.slice(english.indexOf(", ") + 2))}`;
}

/** "pending" -> "Pending", "out_for_delivery" -> "Out for delivery". */
function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 12345600 -> "৳1,23,456"; 12345650 -> "৳1,23,456.50"; negative -> "-৳150". */
function money(poisha: number): string {
  return formatTaka(Math.round(poisha) / 100);
}

/** The address as one text, the district once: full_address already ends with it. */
function addressLine(fullAddress: string, district: string): string {
  const parts = fullAddress.split(",").map((part) => part.trim());
  return parts.some((part) => part.toLowerCase() === district.trim().toLowerCase()) ? fullAddress : `${fullAddress}, ${district}`;
}

const quantityFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

// ---------------------------------------------------------------------------
// The invoice.

const MARGIN = 40;
const CELL_PAD_X = 6;
const CELL_PAD_Y = 4;
const TABLE_SIZE = 9;
const MAX_NAME_LINES = 6; // a product name never takes more than this in its cell

/** Renders an order's invoice as an A4 PDF (40 pt margins), continuing on more pages for long orders. */
export async function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: INVOICE_WORDS[input.locale ?? "en"].docTitle(input.orderNumber),
      Author: input.shop.name,
      Subject: INVOICE_WORDS[input.locale ?? "en"].docSubject(input.orderNumber),
      Creator: input.shop.name,
      // The order's time, not the wall clock: the same order gives the same bytes.
      CreationDate: input.placedAt,
    },
    displayTitle: true,
    lang: input.locale ?? "en",
  });
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);
  // Open every face up front, in a fixed order: pdfkit numbers fonts by first use, and
  // measuring (cached across documents) must not change that order, so that the same
  // input always gives the same bytes.
  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    const [script, weight] = name.split("-") as [Script, Weight];
    useFont(doc, script, weight, 10);
  }

  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  drawInvoice(doc, input);
  doc.end();
  return finished;
}

function drawInvoice(doc: Doc, input: InvoiceInput): void {
  const locale = input.locale ?? "en";
  const words = INVOICE_WORDS[locale];
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const bottom = doc.page.height - MARGIN;
  const contentWidth = right - left;
  let y = MARGIN;

  const fits = (height: number) => y + height <= bottom;
  const rule = (atY: number, color = RULE, lineWidth = 0.75) => {
    doc.save().moveTo(left, atY).lineTo(right, atY).lineWidth(lineWidth).strokeColor(color).stroke().restore();
  };
  const continued = layoutText(doc, words.continued(input.shop.name, input.orderNumber), {
    size: 8,
    color: MUTED,
    width: contentWidth,
    maxLines: 1,
  });
  const continuedHeight = continued.height + 8;
  const newPage = () => {
    doc.addPage();
    drawBlock(doc, continued, left, MARGIN);
    y = MARGIN + continuedHeight;
  };
  /** Starts a new page unless `height` fits below the cursor (a block taller than a page starts at a page's top). */
  const ensure = (height: number) => {
    if (!fits(height)) newPage();
  };

  // Header: the shop on the left, the title on the right.
  const titleWidth = 170;
  const shopWidth = contentWidth - titleWidth - 20;
  let shopY = y;
  shopY += drawText(doc, input.shop.name, left, shopY, { size: 18, weight: "bold", width: shopWidth, maxLines: 2 });
  shopY += 2;
  const { address, phone, email, website } = input.shop;
  for (const detail of [address, phone && `${words.phone}: ${phone}`, email && `${words.email}: ${email}`, website].filter((text) => text.trim())) {
    shopY += drawText(doc, detail, left, shopY, { size: 9, color: MUTED, width: shopWidth, maxLines: 3 });
  }
  const titleY = y + drawText(doc, words.title, right - titleWidth, y, { size: 22, weight: "bold", width: titleWidth, align: "right" });
  y = Math.max(shopY, titleY) + 10;
  rule(y);
  y += 14;

  // The order's details on the left, where it goes on the right.
  const columnGap = 24;
  const columnWidth = (contentWidth - columnGap) / 2;
  const labelWidth = 92;
  let detailsY = y;
  detailsY += drawText(doc, words.orderDetails, left, detailsY, { size: 10, weight: "bold" }) + 2;
  const details: [string, string][] = [
    [words.orderNumber, input.orderNumber],
    [words.date, locale === "en" ? formatDhakaDateTime(input.placedAt) : banglaDateTime(input.placedAt)],
    [words.orderStatus, invoiceValue(humanize(input.status), locale)],
    [words.paymentMethod, invoiceValue(input.paymentMethod, locale)],
    [words.paymentStatus, invoiceValue(humanize(input.paymentStatus), locale)],
    [words.deliveryMethod, invoiceValue(input.deliveryMethod, locale)],
  ];
  for (const [label, value] of details) {
    const labelBlock = layoutText(doc, label, { size: 9, color: MUTED, width: labelWidth, maxLines: 1 });
    const valueBlock = layoutText(doc, value, { size: 9, width: columnWidth - labelWidth, maxLines: 2 });
    drawBlock(doc, labelBlock, left, detailsY);
    drawBlock(doc, valueBlock, left + labelWidth, detailsY);
    detailsY += Math.max(labelBlock.height, valueBlock.height);
  }

  const shipX = left + columnWidth + columnGap;
  let shipY = y;
  shipY += drawText(doc, words.shipTo, shipX, shipY, { size: 10, weight: "bold" }) + 2;
  if (input.address) {
    const { fullName, phone, fullAddress, district } = input.address;
    shipY += drawText(doc, fullName, shipX, shipY, { size: 10, weight: "bold", width: columnWidth, maxLines: 2 });
    shipY += drawText(doc, phone, shipX, shipY, { size: 9, width: columnWidth, maxLines: 1 });
    shipY += drawText(doc, addressLine(fullAddress, district), shipX, shipY, { size: 9, width: columnWidth, maxLines: 4 });
  } else {
    shipY += drawText(doc, words.officePickup, shipX, shipY, { size: 10, width: columnWidth });
  }
  y = Math.max(detailsY, shipY) + 20;

  // The lines table.
  const qtyWidth = 50;
  const moneyWidth = 95;
  const columns = [
    { title: words.product, width: contentWidth - qtyWidth - 2 * moneyWidth, align: "left" as const },
    { title: words.qty, width: qtyWidth, align: "right" as const },
    { title: words.unitPrice, width: moneyWidth, align: "right" as const },
    { title: words.total, width: moneyWidth, align: "right" as const },
  ];
  const layoutRow = (cells: string[], weight: Weight) => {
    const blocks = cells.map((cell, i) =>
      layoutText(doc, cell, {
        size: TABLE_SIZE,
        weight,
        width: columns[i].width - 2 * CELL_PAD_X,
        align: columns[i].align,
        maxLines: i === 0 ? MAX_NAME_LINES : 2,
      }),
    );
    return { blocks, height: Math.max(...blocks.map((b) => b.height)) + 2 * CELL_PAD_Y };
  };
  const drawRow = (row: ReturnType<typeof layoutRow>) => {
    let x = left;
    row.blocks.forEach((block, i) => {
      drawBlock(doc, block, x + CELL_PAD_X, y + CELL_PAD_Y);
      x += columns[i].width;
    });
    y += row.height;
  };
  const header = layoutRow(
    columns.map((c) => c.title),
    "bold",
  );
  const drawHeader = () => {
    doc.save().rect(left, y, contentWidth, header.height).fill(HEADER_FILL).restore();
    drawRow(header);
  };
  const rows = input.lines.map((line) =>
    layoutRow(
      [
        line.name,
        invoiceDigits(quantityFormat.format(line.quantity), locale),
        locale === "en" ? money(line.unitPricePoisha) : invoiceMoney(line.unitPricePoisha, locale),
        locale === "en" ? money(line.totalPoisha) : invoiceMoney(line.totalPoisha, locale),
      ],
      "regular",
    ),
  );

  ensure(header.height + (rows[0]?.height ?? 0));
  drawHeader();
  for (const row of rows) {
    if (!fits(row.height)) {
      newPage();
      drawHeader();
    }
    drawRow(row);
    rule(y, "#e6e6e6", 0.5);
  }

  // Summary rows, the note and the footer: laid out first, so that they are kept together
  // on one page when they fit on one (a page break never leaves the footer alone).
  const summaryLabelWidth = 170;
  const summaryValueWidth = moneyWidth;
  const summaryX = right - summaryLabelWidth - summaryValueWidth;
  const summaryRows = [
    ...input.money.map((row) => ({
      label: invoiceValue(row.label, locale),
      value: locale === "en" ? orderMoneyText(row) : row.free ? invoiceValue("Free", locale) : invoiceMoney(row.amount, locale),
      bold: row.key === "total",
    })),
    ...(input.split ?? []).map((row) => ({
      label: invoiceValue(row.label, locale),
      value: locale === "en" ? formatTaka(row.poisha / 100) : invoiceMoney(row.poisha, locale),
      bold: false,
    })),
  ];
  const summaryBlocks = summaryRows.map(({ label, value, bold }) => {
    const size = bold ? 11 : 9.5;
    const weight: Weight = bold ? "bold" : "regular";
    const labelBlock = layoutText(doc, label, { size, weight, width: summaryLabelWidth - CELL_PAD_X, maxLines: 3 });
    const valueBlock = layoutText(doc, value, { size, weight, width: summaryValueWidth - CELL_PAD_X, align: "right" });
    const gap = bold ? 8 : 3;
    return { labelBlock, valueBlock, bold, gap, height: Math.max(labelBlock.height, valueBlock.height) + gap };
  });
  const summaryHeight = summaryBlocks.reduce((sum, block) => sum + block.height, 0);

  const note = input.note?.trim();
  const noteGap = 16;
  const noteHeading = layoutText(doc, words.note, { size: 10, weight: "bold" });
  const noteBody = layoutText(doc, note ?? "", { size: 9, width: contentWidth });
  const noteHeight = note ? noteGap + noteHeading.height + 2 + noteBody.height : 0;

  const footerGap = 24;
  const footer = layoutText(doc, words.thanks(input.shop.name), {
    size: 10,
    color: MUTED,
    width: contentWidth,
    align: "center",
    maxLines: 2,
  });

  const summaryGap = 12;
  const tailHeight = summaryGap + summaryHeight + noteHeight + footerGap + footer.height;
  if (!fits(tailHeight) && tailHeight <= bottom - MARGIN - continuedHeight) newPage();
  y += summaryGap;

  ensure(summaryHeight);
  for (const { labelBlock, valueBlock, bold, gap, height } of summaryBlocks) {
    ensure(height);
    if (bold) {
      doc
        .save()
        .moveTo(summaryX, y + gap / 2)
        .lineTo(right, y + gap / 2)
        .lineWidth(0.75)
        .strokeColor(INK)
        .stroke()
        .restore();
    }
    drawBlock(doc, labelBlock, summaryX, y + gap);
    drawBlock(doc, valueBlock, right - summaryValueWidth, y + gap);
    y += height;
  }

  // The customer's note, line by line so that a long one flows onto the next page.
  if (note) {
    y += noteGap;
    ensure(noteHeading.height + 2 + noteBody.lineHeight);
    drawBlock(doc, noteHeading, left, y);
    y += noteHeading.height + 2;
    for (const line of noteBody.lines) {
      ensure(noteBody.lineHeight);
      drawBlock(doc, { ...noteBody, lines: [line], height: noteBody.lineHeight }, left, y);
      y += noteBody.lineHeight;
    }
  }

  y += footerGap;
  ensure(footer.height);
  drawBlock(doc, footer, left, y);
}

/** The invoice's fonts and text drawing, shared by the credit note (refunds/credit-note.ts). */
export { FONT_FILES, loadFonts, useFont, drawText, formatDhakaDateTime, money, addressLine };
export type { Doc, FontName, Script, Weight };
