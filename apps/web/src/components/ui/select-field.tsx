import { type SelectHTMLAttributes, type Ref } from "react";
import { cn } from "@/lib/cn";
import { fieldErrorText } from "@/lib/field-error";
import { controlClasses, Frame, tone, useFieldIds, type FieldBase } from "./form-field";

export type SelectFieldProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "required"> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    /** A first, empty choice such as "Select a district". */
    placeholder?: string;
    /** Less padding, for boxes a few characters wide. */
    compact?: boolean;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ label, required, error, hint, hideLabel, className, id, options, placeholder, compact, ...select }: SelectFieldProps) {
  const message = fieldErrorText(error);
  const ids = useFieldIds(id, Boolean(hint), message);
  return (
    <Frame ids={ids} base={{ label, required, hint, hideLabel, className }} error={message}>
      <select
        id={ids.controlId}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        // `compact`: the browser's own arrow needs no extra room, so narrow boxes (a birthday's year) keep their text whole.
        className={cn(controlClasses, "h-11", compact ? "pr-1 pl-2" : "pr-8", tone(message))}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
