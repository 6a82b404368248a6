"use client";

import { ADDRESS_LABELS, type District, type ShippingAddress } from "@shop/contracts";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { controlClasses, FieldError, FieldLabel, TextField } from "@/components/ui/form-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useLocale, useT } from "@/i18n/client";
import { errorMessage } from "@/features/cart/lib/error-message";
import { createAddress, getDistricts, updateAddress } from "@/lib/api/addresses";
import { ApiError } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import { fieldErrorText } from "@/lib/field-error";
import { toast } from "@/lib/toast";
import { useMessageIn } from "@/lib/use-message-in";
import { DISTRICT_NAMES_BN, DIVISION_NAMES_BN } from "../lib/district-names-bn";
import { EMPTY_ADDRESS, fieldsFromAddress, validateAddress, type AddressErrors, type AddressFields } from "../lib/address-form";

let districtsOnce: Promise<District[]> | null = null;
/** The 64 districts never change while the page is open: asked once. */
function loadDistricts(): Promise<District[]> {
  districtsOnce ??= getDistricts().catch((error: unknown) => {
    districtsOnce = null;
    throw error;
  });
  return districtsOnce;
}

const FIELDS = ["name", "phone", "district", "area", "address", "notes", "label"] as const;

/** Add or edit a saved address: checked with the contracts' rules on submit; 422s land under their fields. */
export function AddressForm({ address, onSaved, onCancel }: { address: ShippingAddress | null; onSaved: () => void; onCancel: () => void }) {
  const [fields, setFields] = useState<AddressFields>(address ? fieldsFromAddress(address) : EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);
  const [districts, setDistricts] = useState<District[] | null>(null);
  const t = useT("addresses");
  const labels = useT("checkout");
  const m = useMessageIn();

  useEffect(() => {
    let current = true;
    loadDistricts()
      .then((list) => current && setDistricts(list))
      .catch((error: unknown) => current && toast.error(errorMessage(error)));
    return () => {
      current = false;
    };
  }, []);

  const set =
    <K extends keyof AddressFields>(key: K) =>
    (value: AddressFields[K]) =>
      setFields((f) => ({ ...f, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateAddress(fields);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      const answer = address ? await updateAddress({ uuid: address.uuid, body: checked.body }) : await createAddress(checked.body);
      toast.success(answer.message);
      onSaved();
    } catch (error) {
      const fieldErrors: AddressErrors = {};
      if (error instanceof ApiError && error.status === 422) {
        for (const e of error.errors) {
          const key = FIELDS.find((f) => f === e.field);
          if (key && !fieldErrors[key]) fieldErrors[key] = e.message;
        }
      }
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else toast.error(errorMessage(error));
      setSaving(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t("name")}
        name="name"
        required
        autoComplete="name"
        value={fields.name}
        onChange={(e) => set("name")(e.target.value)}
        error={m(errors.name)}
      />
      <TextField
        label={t("phone")}
        name="phone"
        type="tel"
        inputMode="tel"
        required
        autoComplete="tel"
        placeholder="01XXXXXXXXX"
        value={fields.phone}
        onChange={(e) => set("phone")(e.target.value)}
        error={m(errors.phone)}
      />
      <DistrictSelect districts={districts} value={fields.district} onChange={set("district")} error={m(errors.district)} />
      <TextField
        label={t("area")}
        name="area"
        required
        autoComplete="address-level3"
        value={fields.area}
        onChange={(e) => set("area")(e.target.value)}
        error={m(errors.area)}
      />
      <TextareaField
        label={t("street")}
        name="address"
        required
        rows={2}
        autoComplete="street-address"
        className="sm:col-span-2"
        value={fields.address}
        onChange={(e) => set("address")(e.target.value)}
        error={m(errors.address)}
      />
      <TextareaField
        label={t("notesLabel")}
        name="notes"
        rows={2}
        className="sm:col-span-2"
        value={fields.notes}
        onChange={(e) => set("notes")(e.target.value)}
        error={m(errors.notes)}
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("label")}</legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(ADDRESS_LABELS) as AddressFields["label"][]).map((key) => (
            <label
              key={key}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium",
                fields.label === key ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300",
              )}
            >
              <input
                type="radio"
                name="label"
                value={key}
                checked={fields.label === key}
                onChange={() => set("label")(key)}
                className="size-4 accent-brand-600"
              />
              {labels(`label_${key}`)}
            </label>
          ))}
        </div>
        <FieldError id="address-label-error" error={m(errors.label)} />
      </fieldset>
      <div className="flex justify-end gap-3 sm:col-span-2">
        <Button variant="outlined" onClick={onCancel} disabled={saving}>
          {t("cancel")}
        </Button>
        <Button type="submit" loading={saving}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}

/** District choice, grouped by division (Dhaka first), names A to Z. */
function DistrictSelect({ districts, value, onChange, error }: { districts: District[] | null; value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId();
  const t = useT("addresses");
  const bangla = useLocale() === "bn";
  const nameOf = (english: string, names: Record<string, string>) => (bangla ? (names[english] ?? english) : english);
  const message = fieldErrorText(error);
  const divisions = new Map<string, District[]>();
  for (const d of [...(districts ?? [])].sort((a, b) =>
    nameOf(a.name, DISTRICT_NAMES_BN).localeCompare(nameOf(b.name, DISTRICT_NAMES_BN), bangla ? "bn" : "en"),
  )) {
    divisions.set(d.division, [...(divisions.get(d.division) ?? []), d]);
  }
  const groups = [...divisions.entries()].sort(([a], [b]) =>
    a === "Dhaka" ? -1 : b === "Dhaka" ? 1 : nameOf(a, DIVISION_NAMES_BN).localeCompare(nameOf(b, DIVISION_NAMES_BN), bangla ? "bn" : "en"),
  );
  return (
    <div>
      <FieldLabel htmlFor={id} required>
        {t("district")}
      </FieldLabel>
      <select
        id={id}
        name="district"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        aria-busy={districts === null || undefined}
        className={cn(controlClasses, "h-11 pr-8", message ? "border-red-600" : "border-slate-300")}
      >
        <option value="">{districts ? t("selectDistrict") : t("loadingDistricts")}</option>
        {groups.map(([division, list]) => (
          <optgroup key={division} label={t("division", { name: nameOf(division, DIVISION_NAMES_BN) })}>
            {list.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {nameOf(d.name, DISTRICT_NAMES_BN)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={message} />
    </div>
  );
}
