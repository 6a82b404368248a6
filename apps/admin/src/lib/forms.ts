import type { ZodError } from "zod";
import { ApiError, type FieldErrors } from "./api";

/** The first message per top-level field of a zod error (specs.2.key -> specs). */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** Field errors of a refused save, or none. */
export function apiFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fields : {};
}

/** An optional whole number typed in a field: "" -> null, "12" -> 12, anything else -> NaN. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** "" -> null, else the trimmed text. */
export function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}
