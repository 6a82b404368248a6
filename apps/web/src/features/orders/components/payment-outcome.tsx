"use client";

import { PAYMENT_METHOD_LABELS, type Order } from "@shop/contracts";
import { useSearchParams } from "next/navigation";

/**
 * After the gateway sent the shopper back to the order (`?payment=cancelled|failed|pending`):
 * what happened, and what to do while the order can still be paid.
 */
export function PaymentOutcome({ order }: { order: Order }) {
  const outcome = useSearchParams().get("payment");
  if (!order.is_owner || !outcome || order.payment_status === "paid") return null;
  const method = PAYMENT_METHOD_LABELS[order.payment_info.paymentMethod];
  const payable = order.payment_info.paymentVisible;
  const text =
    outcome === "pending"
      ? `We are confirming your ${method} payment. Refresh this page in a moment.`
      : `${outcome === "cancelled" ? `The ${method} payment was cancelled.` : `The ${method} payment did not go through.`} ${
          payable ? "Your order is kept for 30 minutes from when you placed it: press Complete Order to pay." : "The order can no longer be paid."
        }`;
  return (
    <p role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-payment-outcome={outcome}>
      {text}
    </p>
  );
}
