import type { FormEvent } from "react";
import { ADMIN_ACTION_LABELS, type AdminOrderAction } from "@shop/contracts/admin";
import { Button, ErrorBanner } from "../../components/ui";
import { useSubmit } from "../../lib/use-form";
import { runAction, type ActionFormProps } from "./action";
import { StaffNote, useStaffNote } from "./StaffNote";

/** An action that takes nothing but an optional note (confirm, start packing, mark delivered and the like). */
export function NoteForm({ order, action, onDone, onClose }: ActionFormProps & { action: AdminOrderAction }) {
  const staffNote = useStaffNote();
  const { form, errors, error, busy, run } = useSubmit();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await run({}, async () => {
      const result = await runAction(order, action, staffNote.body());
      onDone(result.order, result.message);
    });
  }
  return (
    <form ref={form} onSubmit={submit} className="flex flex-col gap-3">
      <h3 className="font-semibold">{ADMIN_ACTION_LABELS[action]}</h3>
      <ErrorBanner error={error} />
      <StaffNote {...staffNote} error={errors.note} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" busy={busy}>
          {ADMIN_ACTION_LABELS[action]}
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </form>
  );
}
