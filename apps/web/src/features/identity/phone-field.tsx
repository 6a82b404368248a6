import type { Ref } from "react";
import { TextField } from "@/components/ui/form-field";

/**
 * The Bangladesh mobile number input of sign-in and phone change: a required tel
 * field whose error clears as soon as the shopper types again.
 */
export function PhoneField({
  label,
  value,
  error,
  onChange,
  inputRef,
  autoFocus,
}: {
  label: string;
  value: string;
  error: string | undefined;
  /** The new value; the caller clears its error here. */
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      required
      type="tel"
      name="phone"
      autoComplete="tel"
      inputMode="tel"
      placeholder="01XXXXXXXXX"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      ref={inputRef}
      autoFocus={autoFocus}
    />
  );
}
