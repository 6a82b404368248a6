import { useState } from "react";
import type { z } from "zod";
import {
  ADMIN_MESSAGES,
  ORDER_ALERTS,
  STAFF_ROLES,
  type adminStaffMember,
  type adminStaffResponse,
  type OrderAlert,
  type StaffRole,
} from "@shop/contracts/admin";
import { ItemForm } from "../components/ItemForm";
import { ListTable } from "../components/ListTable";
import { OwnerOnly } from "../components/OwnerOnly";
import { Button, CheckboxField, PageHeader, SelectField, TextField } from "../components/ui";
import { errorMessage, type FieldErrors, request } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { typedPhone } from "../lib/forms";
import { money, parseTaka, poishaToInput } from "../lib/money";
import { useNotice } from "../lib/notice";
import { useSession } from "../lib/session";
import { useApi } from "../lib/use-api";

type Member = z.infer<typeof adminStaffMember>;
const ROLE_LABELS: Record<StaffRole, string> = { staff: "Staff", owner: "Owner" };
const who = (member: Member) => member.full_name ?? member.phone;
const ALERT_LABELS: Record<OrderAlert, string> = { none: "None", all: "Every new order", above: "Orders from an amount" };
const alertSummary = (member: Member) =>
  member.order_alert === "above" && member.order_alert_min_poisha !== null
    ? `Orders of ${money(member.order_alert_min_poisha)} or more`
    : ALERT_LABELS[member.order_alert];

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
            label: "New-order SMS",
            cell: (member) => <AlertSetting key={`${member.order_alert}-${member.order_alert_min_poisha}`} member={member} onSaved={state.reload} />,
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

/**
 * Which new orders this member gets an SMS for (issue 46): none, every one, or those of
 * at least an amount. Saved by its own button, told in the notice, refused in the API's words.
 */
function AlertSetting({ member, onSaved }: { member: Member; onSaved: () => void }) {
  const [alert, setAlert] = useState<OrderAlert>(member.order_alert);
  const [min, setMin] = useState(poishaToInput(member.order_alert_min_poisha));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();
  const changed = alert !== member.order_alert || (alert === "above" && parseTaka(min) !== (member.order_alert_min_poisha ?? null));

  async function save() {
    const minPoisha = alert === "above" ? parseTaka(min) : null;
    if (alert === "above" && !minPoisha) {
      setError(ADMIN_MESSAGES.orderAlertMinRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await request(endpoints.staffMember(member.phone), { method: "PATCH", json: { order_alert: alert, order_alert_min_poisha: minPoisha } });
      notify(`${who(member)}: ${alert === "above" ? `orders of ${money(minPoisha ?? 0)} or more` : ALERT_LABELS[alert].toLowerCase()}`);
      onSaved();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={
          <>
            SMS for<span className="sr-only"> {who(member)}</span>
          </>
        }
        value={alert}
        onChange={(e) => setAlert(e.target.value as OrderAlert)}
        // The saved amount only: "None" or "Every new order" under the same words in the box said it twice.
        hint={changed || member.order_alert !== "above" ? undefined : alertSummary(member)}
      >
        {ORDER_ALERTS.map((value) => (
          <option key={value} value={value}>
            {ALERT_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {alert === "above" ? (
        <TextField label="From ৳" inputMode="decimal" className="w-28" value={min} onChange={(e) => setMin(e.target.value)} error={error ?? undefined} />
      ) : null}
      {changed ? (
        <Button small busy={busy} onClick={() => void save()}>
          Save<span className="sr-only"> SMS setting for {who(member)}</span>
        </Button>
      ) : null}
      {error && alert !== "above" ? <p className="text-sm text-red-800">{error}</p> : null}
    </div>
  );
}
