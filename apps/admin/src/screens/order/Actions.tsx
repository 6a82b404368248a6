import { useRef, useState } from "react";
import { ADMIN_ACTION_LABELS, type AdminOrder, type AdminOrderAction } from "@shop/contracts/admin";
import { Banner, Button, Section } from "../../components/ui";
import { CancelForm } from "./CancelForm";
import { NoteForm } from "./NoteForm";
import { ShipForm } from "./ShipForm";

/**
 * What may be done with the order now: one button per action opens its form below; a
 * done action says so here (read out, and the focus comes back here) and the page shows
 * the order as the API answered it.
 */
export function Actions({ order, onChanged }: { order: AdminOrder; onChanged: (order: AdminOrder) => void }) {
  const [action, setAction] = useState<AdminOrderAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const onDone = (updated: AdminOrder, message: string) => {
    onChanged(updated);
    setAction(null);
    setDone(message);
    actionsRef.current?.focus();
  };
  const onClose = () => setAction(null);

  return (
    <Section title="Actions" className="mb-4">
      <div ref={actionsRef} tabIndex={-1} className="outline-none">
        <div aria-live="polite">
          {done ? (
            <Banner kind="success" className="mb-3">
              {done}
            </Banner>
          ) : null}
        </div>
        {order.actions.length === 0 ? <p className="text-slate-700">Nothing more to do with this order.</p> : null}
        <div className="flex flex-wrap gap-2">
          {order.actions.map((key) => (
            <Button
              key={key}
              variant={key === "cancel" ? "danger" : action === key ? "primary" : "secondary"}
              aria-expanded={action === key}
              onClick={() => {
                setDone(null);
                setAction(action === key ? null : key);
              }}
            >
              {ADMIN_ACTION_LABELS[key]}
            </Button>
          ))}
        </div>
        {action ? (
          <div className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-4">
            {action === "ship" ? (
              <ShipForm order={order} onDone={onDone} onClose={onClose} />
            ) : action === "cancel" ? (
              <CancelForm order={order} onDone={onDone} onClose={onClose} />
            ) : (
              <NoteForm order={order} action={action} onDone={onDone} onClose={onClose} />
            )}
          </div>
        ) : null}
      </div>
    </Section>
  );
}
