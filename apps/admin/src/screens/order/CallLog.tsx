import { useRef, useState, type FormEvent } from "react";
import type { AdminOrder } from "@shop/contracts/admin";
import { CALL_OUTCOMES, CALL_OUTCOME_LABELS, adminOrderNoteBody, type CallOutcome } from "@shop/contracts/customers";
import { Banner, Button, ErrorBanner, Section, SelectField, TextAreaField } from "../../components/ui";
import { request } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { formErrors } from "../../lib/forms";
import { useSubmit } from "../../lib/use-form";

type Kind = "note" | "call";

/**
 * Staff-only notes and the call log on an order ("called 14:05, no answer"): each goes on
 * the timeline with who wrote it and when; the customer never sees them (not on their
 * order page, its tracking or the invoice) and no SMS is sent.
 */
export function CallLog({ order, onChanged }: { order: AdminOrder; onChanged: (order: AdminOrder) => void }) {
  const [kind, setKind] = useState<Kind | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const open = (next: Kind) => {
    setDone(null);
    setKind(next);
  };
  const close = () => {
    setKind(null);
    buttons.current?.focus();
  };
  return (
    <Section title="Notes and calls">
      <div ref={buttons} tabIndex={-1} className="outline-none">
        <div aria-live="polite">
          {done ? (
            <Banner kind="success" className="mb-3">
              {done}
            </Banner>
          ) : null}
        </div>
        <p className="mb-3 text-sm text-slate-700">Staff only: the customer never sees these.</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => open("note")} aria-expanded={kind === "note"} variant={kind === "note" ? "primary" : "secondary"}>
            Add note
          </Button>
          <Button onClick={() => open("call")} aria-expanded={kind === "call"} variant={kind === "call" ? "primary" : "secondary"}>
            Log call
          </Button>
        </div>
      </div>
      {kind ? (
        <NoteOrCallForm
          key={kind}
          kind={kind}
          order={order}
          onClose={close}
          onDone={(updated, message) => {
            onChanged(updated);
            setDone(message);
            close();
          }}
        />
      ) : null}
    </Section>
  );
}

function NoteOrCallForm({
  kind,
  order,
  onDone,
  onClose,
}: {
  kind: Kind;
  order: AdminOrder;
  onDone: (order: AdminOrder, message: string) => void;
  onClose: () => void;
}) {
  const [outcome, setOutcome] = useState<CallOutcome | "">("");
  const [body, setBody] = useState("");
  const { form, errors, error, busy, run } = useSubmit();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const json = kind === "note" ? { kind, body } : { kind, outcome: outcome || undefined, ...(body.trim() ? { body } : {}) };
    await run(formErrors(adminOrderNoteBody, json), async () => {
      const answer = await request<{ message: string; data: AdminOrder }>(endpoints.orderNotes(order.order_number), { method: "POST", json });
      onDone(answer.data, answer.message);
    });
  }
  return (
    <form ref={form} onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
      <h3 className="font-semibold">{kind === "note" ? "Add a staff note" : "Log a call to the customer"}</h3>
      <ErrorBanner error={error} />
      {kind === "call" ? (
        <SelectField
          label="How did the call go?"
          name="outcome"
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as CallOutcome | "")}
          error={errors.outcome}
        >
          <option value="">Choose…</option>
          {CALL_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {CALL_OUTCOME_LABELS[o]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        label={kind === "note" ? "Note" : "What was said (optional)"}
        name="body"
        rows={2}
        maxLength={1000}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" busy={busy}>
          {kind === "note" ? "Save note" : "Save call"}
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </form>
  );
}
