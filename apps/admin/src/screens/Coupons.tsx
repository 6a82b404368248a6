import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { adminCouponInput, type AdminCoupon, type adminCouponsResponse } from "@shop/contracts/admin";
import { Button, CheckboxField, ErrorBanner, Empty, Loading, PageHeader, Section, SelectField, StackTable, Td, TextField } from "../components/ui";
import { type FieldErrors, request } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { apiFieldErrors, parseWhole, zodFieldErrors } from "../lib/forms";
import { formatDateTime, fromDhakaLocalInput, toDhakaLocalInput } from "../lib/format";
import { money, parseTaka, poishaToInput } from "../lib/money";
import { useNotice } from "../lib/notice";
import { useApi } from "../lib/use-api";
import { OwnerOnly } from "../components/OwnerOnly";
import { VisibilityToggle } from "../components/VisibilityToggle";

const couponAmount = (coupon: AdminCoupon) => (coupon.kind === "percentage" ? `${coupon.amount}%` : money(coupon.amount));

export default function CouponsScreen() {
  return (
    <OwnerOnly>
      <Coupons />
    </OwnerOnly>
  );
}

function Coupons() {
  const { data, error, loading, reload } = useApi<z.infer<typeof adminCouponsResponse>>(endpoints.coupons);
  const [editing, setEditing] = useState<AdminCoupon | "new" | null>(null);
  const list = data?.data ?? [];
  return (
    <>
      <PageHeader title="Coupons">
        <Button variant="primary" onClick={() => setEditing("new")} aria-expanded={editing === "new"}>
          New coupon
        </Button>
      </PageHeader>
      {editing ? (
        <CouponForm
          key={editing === "new" ? "new" : editing.id}
          coupon={editing === "new" ? null : editing}
          onDone={() => {
            setEditing(null);
            reload();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />
      {loading && !data ? <Loading /> : null}
      {data && list.length === 0 ? <Empty>No coupons yet.</Empty> : null}
      {list.length ? (
        <StackTable caption="Coupons" head={["Code", "Name", "Discount", "Minimum", "Valid", "Used", "Active", ""]}>
          {list.map((coupon) => (
            <tr key={coupon.id}>
              <Td label="Code" className="font-mono font-semibold">
                {coupon.code}
              </Td>
              <Td label="Name">{coupon.name}</Td>
              <Td label="Discount">
                {couponAmount(coupon)}
                {coupon.max_discount !== null ? <span className="block text-xs text-slate-600">up to {money(coupon.max_discount)}</span> : null}
              </Td>
              <Td label="Minimum">{coupon.min_subtotal ? money(coupon.min_subtotal) : "—"}</Td>
              <Td label="Valid">
                <span className="block">{coupon.starts_at ? `From ${formatDateTime(coupon.starts_at)}` : "From now"}</span>
                <span className="block">{coupon.ends_at ? `Until ${formatDateTime(coupon.ends_at)}` : "No end"}</span>
              </Td>
              <Td label="Used">
                {coupon.used_count}
                {coupon.usage_limit !== null ? ` of ${coupon.usage_limit}` : ""}
                {coupon.per_user_limit !== null ? <span className="block text-xs text-slate-600">{coupon.per_user_limit} per shopper</span> : null}
              </Td>
              <Td label="Active">
                <VisibilityToggle
                  url={endpoints.coupon(coupon.id)}
                  name={coupon.code}
                  shown={coupon.is_active}
                  labels={{ shown: "Active", hidden: "Off (refused at checkout)", show: "Turn on", hide: "Turn off" }}
                  onChanged={reload}
                />
              </Td>
              <Td label="">
                <Button small onClick={() => setEditing(coupon)}>
                  Edit<span className="sr-only"> {coupon.code}</span>
                </Button>
              </Td>
            </tr>
          ))}
        </StackTable>
      ) : null}
    </>
  );
}

function CouponForm({ coupon, onDone, onClose }: { coupon: AdminCoupon | null; onDone: () => void; onClose: () => void }) {
  const [form, setForm] = useState({
    code: coupon?.code ?? "",
    name: coupon?.name ?? "",
    kind: coupon?.kind ?? ("percentage" as AdminCoupon["kind"]),
    amount: coupon ? (coupon.kind === "percentage" ? String(coupon.amount) : poishaToInput(coupon.amount)) : "",
    min_subtotal: poishaToInput(coupon?.min_subtotal || null),
    max_discount: poishaToInput(coupon?.max_discount),
    starts_at: toDhakaLocalInput(coupon?.starts_at),
    ends_at: toDhakaLocalInput(coupon?.ends_at),
    usage_limit: coupon?.usage_limit ? String(coupon.usage_limit) : "",
    per_user_limit: coupon?.per_user_limit ? String(coupon.per_user_limit) : "",
    is_active: coupon?.is_active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((previous) => ({ ...previous, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const local: FieldErrors = {};
    const amount = form.kind === "percentage" ? parseWhole(form.amount) : parseTaka(form.amount);
    if (amount === null || Number.isNaN(amount))
      local.amount = form.kind === "percentage" ? "Enter a whole percent, like 10" : "Enter the discount in taka, like 100";
    const minSubtotal = form.min_subtotal.trim() ? parseTaka(form.min_subtotal) : 0;
    if (minSubtotal === null) local.min_subtotal = "Enter an amount in taka, like 500";
    const maxDiscount = form.max_discount.trim() ? parseTaka(form.max_discount) : null;
    if (form.max_discount.trim() && maxDiscount === null) local.max_discount = "Enter an amount in taka, like 300";
    const usageLimit = parseWhole(form.usage_limit);
    if (Number.isNaN(usageLimit)) local.usage_limit = "Enter a whole number";
    const perUserLimit = parseWhole(form.per_user_limit);
    if (Number.isNaN(perUserLimit)) local.per_user_limit = "Enter a whole number";
    const startsAt = fromDhakaLocalInput(form.starts_at);
    const endsAt = fromDhakaLocalInput(form.ends_at);
    if (startsAt && endsAt && endsAt < startsAt) local.ends_at = "The end must not be before the start";
    const body = {
      code: form.code.trim(),
      name: form.name.trim(),
      kind: form.kind,
      amount: amount ?? 0,
      min_subtotal: minSubtotal ?? 0,
      max_discount: maxDiscount,
      starts_at: startsAt,
      ends_at: endsAt,
      usage_limit: usageLimit,
      per_user_limit: perUserLimit,
      is_active: form.is_active,
    };
    const parsed = adminCouponInput.safeParse(body);
    const found = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...local };
    if (Object.keys(found).length) return setErrors(found);
    setErrors({});
    setBusy(true);
    try {
      if (coupon) await request(endpoints.coupon(coupon.id), { method: "PATCH", json: body });
      else await request(endpoints.coupons, { method: "POST", json: body });
      notify(coupon ? "Coupon saved" : "Coupon created");
      onDone();
    } catch (err) {
      setError(err);
      setErrors(apiFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={coupon ? `Edit ${coupon.code}` : "New coupon"} className="mb-4">
      <form onSubmit={submit} noValidate className="grid gap-3 md:grid-cols-2">
        <ErrorBanner error={error} className="md:col-span-2" />
        <TextField
          label="Code"
          value={form.code}
          maxLength={30}
          required
          hint="Letters, digits, dash and underscore; saved in capitals"
          onChange={(e) => set("code", e.target.value)}
          error={errors.code}
        />
        <TextField label="Name" value={form.name} maxLength={80} required onChange={(e) => set("name", e.target.value)} error={errors.name} />
        <SelectField label="Kind" value={form.kind} onChange={(e) => set("kind", e.target.value as AdminCoupon["kind"])} error={errors.kind}>
          <option value="percentage">Percent off</option>
          <option value="fixed">Taka off</option>
        </SelectField>
        <TextField
          label={form.kind === "percentage" ? "Amount (%)" : "Amount (৳)"}
          inputMode={form.kind === "percentage" ? "numeric" : "decimal"}
          value={form.amount}
          required
          onChange={(e) => set("amount", e.target.value)}
          error={errors.amount}
        />
        <TextField
          label="Minimum subtotal (৳, optional)"
          inputMode="decimal"
          value={form.min_subtotal}
          onChange={(e) => set("min_subtotal", e.target.value)}
          error={errors.min_subtotal}
        />
        <TextField
          label="Maximum discount (৳, optional)"
          inputMode="decimal"
          value={form.max_discount}
          onChange={(e) => set("max_discount", e.target.value)}
          error={errors.max_discount}
          hint="A cap for percent coupons"
        />
        <TextField
          label="Starts (optional)"
          type="datetime-local"
          value={form.starts_at}
          onChange={(e) => set("starts_at", e.target.value)}
          error={errors.starts_at}
          hint="Dhaka time"
        />
        <TextField
          label="Ends (optional)"
          type="datetime-local"
          value={form.ends_at}
          onChange={(e) => set("ends_at", e.target.value)}
          error={errors.ends_at}
          hint="Dhaka time"
        />
        <TextField
          label="Usage limit (optional)"
          inputMode="numeric"
          value={form.usage_limit}
          onChange={(e) => set("usage_limit", e.target.value)}
          error={errors.usage_limit}
          hint="Uses in all"
        />
        <TextField
          label="Per-shopper limit (optional)"
          inputMode="numeric"
          value={form.per_user_limit}
          onChange={(e) => set("per_user_limit", e.target.value)}
          error={errors.per_user_limit}
        />
        <CheckboxField label="Active" checked={form.is_active} onChange={(e) => set("is_active", e.target.checked)} error={errors.is_active} />
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" variant="primary" busy={busy}>
            {coupon ? "Save coupon" : "Create coupon"}
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </form>
    </Section>
  );
}
