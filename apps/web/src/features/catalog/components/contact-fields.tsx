"use client";

import { TextField } from "@/components/ui/form-field";
import { useT } from "@/i18n/client";

export type ContactValues = { full_name: string; email: string };

/**
 * Full Name and Email, as the stock-request forms ask them (Notify Me on an out-of-stock
 * product, Ask us to stock on a search or a BOM line that found nothing): prefilled by the
 * caller from the signed-in shopper, each with its error.
 */
export function ContactFields({
  values,
  errors,
  onChange,
}: {
  values: ContactValues;
  errors: Partial<Record<keyof ContactValues, string>>;
  onChange: (change: Partial<ContactValues>) => void;
}) {
  const t = useT("stockRequest");
  return (
    <>
      <TextField
        label={t("fullName")}
        name="full_name"
        required
        autoComplete="name"
        value={values.full_name}
        onChange={(e) => onChange({ full_name: e.target.value })}
        error={errors.full_name}
      />
      <TextField
        label={t("email")}
        name="email"
        type="email"
        required
        autoComplete="email"
        value={values.email}
        onChange={(e) => onChange({ email: e.target.value })}
        error={errors.email}
      />
    </>
  );
}
