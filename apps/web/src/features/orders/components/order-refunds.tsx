import { formatTaka, type Order } from "@shop/contracts";
import { formatOrderDate } from "../lib/order-dates";

/**
 * Under the order's totals, for its buyer once anything was paid or given back: Paid and
 * Refunded, and each refund with its date, channel and credit note (a PDF through the
 * forwarder, beside the invoice). Nothing when the answer carries neither.
 */
export function OrderRefunds({ order }: { order: Order }) {
  const refunds = order.refunds ?? [];
  if (order.paid === undefined || (order.paid === 0 && refunds.length === 0)) return null;
  return (
    <div className="mt-3 space-y-2.5 border-t border-slate-200 pt-3" data-order-refunds="">
      <dl className="space-y-2.5" aria-label="Paid and refunded">
        <div className="flex justify-between gap-3 text-sm" data-summary="paid">
          <dt className="text-slate-600">Paid</dt>
          <dd className="font-semibold whitespace-nowrap tabular-nums text-slate-900">{formatTaka(order.paid)}</dd>
        </div>
        {order.refunded ? (
          <div className="flex justify-between gap-3 text-sm" data-summary="refunded">
            <dt className="text-slate-600">Refunded</dt>
            <dd className="font-semibold whitespace-nowrap tabular-nums text-emerald-700">{formatTaka(order.refunded)}</dd>
          </div>
        ) : null}
      </dl>
      {refunds.length > 0 ? (
        <ul className="space-y-2 text-sm" aria-label="Refunds">
          {refunds.map((refund) => (
            <li key={refund.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1" data-refund={refund.id}>
              <span className="text-slate-700">
                {formatTaka(refund.amount)} by {refund.channel}, <time dateTime={refund.at}>{formatOrderDate(refund.at)}</time>
              </span>
              <a href={`/api${refund.credit_note_url}`} download className="font-medium text-brand-700 underline" data-credit-note="">
                Credit note {refund.credit_note_number}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
