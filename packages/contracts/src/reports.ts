import { z } from "zod";
import { envelope } from "./envelope";
import { REFUND_CHANNELS, PAYOUT_REFERENCE_MAX } from "./refunds-words";

/**
 * The back office's reports (issue 46), owner only, under /v1/admin/reports/*. A period
 * is Asia/Dhaka calendar days from..to, both included, at most REPORT_MAX_DAYS long.
 * Money is integer poisha in fields named `_poisha` (contracts/admin.ts).
 *
 * - Sales count orders placed in the period that are not cancelled or failed (the
 *   dashboard's rule); refunds count succeeded refunds by the day they settled.
 * - Cash on delivery: an order's cash is collected on the day it was marked delivered;
 *   a courier's balance is all the cash it collected up to the period's last day less
 *   all it paid out up to that day (what it owes the shop then).
 */
export const REPORT_MAX_DAYS = 366;
export const REPORT_TOP_LIMIT = 50;
export const REPORT_KINDS = ["sales", "products", "categories", "cod", "payouts", "refunds"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const COURIER_NAME_MAX = 60;
export const PAYOUT_NOTE_MAX = 300;

export const REPORT_MESSAGES = {
  periodTooLong: `Choose a period of at most ${REPORT_MAX_DAYS} days`,
  courierRequired: "Courier is required",
  referenceRequired: "Reference is required",
  amountRequired: "Enter the amount the courier paid",
  paidOnFuture: "The payout date cannot be in the future",
  referenceTaken: (courier: string, reference: string) => `A payout from ${courier} with reference ${reference} is already recorded`,
  payoutRecorded: "Payout recorded",
} as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD");
const poisha = z.number().int();
const count = z.number().int();

/** ?from&to, both required. */
export const reportPeriodQuery = z.object({ from: day, to: day });
export type ReportPeriod = z.infer<typeof reportPeriodQuery>;

export const salesDay = z.object({
  date: day,
  orders: count,
  items: count,
  revenue_poisha: poisha,
  discounts_poisha: poisha,
  delivery_fees_poisha: poisha,
  refunds_poisha: poisha,
});
export type SalesDay = z.infer<typeof salesDay>;
export const salesProduct = z.object({ product_id: z.number().int().nullable(), name: z.string(), units: count, revenue_poisha: poisha });
export const salesCategory = z.object({ category_id: z.number().int().nullable(), name: z.string(), units: count, revenue_poisha: poisha });
export type SalesProduct = z.infer<typeof salesProduct>;
export type SalesCategory = z.infer<typeof salesCategory>;

/** GET /v1/admin/reports/sales: every day of the period (oldest first, days without orders as zeros), the totals, top products and categories. */
export const salesReport = z.object({
  from: day,
  to: day,
  totals: salesDay.omit({ date: true }),
  by_day: z.array(salesDay),
  /** Top REPORT_TOP_LIMIT by revenue (the CSV has them all). */
  products: z.array(salesProduct),
  categories: z.array(salesCategory),
});
export type SalesReport = z.infer<typeof salesReport>;
export const salesReportResponse = envelope(salesReport);

export const courierPayout = z.object({
  id: z.number().int(),
  courier_name: z.string(),
  amount_poisha: poisha,
  paid_on: day,
  reference: z.string(),
  note: z.string().nullable(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type CourierPayout = z.infer<typeof courierPayout>;

export const codCourier = z.object({
  courier_name: z.string(),
  /** Delivered cash-on-delivery orders in the period and their totals. */
  orders: count,
  collected_poisha: poisha,
  paid_poisha: poisha,
  /** Collected less paid out, everything up to the period's last day: what the courier owes the shop. */
  balance_poisha: poisha,
});
export type CodCourier = z.infer<typeof codCourier>;

/** GET /v1/admin/reports/cod: per courier, and the payouts recorded in the period (newest first). */
export const codReport = z.object({ from: day, to: day, couriers: z.array(codCourier), payouts: z.array(courierPayout) });
export type CodReport = z.infer<typeof codReport>;
export const codReportResponse = envelope(codReport);

/** POST /v1/admin/reports/cod/payouts: what a courier paid, from its statement. */
export const courierPayoutBody = z
  .object({
    courier_name: z.string().trim().min(1, REPORT_MESSAGES.courierRequired).max(COURIER_NAME_MAX),
    amount_poisha: z.number({ error: REPORT_MESSAGES.amountRequired }).int().positive(REPORT_MESSAGES.amountRequired).max(2_000_000_000),
    paid_on: day,
    reference: z.string().trim().min(1, REPORT_MESSAGES.referenceRequired).max(PAYOUT_REFERENCE_MAX),
    note: z.string().trim().max(PAYOUT_NOTE_MAX).optional(),
  })
  .strict();
export type CourierPayoutBody = z.infer<typeof courierPayoutBody>;
export const courierPayoutResponse = envelope(courierPayout);

/** A refund channel's short name in a report's table and CSV. */
export const REPORT_CHANNEL_LABELS: Record<(typeof REFUND_CHANNELS)[number], string> = {
  bkash: "bKash",
  ssl_commerz: "SSLCommerz",
  payout_bkash: "Payout by bKash",
  payout_nagad: "Payout by Nagad",
  payout_bank: "Payout by bank",
};

export const refundChannelRow = z.object({ channel: z.enum(REFUND_CHANNELS), count, amount_poisha: poisha });
export const pendingRefund = z.object({
  id: z.number().int(),
  order_number: z.string(),
  order_key: z.string(),
  channel: z.enum(REFUND_CHANNELS),
  amount_poisha: poisha,
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type PendingRefund = z.infer<typeof pendingRefund>;

/** GET /v1/admin/reports/refunds: succeeded refunds settled in the period per channel (every channel listed), and every refund still pending, oldest first. */
export const refundsReport = z.object({
  from: day,
  to: day,
  channels: z.array(refundChannelRow),
  total: z.object({ count, amount_poisha: poisha }),
  pending: z.array(pendingRefund),
});
export type RefundsReport = z.infer<typeof refundsReport>;
export const refundsReportResponse = envelope(refundsReport);

/** Whole days from..to, both included (YYYY-MM-DD, no time zone involved). */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
