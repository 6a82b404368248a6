import { useState } from "react";
import { CheckboxField, TextAreaField } from "../../components/ui";

type StaffNoteState = { note: string; setNote: (note: string) => void; forCustomer: boolean; setForCustomer: (on: boolean) => void };

/**
 * The note staff may add to an action: staff-only unless they tick "show to the customer"
 * (off by default), when the shopper's timeline shows it instead of the shop's own words.
 */
export function StaffNote({ note, setNote, forCustomer, setForCustomer, error }: StaffNoteState & { error?: string }) {
  return (
    <>
      <TextAreaField
        label="Note (optional)"
        hint={forCustomer ? "The customer sees this note on their order and its tracking" : "Staff only: the customer does not see it"}
        value={note}
        maxLength={250}
        rows={2}
        onChange={(e) => setNote(e.target.value)}
        error={error}
      />
      <CheckboxField label="Show this note to the customer" checked={forCustomer} onChange={(e) => setForCustomer(e.target.checked)} />
    </>
  );
}

/** The note's state, and what it adds to an action's body (nothing when it is empty). */
export function useStaffNote(): StaffNoteState & { body: () => { note?: string; for_customer?: boolean } } {
  const [note, setNote] = useState("");
  const [forCustomer, setForCustomer] = useState(false);
  const body = () => (note.trim() ? { note: note.trim(), for_customer: forCustomer } : {});
  return { note, setNote, forCustomer, setForCustomer, body };
}
