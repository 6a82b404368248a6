import { z } from "zod";
import { envelope } from "./envelope";
import { PAYMENT_METHODS } from "./constants";
import { PAYOUT_ACCOUNT_MAX, PAYOUT_CHANNELS, PAYOUT_REFERENCE_MAX, REFUND_CHANNELS, REFUND_REASON_MAX, REFUND_STATUSES } from "./refunds-words";

/** POST /v1/admin/orders/{order_number}/refunds: `amount` in poisha; `payout` only (and always) for cash on delivery. */
export const createRefundBody = z.object({
  payment_id: z.string().uuid(),
  amount: z.number().int().positive().max(1_000_000_000_00),
  reason: z.string().trim().min(1).max(REFUND_REASON_MAX),
  return_id: z.number().int().positive().optional(),
  payout: z
    .object({
      channel: z.enum(PAYOUT_CHANNELS),
      reference: z.string().trim().min(1).max(PAYOUT_REFERENCE_MAX),
      account: z.string().trim().min(1).max(PAYOUT_ACCOUNT_MAX),
    })
    .optional(),
});
export type CreateRefundBody = z.infer<typeof createRefundBody>;

/** One refund as staff see it; money in poisha. */
export const adminRefund = z.object({
  id: z.number().int(),
  payment_id: z.string(),
  return_id: z.number().int().nullable(),
  channel: z.enum(REFUND_CHANNELS),
  status: z.enum(REFUND_STATUSES),
  amount: z.number().int(),
  reason: z.string(),
  reference: z.string().nullable(),
  payout_account: z.string().nullable(),
  credit_note_number: z.string().nullable(),
  /** The back office's download (API path), once the refund succeeded. */
  credit_note_url: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

/** One payment of an order with what it brought in, what went back and what may still go back (poisha). */
export const adminRefundPayment = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.string(),
  transaction_id: z.string().nullable(),
  amount: z.number().int(),
  refunded: z.number().int(),
  /** Held by refunds still waiting for the gateway. */
  pending: z.number().int(),
  refundable: z.number().int(),
  refunds: z.array(adminRefund),
});
export type AdminRefundPayment = z.infer<typeof adminRefundPayment>;

export const adminOrderRefundsResponse = envelope(z.object({ payments: z.array(adminRefundPayment) }));
export const adminRefundResponse = envelope(adminRefund);

/** A refund as the shopper's order page shows it (succeeded ones only; money in taka like the rest of the order). */
export const orderRefund = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** The channel in words (REFUND_CHANNEL_LABELS). */
  channel: z.string(),
  at: z.string(),
  credit_note_number: z.string(),
  /** The credit note PDF (API path, owner only). */
  credit_note_url: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;
