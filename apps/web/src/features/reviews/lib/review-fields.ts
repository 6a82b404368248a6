import { reviewForm, type ReviewForm } from "@shop/contracts";
import { fieldErrors } from "./form-errors";

/** The Write a Review form (spec §3: rating starts at 0, review text). */
export type ReviewFields = { rating: number; review: string };
export type ReviewField = keyof ReviewFields;
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export const EMPTY_REVIEW: ReviewFields = { rating: 0, review: "" };

/** The whole form, checked with the contracts' reviewForm: the trimmed values to send, or one message per field. */
export function validateReview(fields: ReviewFields): { ok: true; body: { rating: number; review: string } } | { ok: false; errors: ReviewErrors } {
  const parsed = reviewForm.safeParse(fields satisfies ReviewForm);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: fieldErrors<ReviewField>(parsed.error) };
}

/** One field's message (for validation on blur), or undefined when it is fine. */
export function reviewFieldError(field: ReviewField, fields: ReviewFields): string | undefined {
  const checked = validateReview(fields);
  return checked.ok ? undefined : checked.errors[field];
}

/** The field a keyboard user is sent to first. */
export function firstInvalidReviewField(errors: ReviewErrors): ReviewField | undefined {
  return (["rating", "review"] as const).find((field) => errors[field]);
}
