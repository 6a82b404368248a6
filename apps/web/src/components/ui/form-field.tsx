import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cn } from "@/lib/cn";
import { fieldErrorText } from "@/lib/field-error";

/**
 * Form fields of spec §5: a label with a red asterisk on required fields, the error in
 * red under the control with its first letter capitalised, wired with aria-invalid and
 * aria-describedby. Spread react-hook-form's `register()` straight in (React 19 passes
 * `ref` as a prop). Forms should set `noValidate`: the zod messages are the ones shown.
 * SelectField and TextareaField have their own modules: the footer's signup, on every
 * page, needs only TextField.
 */
export type FieldBase = {
  label: ReactNode;
  /** Shows the asterisk and sets aria-required. */
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
};

export const controlClasses =
  "block w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 " +
  "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500";

export function useFieldIds(id: string | undefined, hasHint: boolean, error: string | undefined) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hasHint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function FieldLabel({ htmlFor, required, hidden, children }: { htmlFor: string; required?: boolean; hidden?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={cn("mb-1.5 block text-sm font-medium text-slate-800", hidden && "sr-only")}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      ) : null}
    </label>
  );
}

/** The red message under a control; renders nothing without an error. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  const text = fieldErrorText(error);
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {text}
    </p>
  );
}

export function Frame(props: { ids: ReturnType<typeof useFieldIds>; base: FieldBase; error?: string; children: ReactNode }) {
  const { ids, base, error, children } = props;
  return (
    <div className={base.className}>
      <FieldLabel htmlFor={ids.controlId} required={base.required} hidden={base.hideLabel}>
        {base.label}
      </FieldLabel>
      {children}
      {base.hint ? (
        <p id={ids.hintId} className="mt-1 text-xs text-slate-500">
          {base.hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export const tone = (error?: string) => (error ? "border-red-600" : "border-slate-300");

export type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "required"> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, required, error, hint, hideLabel, className, id, ...input }: TextFieldProps) {
  const message = fieldErrorText(error);
  const ids = useFieldIds(id, Boolean(hint), message);
  return (
    <Frame ids={ids} base={{ label, required, hint, hideLabel, className }} error={message}>
      <input
        id={ids.controlId}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses, "h-11", tone(message))}
        {...input}
      />
    </Frame>
  );
}
