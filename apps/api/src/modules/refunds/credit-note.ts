import PDFDocument from "pdfkit";
import {
  addressLine,
  drawText,
  FONT_FILES,
  formatDhakaDateTime,
  loadFonts,
  money,
  useFont,
  type Doc,
  type FontName,
  type Script,
  type Weight,
} from "../orders/invoice";

/** What a credit note prints: the refund, the payment it returns, the order and who it is for. */
export type CreditNoteInput = {
  shop: { name: string; address: string; phone: string; email: string; website: string };
  number: string;
  issuedAt: Date;
  orderNumber: string;
  orderPlacedAt: Date;
  customer: { fullName: string; phone: string; fullAddress: string; district: string } | null;
  /** The payment returned, in words: "bKash, transaction 6H7801QFYM, ৳570". */
  payment: string;
  /** The channel in words (REFUND_CHANNEL_LABELS). */
  channel: string;
  reference: string | null;
  reason: string;
  /** The returned lines, when the refund is for a return. */
  lines: { name: string; quantity: number; unitPricePoisha: number }[];
  returnId: number | null;
  amountPoisha: number;
};

const MARGIN = 40;
const MUTED = "#555555";
const RULE = "#d4d4d4";

/** Renders a refund's credit note as an A4 PDF, drawn like the invoice (same fonts: ৳ and Bengali names print). */
export async function renderCreditNotePdf(input: CreditNoteInput): Promise<Buffer> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: `Credit note ${input.number}`,
      Author: input.shop.name,
      Subject: `Credit note for order ${input.orderNumber}`,
      Creator: input.shop.name,
      CreationDate: input.issuedAt,
    },
    displayTitle: true,
    lang: "en",
  });
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);
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
  draw(doc, input);
  doc.end();
  return finished;
}

function draw(doc: Doc, input: CreditNoteInput): void {
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const rule = (y: number) => doc.save().moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(RULE).stroke().restore();
  let y = MARGIN;

  const titleWidth = 200;
  let shopY = y + drawText(doc, input.shop.name, left, y, { size: 18, weight: "bold", width: width - titleWidth - 20, maxLines: 2 }) + 2;
  const { address, phone, email, website } = input.shop;
  for (const detail of [address, phone && `Phone: ${phone}`, email && `Email: ${email}`, website].filter((text) => text.trim())) {
    shopY += drawText(doc, detail, left, shopY, { size: 9, color: MUTED, width: width - titleWidth - 20, maxLines: 3 });
  }
  const titleY = y + drawText(doc, "CREDIT NOTE", right - titleWidth, y, { size: 22, weight: "bold", width: titleWidth, align: "right" });
  y = Math.max(shopY, titleY) + 10;
  rule(y);
  y += 14;

  const labelWidth = 130;
  const rows: [string, string][] = [
    ["Credit note number", input.number],
    ["Date", formatDhakaDateTime(input.issuedAt)],
    ["Order number", input.orderNumber],
    ["Order placed", formatDhakaDateTime(input.orderPlacedAt)],
    ["Payment returned", input.payment],
    ["Refunded by", input.channel],
    ...(input.reference ? ([["Reference", input.reference]] as [string, string][]) : []),
    ...(input.returnId ? ([["Return", `Return #${input.returnId}`]] as [string, string][]) : []),
    ["Reason", input.reason],
  ];
  const detailsWidth = width / 2 + 40;
  let detailsY = y;
  for (const [label, value] of rows) {
    const h1 = drawText(doc, label, left, detailsY, { size: 9, color: MUTED, width: labelWidth, maxLines: 1 });
    const h2 = drawText(doc, value, left + labelWidth, detailsY, { size: 9, width: detailsWidth - labelWidth, maxLines: 3 });
    detailsY += Math.max(h1, h2);
  }
  const customerX = left + detailsWidth + 20;
  const customerWidth = right - customerX;
  let customerY = y + drawText(doc, "Customer", customerX, y, { size: 10, weight: "bold" }) + 2;
  if (input.customer) {
    const c = input.customer;
    customerY += drawText(doc, c.fullName, customerX, customerY, { size: 10, weight: "bold", width: customerWidth, maxLines: 2 });
    customerY += drawText(doc, c.phone, customerX, customerY, { size: 9, width: customerWidth, maxLines: 1 });
    customerY += drawText(doc, addressLine(c.fullAddress, c.district), customerX, customerY, { size: 9, width: customerWidth, maxLines: 4 });
  }
  y = Math.max(detailsY, customerY) + 18;

  if (input.lines.length) {
    y += drawText(doc, "Returned parts", left, y, { size: 10, weight: "bold" }) + 4;
    for (const line of input.lines) {
      const h = drawText(doc, `${line.quantity} × ${line.name}`, left, y, { size: 9, width: width - 120, maxLines: 3 });
      drawText(doc, money(line.unitPricePoisha * line.quantity), right - 110, y, { size: 9, width: 110, align: "right" });
      y += h + 2;
    }
    rule(y + 4);
    y += 14;
  }

  const amountLabel = "Amount refunded";
  drawText(doc, amountLabel, right - 300, y, { size: 12, weight: "bold", width: 180 });
  y += drawText(doc, money(input.amountPoisha), right - 120, y, { size: 12, weight: "bold", width: 120, align: "right" }) + 24;
  drawText(doc, `This credit note records money ${input.shop.name} gave back for order ${input.orderNumber}.`, left, y, {
    size: 10,
    color: MUTED,
    width,
    align: "center",
    maxLines: 2,
  });
}
