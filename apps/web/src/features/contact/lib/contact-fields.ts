import { contactForm, type ContactForm } from "@shop/contracts";
import { fieldErrors } from "@/features/reviews/lib/form-errors";
import { firstError } from "@/features/identity/form-errors";
import { ApiError } from "@/lib/api/client";

/** The contact form's fields (spec §3), in the order they sit on the page. */
export const CONTACT_FIELDS = ["name", "email", "title", "comment"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", title: "", comment: "" };

/** One field on blur, with the contracts' rule and message for it. */
export function contactFieldError(field: ContactField, value: string): string | undefined {
  return firstError(contactForm.shape[field], value);
}

/** The whole form on submit: the trimmed body, or the first message for each field at fault. */
export function validateContact(values: ContactValues): { ok: true; body: ContactForm } | { ok: false; errors: ContactErrors } {
  const parsed = contactForm.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: fieldErrors<ContactField>(parsed.error) };
}

/** A 422's messages for the form's own fields; empty when the failure names none (then it is a toast). */
export function serverFieldErrors(error: unknown): ContactErrors {
  const errors: ContactErrors = {};
  if (!(error instanceof ApiError) || error.status !== 422) return errors;
  for (const { field, message } of error.errors) {
    const key = CONTACT_FIELDS.find((f) => f === field);
    if (key) errors[key] ??= message;
  }
  return errors;
}

/** The field that takes the focus: the first one at fault, in page order. */
export function firstInvalid(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field]);
}
