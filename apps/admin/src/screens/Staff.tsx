import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { STAFF_ROLES, type adminStaffMember, type adminStaffResponse, type StaffRole } from "@shop/contracts/admin";
import { Button, CheckboxField, ErrorBanner, Empty, Loading, PageHeader, Section, SelectField, StackTable, Td, TextField } from "../components/ui";
import { type FieldErrors, request } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { apiFieldErrors, typedPhone } from "../lib/forms";
import { useNotice } from "../lib/notice";
import { useSession } from "../lib/session";
import { useApi } from "../lib/use-api";
import { OwnerOnly } from "../components/OwnerOnly";

type Member = z.infer<typeof adminStaffMember>;
const ROLE_LABELS: Record<StaffRole, string> = { staff: "Staff", owner: "Owner" };

export default function StaffScreen() {
  return (
    <OwnerOnly>
      <Staff />
    </OwnerOnly>
  );
}

function Staff() {
  const { me } = useSession();
  const { data, error, loading, reload } = useApi<z.infer<typeof adminStaffResponse>>(endpoints.staff);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<unknown>(null);
  const { notify } = useNotice();
  const [granting, setGranting] = useState<string | null>(null);
  const list = data?.data ?? [];

  /** The owner's grant: this staff member may cancel (refund) paid orders. */
  async function grant(member: Member, canRefund: boolean) {
    setGranting(member.phone);
    setRemoveError(null);
    try {
      await request(endpoints.staffMember(member.phone), { method: "PATCH", json: { can_refund: canRefund } });
      notify(`${member.full_name ?? member.phone} ${canRefund ? "may now refund paid orders" : "may no longer refund paid orders"}`);
      reload();
    } catch (err) {
      setRemoveError(err);
    } finally {
      setGranting(null);
    }
  }

  async function remove(member: Member) {
    setRemoving(true);
    setRemoveError(null);
    try {
      await request(endpoints.staffMember(member.phone), { method: "DELETE" });
      notify(`${member.full_name ?? member.phone} is no longer staff`);
      setConfirming(null);
      reload();
    } catch (err) {
      setRemoveError(err);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <>
      <PageHeader title="Staff" />
      <AddStaff onAdded={reload} />
      <ErrorBanner error={error ?? removeError} onRetry={error ? reload : undefined} className="mb-4" />
      {loading && !data ? <Loading /> : null}
      {data && list.length === 0 ? <Empty>No staff yet.</Empty> : null}
      {list.length ? (
        <StackTable caption="Staff" head={["Name", "Phone", "Role", "Refunds", ""]}>
          {list.map((member) => (
            <tr key={member.id}>
              <Td label="Name">{member.full_name ?? "—"}</Td>
              <Td label="Phone">{member.phone}</Td>
              <Td label="Role">{ROLE_LABELS[member.role]}</Td>
              <Td label="Refunds">
                {member.role === "owner" ? (
                  <span className="text-sm text-slate-700">Always (owner)</span>
                ) : (
                  <CheckboxField
                    label={
                      <>
                        May cancel and refund paid orders<span className="sr-only"> ({member.full_name ?? member.phone})</span>
                      </>
                    }
                    checked={member.can_refund}
                    disabled={granting === member.phone}
                    onChange={(e) => void grant(member, e.target.checked)}
                  />
                )}
              </Td>
              <Td label="">
                {member.id === me.id ? (
                  <span className="text-sm text-slate-600">You</span>
                ) : confirming === member.phone ? (
                  <span className="flex flex-wrap items-center gap-2" role="group" aria-label={`Remove ${member.phone}?`}>
                    <span className="text-sm">Remove {member.full_name ?? member.phone}?</span>
                    <Button small variant="danger" busy={removing} onClick={() => void remove(member)}>
                      Yes, remove
                    </Button>
                    <Button small onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                  </span>
                ) : (
                  <Button small onClick={() => setConfirming(member.phone)}>
                    Remove<span className="sr-only"> {member.full_name ?? member.phone}</span>
                  </Button>
                )}
              </Td>
            </tr>
          ))}
        </StackTable>
      ) : null}
    </>
  );
}

function AddStaff({ onAdded }: { onAdded: () => void }) {
  const [phone, setPhone] = useState("");
  const [role, setRole] = useState<StaffRole>("staff");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const typed = typedPhone(phone);
    if (typed.error) return setErrors({ phone: typed.error });
    setErrors({});
    setBusy(true);
    try {
      const answer = await request<{ data: Member }>(endpoints.staff, { method: "POST", json: { phone: typed.phone, role } });
      notify(`${answer.data.phone} added as ${ROLE_LABELS[role].toLowerCase()}`);
      setPhone("");
      onAdded();
    } catch (err) {
      setError(err);
      setErrors(apiFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title="Add a staff member" className="mb-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
        <ErrorBanner error={error} className="sm:col-span-3" />
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
        <Button type="submit" variant="primary" busy={busy} className="sm:mt-7">
          Add
        </Button>
      </form>
    </Section>
  );
}
