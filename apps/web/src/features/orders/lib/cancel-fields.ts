import { cancelOrderForm, type CancelOrderBody, type CancelReason } from "@shop/contracts";

/** The cancellation form (spec §3: notes, reason, terms). */
export type CancelFields = { reason: CancelReason | ""; notes: string; terms: boolean };
export type CancelField = keyof CancelFields;
export type CancelErrors = Partial<Record<CancelField, string>>;

export const EMPTY_CANCEL: CancelFields = { reason: "", notes: "", terms: false };
/** The order the fields sit in on the page: the first one at fault takes the focus. */
export const CANCEL_FIELD_ORDER: readonly CancelField[] = ["reason", "notes", "terms"];

/**
 * Checks the form with the contracts' cancelOrderForm (the spec's messages): the body
 * to send (blank notes as null), or the first message for each field at fault.
 */
export function validateCancel(fields: CancelFields): { ok: true; body: CancelOrderBody } | { ok: false; errors: CancelErrors } {
  const parsed = cancelOrderForm.safeParse({ ...fields, reason: fields.reason === "" ? undefined : fields.reason });
  if (parsed.success) return { ok: true, body: { reason: parsed.data.reason, notes: parsed.data.notes || null } };
  const errors: CancelErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (isCancelField(key) && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

export function isCancelField(name: unknown): name is CancelField {
  return typeof name === "string" && (CANCEL_FIELD_ORDER as readonly string[]).includes(name);
}

export function firstInvalid(errors: CancelErrors): CancelField | undefined {
  return CANCEL_FIELD_ORDER.find((field) => errors[field]);
}
