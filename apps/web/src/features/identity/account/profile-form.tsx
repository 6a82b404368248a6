"use client";

import { useLocale, useT } from "@/i18n/client";
import { GENDER_LABELS, GENDERS, MESSAGES, profileBody, type Customer } from "@shop/contracts";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { ApiError } from "@/lib/api/client";
import { updateProfile } from "@/lib/api/identity";
import { toast } from "@/lib/toast";
import { toastError } from "../form-errors";
import { bodyFromDraft, draftFromCustomer, MONTHS, yearOptions, type ProfileDraft } from "./birthday";

type Errors = Partial<Record<"full_name" | "gender" | "birthday", string>>;

const genderOptions = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));
const monthOptions = MONTHS.map((name, i) => ({ value: String(i + 1), label: name }));
/** The same choices on a Bangla page: the genders from the catalogue, months and numbers as bn-BD writes them. */
const banglaMonth = new Intl.DateTimeFormat("bn-BD", { month: "long", timeZone: "UTC" });
const banglaNumber = new Intl.NumberFormat("bn-BD", { useGrouping: false });
const inBangla = (options: { value: string; label: string }[]) => options.map((o) => ({ value: o.value, label: banglaNumber.format(Number(o.value)) }));
const dayOptions = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const yearChoices = yearOptions().map((y) => ({ value: String(y), label: String(y) }));

function errorsFrom(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as keyof Errors;
    if (field in { full_name: 1, gender: 1, birthday: 1 } && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Profile (spec §3, §5): full name 3–30 required; gender and birthday may be empty. */
export function ProfileForm({ customer, onSaved }: { customer: Customer; onSaved: (customer: Customer) => void | Promise<void> }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromCustomer(customer));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const t = useT("signin");
  const bangla = useLocale() === "bn";
  const genders = bangla ? GENDERS.map((g) => ({ value: g, label: t(`gender_${g}`) })) : genderOptions;
  const months = bangla ? MONTHS.map((_, i) => ({ value: String(i + 1), label: banglaMonth.format(new Date(Date.UTC(2000, i, 1))) })) : monthOptions;

  const set = (key: keyof ProfileDraft) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: event.target.value }));
    const field = key === "year" || key === "month" || key === "day" ? "birthday" : key;
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyFromDraft(draft);
    const parsed = profileBody.safeParse(body);
    if (!parsed.success) {
      const found = errorsFrom(parsed.error.issues);
      setErrors(found);
      if (found.full_name) nameRef.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await updateProfile(parsed.data);
      toast.success(MESSAGES.profileUpdated);
      await onSaved(res.data.customer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors.some((e) => e.field)) {
        setErrors(errorsFrom(error.errors.map((e) => ({ path: [e.field?.split(".")[0] ?? ""], message: e.message }))));
      } else {
        toastError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={t("fullName")}
        required
        name="full_name"
        autoComplete="name"
        value={draft.full_name}
        onChange={set("full_name")}
        error={errors.full_name}
        maxLength={60}
        ref={nameRef}
      />
      <SelectField
        label={t("gender")}
        name="gender"
        options={genders}
        placeholder={t("selectGender")}
        value={draft.gender}
        onChange={set("gender")}
        error={errors.gender}
      />
      <fieldset aria-describedby={errors.birthday ? "birthday-error" : undefined}>
        <legend className="mb-1.5 block text-sm font-medium text-slate-800">{t("birthday")}</legend>
        {/* Year and day get what their digits need; the month takes the rest (a 375 px phone shows "1995" and "September" whole). */}
        <div className="grid grid-cols-[minmax(5rem,1fr)_minmax(0,1.5fr)_minmax(4rem,1fr)] gap-2">
          <SelectField
            label={t("year")}
            hideLabel
            name="year"
            compact
            options={bangla ? inBangla(yearChoices) : yearChoices}
            placeholder={t("year")}
            value={draft.year}
            onChange={set("year")}
            autoComplete="bday-year"
          />
          <SelectField
            label={t("month")}
            hideLabel
            name="month"
            compact
            options={months}
            placeholder={t("month")}
            value={draft.month}
            onChange={set("month")}
            autoComplete="bday-month"
          />
          <SelectField
            label={t("day")}
            hideLabel
            name="day"
            compact
            options={bangla ? inBangla(dayOptions) : dayOptions}
            placeholder={t("day")}
            value={draft.day}
            onChange={set("day")}
            autoComplete="bday-day"
          />
        </div>
        {errors.birthday ? (
          <p id="birthday-error" className="mt-1 text-sm text-red-600">
            {errors.birthday}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" loading={busy}>
        {t("save")}
      </Button>
    </form>
  );
}
