import { type TextareaHTMLAttributes, type Ref } from "react";
import { cn } from "@/lib/cn";
import { fieldErrorText } from "@/lib/field-error";
import { controlClasses, Frame, tone, useFieldIds, type FieldBase } from "./form-field";

export type TextareaFieldProps = FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className" | "required"> & { ref?: Ref<HTMLTextAreaElement> };

export function TextareaField({ label, required, error, hint, hideLabel, className, id, rows = 4, ...textarea }: TextareaFieldProps) {
  const message = fieldErrorText(error);
  const ids = useFieldIds(id, Boolean(hint), message);
  return (
    <Frame ids={ids} base={{ label, required, hint, hideLabel, className }} error={message}>
      <textarea
        id={ids.controlId}
        rows={rows}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, "py-2.5", tone(message))}
        {...textarea}
      />
    </Frame>
  );
}
