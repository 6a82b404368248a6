import type { AdminOrder } from "@shop/contracts/admin";
import { PAYMENT_METHOD_LABELS } from "@shop/contracts/constants";
import { PAYMENT_STATUS_LABELS } from "@shop/contracts/orders-words";
import { PaymentBadge } from "../../components/badges";
import { Section } from "../../components/ui";
import { formatDateTime } from "../../lib/format";
import { money } from "../../lib/money";

/** How the order is paid and its state, then each payment record with the gateway's references and events. */
export function Payments({ order }: { order: AdminOrder }) {
  return (
    <Section title="Payment">
      <p>
        {PAYMENT_METHOD_LABELS[order.payment_method]} · <PaymentBadge status={order.payment_status} />
      </p>
      {order.payments.length ? (
        <ul className="mt-2 flex flex-col gap-3">
          {order.payments.map((payment) => (
            <li key={payment.id} className="rounded border border-slate-200 p-2 text-sm">
              <p className="font-medium">
                {PAYMENT_METHOD_LABELS[payment.method]} {money(payment.amount_poisha)} · {PAYMENT_STATUS_LABELS[payment.status]}
              </p>
              <p className="text-slate-600">{formatDateTime(payment.created_at)}</p>
              {payment.transaction_id ? <p className="break-all">Transaction {payment.transaction_id}</p> : null}
              {payment.gateway_ref ? <p className="break-all">Gateway ref {payment.gateway_ref}</p> : null}
              {payment.events.length ? (
                <ul className="mt-1 list-disc pl-5">
                  {payment.events.map((event, index) => (
                    <li key={index}>
                      {event.kind} <span className="text-slate-600">{formatDateTime(event.at)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">No payment records.</p>
      )}
    </Section>
  );
}
