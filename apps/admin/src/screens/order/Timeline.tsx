import type { AdminOrder } from "@shop/contracts/admin";
import { ORDER_STATUS_LABELS } from "@shop/contracts/orders-words";
import { Pill, Section } from "../../components/ui";
import { formatDateTime } from "../../lib/format";
import { CALL_OUTCOME_LABELS } from "@shop/contracts/customers";

/**
 * Each status the order went through, with its note: a staff note is marked shown to the
 * customer or staff only. Staff's own notes and calls (CallLog) sit among them, with who wrote them.
 */
export function Timeline({ order }: { order: AdminOrder }) {
  return (
    <Section title="Timeline">
      <ol className="flex flex-col gap-2">
        {order.timeline.map((entry, index) =>
          entry.kind === "event" ? (
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
          ) : (
            <StaffEntry key={index} entry={entry} />
          ),
        )}
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

/** A staff note or a logged call: staff only, with its author and time. */
function StaffEntry({ entry }: { entry: AdminOrder["timeline"][number] }) {
  const title = entry.kind === "call" ? `Call: ${entry.outcome ? CALL_OUTCOME_LABELS[entry.outcome] : "logged"}` : "Staff note";
  return (
    <li className="border-l-4 border-amber-400 pl-3">
      <span className="font-semibold">{title}</span> <Pill tone="amber">Staff only</Pill>{" "}
      <span className="text-sm text-slate-600">
        {entry.author ?? "Former staff"}, {formatDateTime(entry.at)}
      </span>
      {entry.staff_note ? <p className="whitespace-pre-line text-sm text-slate-800">{entry.staff_note}</p> : null}
    </li>
  );
}
