import type { AdminOrder } from "@shop/contracts/admin";
import { ORDER_STATUS_LABELS } from "@shop/contracts/orders-words";
import { Pill, Section } from "../../components/ui";
import { formatDateTime } from "../../lib/format";

/** Each status the order went through, with its note: a staff note is marked shown to the customer or staff only. */
export function Timeline({ order }: { order: AdminOrder }) {
  return (
    <Section title="Timeline">
      <ol className="flex flex-col gap-2">
        {order.timeline.map((entry, index) => (
          <li key={index} className="border-l-4 border-blue-700 pl-3">
            <span className="font-semibold">{ORDER_STATUS_LABELS[entry.status]}</span>{" "}
            <span className="text-sm text-slate-600">{formatDateTime(entry.at)}</span>
            {entry.note ? (
              <p className="text-sm text-slate-800">
                {entry.note}
                {entry.staff_note && entry.for_customer ? (
                  <>
                    {" "}
                    <Pill tone="green">Staff note, shown to the customer</Pill>
                  </>
                ) : null}
              </p>
            ) : null}
            {entry.staff_note && !entry.for_customer ? (
              <p className="mt-1 text-sm text-slate-800">
                <Pill tone="amber">Staff only</Pill> {entry.staff_note}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {order.cancel_reason ? (
        <p className="mt-3 text-sm">
          <strong>Cancel reason:</strong> {order.cancel_reason}
          {order.cancel_notes ? ` — ${order.cancel_notes}` : ""}
        </p>
      ) : null}
    </Section>
  );
}
