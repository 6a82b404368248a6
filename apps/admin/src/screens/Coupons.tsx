import type { z } from "zod";
import type { AdminCoupon, adminCouponsResponse } from "@shop/contracts/admin";
import { ItemForm } from "../components/ItemForm";
import { ListAndForm, type ItemFormProps } from "../components/ListAndForm";
import { OwnerOnly } from "../components/OwnerOnly";
import { CheckboxField, Pill, SelectField, TextField } from "../components/ui";
import { VisibilityToggle } from "../components/VisibilityToggle";
import { couponAmount, couponFields, discountField, readCoupon } from "../lib/coupons";
import { endpoints } from "../lib/endpoints";
import { formatDateTime } from "../lib/format";
import { money } from "../lib/money";
import { useFields } from "../lib/use-form";
import { useApi } from "../lib/use-api";

const ACTIVE = { shown: "Active", hidden: "Off (refused at checkout)", show: "Turn on", hide: "Turn off" };

export default function CouponsScreen() {
  return (
    <OwnerOnly>
      <Coupons />
    </OwnerOnly>
  );
}

function Coupons() {
  const state = useApi<z.infer<typeof adminCouponsResponse>>(endpoints.coupons);
  return (
    <ListAndForm<AdminCoupon>
      title="Coupons"
      noun="coupon"
      urls={{ list: endpoints.coupons, item: endpoints.coupon }}
      state={state}
      name={(coupon) => coupon.code}
      empty="No coupons yet."
      archive={{ path: "/coupons", isArchived: (coupon) => coupon.archived }}
      columns={[
        { label: "Code", className: "font-mono font-semibold", cell: (coupon) => coupon.code },
        { label: "Name", cell: (coupon) => coupon.name },
        {
          label: "Discount",
          cell: (coupon) => (
            <>
              {couponAmount(coupon)}
              {coupon.max_discount_poisha !== null ? <span className="block text-xs text-slate-600">up to {money(coupon.max_discount_poisha)}</span> : null}
            </>
          ),
        },
        { label: "Minimum", cell: (coupon) => (coupon.min_subtotal_poisha ? money(coupon.min_subtotal_poisha) : "—") },
        {
          label: "Valid",
          cell: (coupon) => (
            <>
              <span className="block">{coupon.starts_at ? `From ${formatDateTime(coupon.starts_at)}` : "From now"}</span>
              <span className="block">{coupon.ends_at ? `Until ${formatDateTime(coupon.ends_at)}` : "No end"}</span>
            </>
          ),
        },
        {
          label: "Used",
          cell: (coupon) => (
            <>
              {coupon.used_count}
              {coupon.usage_limit !== null ? ` of ${coupon.usage_limit}` : ""}
              {coupon.per_user_limit !== null ? <span className="block text-xs text-slate-600">{coupon.per_user_limit} per shopper</span> : null}
            </>
          ),
        },
        {
          label: "Active",
          cell: (coupon) =>
            coupon.archived ? (
              <Pill>Archived</Pill>
            ) : (
              <VisibilityToggle url={endpoints.coupon(coupon.id)} name={coupon.code} shown={coupon.is_active} labels={ACTIVE} onChanged={state.reload} />
            ),
        },
      ]}
      form={(props) => <CouponForm {...props} />}
    />
  );
}

function CouponForm({ item: coupon, frame }: ItemFormProps<AdminCoupon>) {
  const [form, set] = useFields(couponFields(coupon));
  const percent = form.kind === "percentage";
  return (
    <ItemForm {...frame} read={() => readCoupon(form)}>
      {(errors) => (
        <>
          <TextField
            label="Code"
            value={form.code}
            maxLength={30}
            required
            hint="Letters, digits, dash and underscore; saved in capitals"
            onChange={(e) => set({ code: e.target.value })}
            error={errors.code}
          />
          <TextField label="Name" value={form.name} maxLength={80} required onChange={(e) => set({ name: e.target.value })} error={errors.name} />
          <SelectField label="Kind" value={form.kind} onChange={(e) => set({ kind: e.target.value as AdminCoupon["kind"] })} error={errors.kind}>
            <option value="percentage">Percent off</option>
            <option value="fixed">Taka off</option>
          </SelectField>
          <TextField
            label={percent ? "Amount (%)" : "Amount (৳)"}
            inputMode={percent ? "numeric" : "decimal"}
            value={form.discount}
            required
            onChange={(e) => set({ discount: e.target.value })}
            error={errors[discountField(form.kind)]}
          />
          <TextField
            label="Minimum subtotal (৳, optional)"
            inputMode="decimal"
            value={form.min_subtotal_taka}
            onChange={(e) => set({ min_subtotal_taka: e.target.value })}
            error={errors.min_subtotal_poisha}
          />
          <TextField
            label="Maximum discount (৳, optional)"
            inputMode="decimal"
            value={form.max_discount_taka}
            onChange={(e) => set({ max_discount_taka: e.target.value })}
            error={errors.max_discount_poisha}
            hint="A cap for percent coupons"
          />
          <TextField
            label="Starts (optional)"
            type="datetime-local"
            value={form.starts_at}
            onChange={(e) => set({ starts_at: e.target.value })}
            error={errors.starts_at}
            hint="Dhaka time"
          />
          <TextField
            label="Ends (optional)"
            type="datetime-local"
            value={form.ends_at}
            onChange={(e) => set({ ends_at: e.target.value })}
            error={errors.ends_at}
            hint="Dhaka time"
          />
          <TextField
            label="Usage limit (optional)"
            inputMode="numeric"
            value={form.usage_limit}
            onChange={(e) => set({ usage_limit: e.target.value })}
            error={errors.usage_limit}
            hint="Uses in all"
          />
          <TextField
            label="Per-shopper limit (optional)"
            inputMode="numeric"
            value={form.per_user_limit}
            onChange={(e) => set({ per_user_limit: e.target.value })}
            error={errors.per_user_limit}
          />
          <CheckboxField label="Active" checked={form.is_active} onChange={(e) => set({ is_active: e.target.checked })} error={errors.is_active} />
        </>
      )}
    </ItemForm>
  );
}
