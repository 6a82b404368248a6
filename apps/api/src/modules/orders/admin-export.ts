import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "@shop/contracts";
import { csvDhakaTime, csvDigitsAsText, csvDocument } from "../../lib/csv";
import { checkRange, type AdminOrdersCtx } from "./admin";
import { exportOrderRows } from "./admin-queries";

/**
 * Money columns are taka with 2 decimals, as a person reads them, and their headers say so (issue 43).
 * Phones are written ="01712345678" so Excel keeps the leading 0 (lib/csv.ts csvDigitsAsText);
 * the delivery columns are the address the order was placed with (empty for office pickup).
 */
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
  "Subtotal (Tk)",
  "Discounts (Tk)",
  "Shipping (Tk)",
  "Total (Tk)",
  "Courier",
  "Tracking number",
  "Deliver to",
  "Delivery phone",
  "Delivery address",
];

/** Integer poisha as taka with 2 decimals ("2370.50"), without going through a float. */
export function takaCell(poisha: number): string {
  const sign = poisha < 0 ? "-" : "";
  const abs = Math.abs(Math.round(poisha));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Orders placed on the Dhaka days from..to as CSV (lib/csv.ts: BOM, CRLF, quoting), oldest first. */
export async function exportOrdersCsv(ctx: Pick<AdminOrdersCtx, "db">, range: { from: string; to: string }): Promise<string> {
  checkRange(range.from, range.to);
  const rows = await exportOrderRows(ctx.db, range);
  return csvDocument(
    HEADER,
    rows.map((r) => [
      r.order_number,
      csvDhakaTime(r.created_at),
      ORDER_STATUS_LABELS[r.status],
      PAYMENT_METHOD_LABELS[r.payment_method],
      PAYMENT_STATUS_LABELS[r.payment_status],
      r.customer,
      csvDigitsAsText(r.phone),
      r.district,
      r.items,
      takaCell(Number(r.subtotal)),
      takaCell(Number(r.discounts)),
      takaCell(Number(r.shipping_fee)),
      takaCell(Number(r.total)),
      r.courier_name,
      r.courier_tracking_number,
      r.delivery_name,
      csvDigitsAsText(r.delivery_phone),
      r.delivery_address,
    ]),
  );
}
