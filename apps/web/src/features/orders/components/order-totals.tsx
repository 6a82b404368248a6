import { formatTaka, type OrderSummary } from "@shop/contracts";
import type { ReactNode } from "react";

function Row({ label, value, strong = false, ...data }: { label: ReactNode; value: string; strong?: boolean; [key: `data-${string}`]: string }) {
  return (
    <div className={strong ? "flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold" : "flex justify-between gap-3 text-sm"} {...data}>
      <dt className={strong ? "" : "text-slate-600"}>{label}</dt>
      <dd className="font-semibold whitespace-nowrap tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The order's summary in the cart's look: Sub Total, each shipping fee (none for
 * office pickup), discounts as "-৳X", Total; every amount via formatTaka.
 */
export function OrderTotals({ summary }: { summary: OrderSummary }) {
  return (
    <dl className="space-y-2.5" aria-label="Order summary">
      <Row label="Sub Total" value={formatTaka(summary.subtotal)} data-summary="subtotal" />
      {summary.shipping_fees.map((fee) => (
        <Row key={fee.key} label={fee.text} value={formatTaka(fee.amount)} data-summary={`shipping-${fee.key}`} />
      ))}
      {summary.discounts.map((discount, i) => (
        <Row key={`${discount.text}-${i}`} label={discount.text} value={`-${formatTaka(Math.abs(discount.amount))}`} data-summary={`discount-${i}`} />
      ))}
      <Row label="Total" value={formatTaka(summary.total)} strong data-summary="total" />
    </dl>
  );
}
