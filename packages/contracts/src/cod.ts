import { z } from "zod";
import { envelope } from "./envelope";
import { formatTaka } from "./money";

/**
 * Cash on delivery's trust (issue 47, docs/decisions/041-cod-advance.md): the owner's two
 * rules for asking the delivery charge in advance by bKash, and a phone's record at the
 * shop (and at Steadfast where configured) that staff read before confirming.
 */

/** Why a cash order asks the advance: the first rule that matches, in this order. */
export const COD_ADVANCE_REASONS = ["above_amount", "refused_parcels"] as const;
export type CodAdvanceReason = (typeof COD_ADVANCE_REASONS)[number];

export const COD_WORDS = {
  title: "Cash on delivery",
  rulesSaved: "Cash on delivery rules saved",
  aboveLabel: "Ask the delivery charge in advance when the total is above (৳)",
  refusedLabel: "Ask the delivery charge in advance when the phone has refused or returned parcels, at least",
  offHint: "Leave a box empty to switch its rule off. Both empty: no cash order pays in advance.",
  aboveInvalid: "Enter an amount in taka of 0 or more, or leave it empty",
  refusedInvalid: "Enter a whole number of parcels of 1 or more, or leave it empty",
  reason: {
    above_amount: (limitPoisha: number) => `Orders above ${formatTaka(limitPoisha / 100)} pay the delivery charge in advance`,
    refused_parcels: () => "Parcels to this phone were refused before, so the delivery charge is paid in advance",
  },
  /** Under Cash on delivery at checkout. */
  checkoutLine: (advancePoisha: number, restPoisha: number) =>
    `Pay the delivery charge ${formatTaka(advancePoisha / 100)} by bKash now and ${formatTaka(restPoisha / 100)} on delivery`,
  /** The invoice's and the order's two lines under Total. */
  paidInAdvance: "Paid in advance by bKash",
  advanceDue: "Delivery charge to pay in advance by bKash",
  toPayOnDelivery: "To pay on delivery",
  paidOnDelivery: "Paid on delivery",
  advanceNotPaid: "The delivery charge is not paid yet: the order waits for its advance by bKash",
  record: (r: { delivered: number; refused: number; returned: number }) => `This phone: ${r.delivered} delivered, ${r.refused} refused, ${r.returned} returned`,
  steadfastRecord: (r: { total: number; delivered: number; cancelled: number }) =>
    `Steadfast: ${r.total} parcels, ${r.delivered} delivered, ${r.cancelled} cancelled`,
  steadfastUnavailable: "Steadfast's fraud check did not answer",
} as const;

/** What the cart and checkout say of a cash order that matches a rule (amounts in taka, as the cart's). */
export const codAdvance = z
  .object({
    /** The delivery charge paid by bKash before the order is confirmed. */
    amount: z.number(),
    /** The rest, collected on delivery. */
    on_delivery: z.number(),
    reason: z.enum(COD_ADVANCE_REASONS),
    /** The reason in the shop's words. */
    message: z.string(),
  })
  .nullable();
export type CodAdvance = z.infer<typeof codAdvance>;

/** GET/PUT /v1/admin/cod-rules (owner): null switches a rule off. */
export const codRules = z.object({
  /** Taka; an order whose total is above it pays the delivery charge in advance. */
  advance_above: z.number().nullable(),
  /** Parcels; a phone with at least this many refused or returned parcels pays it in advance. */
  advance_after_refused: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});
export type CodRules = z.infer<typeof codRules>;

export const codRulesBody = z.object({
  advance_above: z
    .number({ error: COD_WORDS.aboveInvalid })
    .min(0, COD_WORDS.aboveInvalid)
    .max(10_000_000, COD_WORDS.aboveInvalid)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, COD_WORDS.aboveInvalid)
    .nullable(),
  advance_after_refused: z
    .number({ error: COD_WORDS.refusedInvalid })
    .int(COD_WORDS.refusedInvalid)
    .min(1, COD_WORDS.refusedInvalid)
    .max(1000, COD_WORDS.refusedInvalid)
    .nullable(),
});
export type CodRulesBody = z.infer<typeof codRulesBody>;
export const codRulesResponse = envelope(codRules);

/** GET /v1/admin/orders/{order_number}/phone-record (staff). */
export const phoneRecord = z.object({
  phone: z.string(),
  delivered: z.number().int(),
  /** Shipped, then came back unaccepted (cancelled after shipping). */
  refused: z.number().int(),
  /** Delivered, then returned by the shopper (a return received back). */
  returned: z.number().int(),
  /** Steadfast's fraud check of the phone: null when Steadfast is not set up. */
  steadfast: z
    .object({
      available: z.boolean(),
      total: z.number().int(),
      delivered: z.number().int(),
      cancelled: z.number().int(),
    })
    .nullable(),
});
export type PhoneRecord = z.infer<typeof phoneRecord>;
export const phoneRecordResponse = envelope(phoneRecord);

/**
 * A cash order with an advance (decision 041), as the invoice, the shopper's order page and
 * the back office show it under Total: the delivery charge paid by bKash (or still due, while
 * the order waits for it) and the rest, to pay on delivery (paid on delivery once the rider
 * collected it). Null for any other order.
 */
export function codSplit(order: {
  payment_method: string;
  payment_status: string;
  total_poisha: number;
  advance_poisha: number;
}): { key: "advance" | "on_delivery"; label: string; poisha: number }[] | null {
  if (order.payment_method !== "cash_on_delivery" || order.advance_poisha <= 0) return null;
  const awaiting = order.payment_status === "pending" || order.payment_status === "failed";
  return [
    { key: "advance", label: awaiting ? COD_WORDS.advanceDue : COD_WORDS.paidInAdvance, poisha: order.advance_poisha },
    {
      key: "on_delivery",
      label: order.payment_status === "paid" ? COD_WORDS.paidOnDelivery : COD_WORDS.toPayOnDelivery,
      poisha: order.total_poisha - order.advance_poisha,
    },
  ];
}
