import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "@shop/contracts";
import { toDhakaIso } from "../../lib/time";
import { checkRange, type AdminOrdersCtx } from "./admin";
import { exportOrderRows } from "./admin-queries";

const HEADER = [
  "Order number",
  "Placed at",
  "Status",
  "Payment method",
  "Payment status",
  "Customer",
  "Phone",
  "District",
  "Items",
  "Subtotal",
  "Discounts",
  "Shipping",
  "Total",
  "Courier",
  "Tracking number",
];

/** Integer poisha as taka with 2 decimals ("2370.50"), without going through a float. */
export function takaCell(poisha: number): string {
  const sign = poisha < 0 ? "-" : "";
  const abs = Math.abs(Math.round(poisha));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes
 * doubled. A cell a spreadsheet would run as a formula (= + - @, tab, CR first) gets a
 * leading ' first: a shopper's name or note must never execute on a staff computer.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "2024-05-01T21:05:09.000+06:00" → "2024-05-01 21:05" (Dhaka wall-clock time). */
const dhakaLocal = (value: Date | string) => toDhakaIso(value).slice(0, 16).replace("T", " ");

/**
 * Orders placed on the Dhaka days from..to as CSV, oldest first, CRLF line ends. It
 * starts with a UTF-8 byte order mark so Excel reads Bangla names as Bangla.
 */
export async function exportOrdersCsv(ctx: Pick<AdminOrdersCtx, "db">, range: { from: string; to: string }): Promise<string> {
  checkRange(range.from, range.to);
  const rows = await exportOrderRows(ctx.db, range);
  const lines = [HEADER.map(csvCell).join(",")];
  for (const r of rows) {
    const cells = [
      r.order_number,
      dhakaLocal(r.created_at),
      ORDER_STATUS_LABELS[r.status],
      PAYMENT_METHOD_LABELS[r.payment_method],
      PAYMENT_STATUS_LABELS[r.payment_status],
      r.customer,
      r.phone,
      r.district,
      r.items,
      takaCell(Number(r.subtotal)),
      takaCell(Number(r.discounts)),
      takaCell(Number(r.shipping_fee)),
      takaCell(Number(r.total)),
      r.courier_name,
      r.tracking_number,
    ];
    lines.push(cells.map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
