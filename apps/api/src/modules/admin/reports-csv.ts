import type { Database } from "@shop/db";
import { REPORT_CHANNEL_LABELS, type ReportKind, type ReportPeriod } from "@shop/contracts/reports";
import { csvDocument } from "../../lib/csv";
import { takaCell } from "../orders/admin-export";
import { checkPeriod, getCodReport, getRefundsReport, getSalesReport, listPayouts, salesByCategory, salesByProduct } from "./reports";

/**
 * Each report as CSV (lib/csv.ts: BOM, CRLF, formula-safe cells), money in taka with 2
 * decimals as the order CSV writes it. References are written as the text they are (a
 * reference is never run as a formula: lib/csv.ts guards its first character).
 */
type Csv = { header: string[]; rows: (string | null)[][] };

async function sales(db: Database, p: ReportPeriod): Promise<Csv> {
  const report = await getSalesReport(db, p, 0);
  return {
    header: ["Day", "Orders", "Items", "Revenue (Tk)", "Discounts (Tk)", "Delivery fees (Tk)", "Refunds (Tk)"],
    rows: report.by_day.map((d) => [
      d.date,
      String(d.orders),
      String(d.items),
      takaCell(d.revenue_poisha),
      takaCell(d.discounts_poisha),
      takaCell(d.delivery_fees_poisha),
      takaCell(d.refunds_poisha),
    ]),
  };
}

async function products(db: Database, p: ReportPeriod): Promise<Csv> {
  const rows = await salesByProduct(db, p);
  return {
    header: ["Product ID", "Product", "Units", "Revenue (Tk)"],
    rows: rows.map((r) => [r.product_id === null ? "" : String(r.product_id), r.name, String(r.units), takaCell(r.revenue_poisha)]),
  };
}

async function categories(db: Database, p: ReportPeriod): Promise<Csv> {
  const rows = await salesByCategory(db, p);
  return {
    header: ["Category ID", "Category", "Units", "Revenue (Tk)"],
    rows: rows.map((r) => [r.category_id === null ? "" : String(r.category_id), r.name, String(r.units), takaCell(r.revenue_poisha)]),
  };
}

async function cod(db: Database, p: ReportPeriod): Promise<Csv> {
  const report = await getCodReport(db, p);
  return {
    header: ["Courier", "Delivered cash orders", "Cash collected (Tk)", "Paid out (Tk)", `Balance owed on ${p.to} (Tk)`],
    rows: report.couriers.map((c) => [c.courier_name, String(c.orders), takaCell(c.collected_poisha), takaCell(c.paid_poisha), takaCell(c.balance_poisha)]),
  };
}

async function payouts(db: Database, p: ReportPeriod): Promise<Csv> {
  const rows = await listPayouts(db, p);
  return {
    header: ["Paid on", "Courier", "Amount (Tk)", "Reference", "Note", "Recorded by"],
    rows: rows.map((r) => [r.paid_on, r.courier_name, takaCell(r.amount_poisha), r.reference, r.note, r.recorded_by]),
  };
}

async function refunds(db: Database, p: ReportPeriod): Promise<Csv> {
  const report = await getRefundsReport(db, p);
  return {
    header: ["Channel", "Succeeded refunds", "Amount (Tk)"],
    rows: report.channels.map((c) => [REPORT_CHANNEL_LABELS[c.channel], String(c.count), takaCell(c.amount_poisha)]),
  };
}

const WRITERS: Record<ReportKind, (db: Database, p: ReportPeriod) => Promise<Csv>> = { sales, products, categories, cod, payouts, refunds };

export async function reportCsv(db: Database, kind: ReportKind, p: ReportPeriod): Promise<string> {
  checkPeriod(p);
  const { header, rows } = await WRITERS[kind](db, p);
  return csvDocument(header, rows);
}
