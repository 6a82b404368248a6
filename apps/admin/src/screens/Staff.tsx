import { useState } from "react";
import type { z } from "zod";
import { STAFF_ROLES, type adminStaffMember, type adminStaffResponse, type StaffRole } from "@shop/contracts/admin";
import { ItemForm } from "../components/ItemForm";
import { ListTable } from "../components/ListTable";
import { OwnerOnly } from "../components/OwnerOnly";
import { Button, CheckboxField, PageHeader, SelectField, TextField } from "../components/ui";
import { type FieldErrors, request } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { typedPhone } from "../lib/forms";
import { useNotice } from "../lib/notice";
import { useSession } from "../lib/session";
import { useApi } from "../lib/use-api";

type Member = z.infer<typeof adminStaffMember>;
const ROLE_LABELS: Record<StaffRole, string> = { staff: "Staff", owner: "Owner" };
const who = (member: Member) => member.full_name ?? member.phone;

export default function StaffScreen() {
  return (
    <OwnerOnly>
      <Staff />
    </OwnerOnly>
  );
}

function Staff() {
  const { me } = useSession();
  const state = useApi<z.infer<typeof adminStaffResponse>>(endpoints.staff);
  const [confirming, setConfirming] = useState<string | null>(null);
  /** "remove", or the phone whose refund grant is being saved. */
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const { notify } = useNotice();

  /** One change to a member (the owner's refund grant, or removal): told in the notice, or its failure above the list. */
  async function change(busyWith: string, call: () => Promise<unknown>, told: string) {
    setBusy(busyWith);
    setActionError(null);
    try {
      await call();
      notify(told);
      state.reload();
    } catch (err) {
      setActionError(err);
    } finally {
      setBusy(null);
    }
  }
  const grant = (member: Member, canRefund: boolean) =>
    change(
      member.phone,
      () => request(endpoints.staffMember(member.phone), { method: "PATCH", json: { can_refund: canRefund } }),
      `${who(member)} ${canRefund ? "may now refund paid orders" : "may no longer refund paid orders"}`,
    );
  const remove = (member: Member) =>
    change(
      "remove",
      async () => {
        await request(endpoints.staffMember(member.phone), { method: "DELETE" });
        setConfirming(null);
      },
      `${who(member)} is no longer staff`,
    );

  return (
    <>
      <PageHeader title="Staff" />
      <AddStaff onAdded={state.reload} />
      <ListTable
        caption="Staff"
        state={state}
        error={actionError}
        empty="No staff yet."
        columns={[
          { label: "Name", cell: (member) => member.full_name ?? "—" },
          { label: "Phone", cell: (member) => member.phone },
          { label: "Role", cell: (member) => ROLE_LABELS[member.role] },
          {
            label: "Refunds",
            cell: (member) =>
              member.role === "owner" ? (
                <span className="text-sm text-slate-700">Always (owner)</span>
              ) : (
                <CheckboxField
                  label={
                    <>
                      May cancel and refund paid orders<span className="sr-only"> ({who(member)})</span>
                    </>
                  }
                  checked={member.can_refund}
                  disabled={busy === member.phone}
                  onChange={(e) => void grant(member, e.target.checked)}
                />
              ),
          },
          {
            label: "",
            cell: (member) =>
              member.id === me.id ? (
                <span className="text-sm text-slate-600">You</span>
              ) : confirming === member.phone ? (
                <span className="flex flex-wrap items-center gap-2" role="group" aria-label={`Remove ${member.phone}?`}>
                  <span className="text-sm">Remove {who(member)}?</span>
                  <Button small variant="danger" busy={busy === "remove"} onClick={() => void remove(member)}>
                    Yes, remove
                  </Button>
                  <Button small onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                </span>
              ) : (
                <Button small onClick={() => setConfirming(member.phone)}>
                  Remove<span className="sr-only"> {who(member)}</span>
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}

function AddStaff({ onAdded }: { onAdded: () => void }) {
  const [phone, setPhone] = useState("");
  const [role, setRole] = useState<StaffRole>("staff");
  const { notify } = useNotice();
  const read = () => {
    const typed = typedPhone(phone);
    const errors: FieldErrors = typed.error ? { phone: typed.error } : {};
    return { body: { phone: typed.phone, role }, errors };
  };
  const send = async (body: unknown) => {
    const answer = await request<{ data: Member }>(endpoints.staff, { method: "POST", json: body });
    notify(`${answer.data.phone} added as ${ROLE_LABELS[role].toLowerCase()}`);
    setPhone("");
    onAdded();
  };
  return (
    <ItemForm title="Add a staff member" submitLabel="Add" send={send} read={read} row>
      {(errors) => (
        <>
          <TextField
            label="Phone number"
            type="tel"
            inputMode="tel"
            placeholder="01XXXXXXXXX"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={errors.phone}
            hint="They sign in with this phone (01…, or +880 …)"
            required
          />
          <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)} error={errors.role}>
            {STAFF_ROLES.map((key) => (
              <option key={key} value={key}>
                {ROLE_LABELS[key]}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </ItemForm>
  );
}
