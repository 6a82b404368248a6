import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "./api";
import { apiFieldErrors } from "./forms";

/** A form's fields in one state: `set({ name })` changes some and keeps the rest. */
export function useFields<T extends object>(initial: T) {
  const [values, setValues] = useState(initial);
  const set = useCallback((changes: Partial<T>) => setValues((previous) => ({ ...previous, ...changes })), []);
  return [values, set] as const;
}

/**
 * One save of a form. What is wrong shows on its fields and the first wrong field takes
 * the focus (a screen reader then reads its label and message); else `send` runs with
 * the submit button busy, and a refusal shows the API's message (role=alert) and its
 * field errors. Answers whether it was sent.
 */
export function useSubmit() {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  async function run(found: FieldErrors, send: () => Promise<void>): Promise<boolean> {
    setError(null);
    setErrors(found);
    if (Object.keys(found).length) {
      setRefusals((n) => n + 1);
      return false;
    }
    setBusy(true);
    try {
      await send();
      return true;
    } catch (err) {
      setError(err);
      setErrors(apiFieldErrors(err));
      setRefusals((n) => n + 1);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { form, errors, error, busy, run };
}
