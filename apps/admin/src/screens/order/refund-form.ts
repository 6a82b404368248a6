import { createRefundBody, type AdminRefundPayment, type CreateRefundBody } from "@shop/contracts/refunds";
import { PAYOUT_ACCOUNT_MAX, PAYOUT_CHANNELS, PAYOUT_REFERENCE_MAX, REFUND_REASON_MAX, type PayoutChannel } from "@shop/contracts/refunds-words";
import type { FieldErrors } from "../../lib/api";
import { money, parseTaka } from "../../lib/money";

/** What the Refund form holds: the amount as typed taka. */
export type RefundFormValues = { amount: string; reason: string; channel: PayoutChannel | ""; reference: string; account: string };

/**
 * The Refund form's values as the API's body, or what is wrong on each field: an amount
 * in taka above zero and never above what is refundable, a reason, and for cash on
 * delivery the payout's channel, reference and account.
 */
export function refundRequest(
  values: RefundFormValues,
  payment: Pick<AdminRefundPayment, "id" | "method" | "refundable">,
  returnId?: number,
): { body: CreateRefundBody; errors: null } | { body: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const amount = parseTaka(values.amount);
  if (amount === null || amount <= 0) errors.amount = "Enter the amount in taka, e.g. 285 or 285.50";
  else if (amount > payment.refundable) errors.amount = `At most ${money(payment.refundable)} can be refunded from this payment`;
  const reason = values.reason.trim();
  if (!reason) errors.reason = "Say why the money goes back (the customer sees it on the credit note)";
  else if (reason.length > REFUND_REASON_MAX) errors.reason = `At most ${REFUND_REASON_MAX} characters`;
  const cod = payment.method === "cash_on_delivery";
  if (cod) {
    if (!PAYOUT_CHANNELS.includes(values.channel as PayoutChannel)) errors.channel = "Choose how the money was paid out";
    if (!values.reference.trim()) errors.reference = "Enter the payout's transaction reference";
    else if (values.reference.trim().length > PAYOUT_REFERENCE_MAX) errors.reference = `At most ${PAYOUT_REFERENCE_MAX} characters`;
    if (!values.account.trim()) errors.account = "Enter the number or account the money was sent to";
    else if (values.account.trim().length > PAYOUT_ACCOUNT_MAX) errors.account = `At most ${PAYOUT_ACCOUNT_MAX} characters`;
  }
  if (Object.keys(errors).length) return { body: null, errors };
  const body = createRefundBody.parse({
    payment_id: payment.id,
    amount,
    reason,
    ...(returnId ? { return_id: returnId } : {}),
    ...(cod ? { payout: { channel: values.channel, reference: values.reference.trim(), account: values.account.trim() } } : {}),
  });
  return { body, errors: null };
}

/** A fresh Idempotency-Key for one press of Refund (kept while the same form is resent). */
export const newRefundKey = () => `refund-${crypto.randomUUID()}`;

type OrderMoney = {
  lines: { product_id: number | null; name: string; unit_price_poisha: number; unit_discount_price_poisha: number | null; line_total_poisha: number }[];
  coupon_discount_poisha: number;
};

/**
 * What a return's parts were paid (poisha), the Refund form's amount on the return's page:
 * each returned line at the unit price the customer paid (the offer price when there was
 * one) × the quantity returned, less the coupon's share (the coupon spread over the goods
 * in proportion to their value). Delivery is not included: staff add it by hand when the
 * shop's mistake caused the return.
 */
export function returnRefundValue(lines: { product_id: number | null; name: string; quantity: number }[], order: OrderMoney): number {
  let value = 0;
  for (const line of lines) {
    const ordered = order.lines.find((l) => (line.product_id !== null ? l.product_id === line.product_id : l.name === line.name));
    if (ordered) value += (ordered.unit_discount_price_poisha ?? ordered.unit_price_poisha) * line.quantity;
  }
  const goods = order.lines.reduce((sum, l) => sum + l.line_total_poisha, 0);
  const couponShare = goods > 0 ? Math.round((order.coupon_discount_poisha * Math.min(value, goods)) / goods) : 0;
  return Math.max(0, value - couponShare);
}
