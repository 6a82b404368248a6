import type { ZodError, ZodType } from "zod";
import type { CourierKey } from "@shop/contracts/admin";
import { phoneNumberError } from "@shop/contracts/formats";
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

/**
 * What is wrong with a body a form is about to send: the schema's first message per
 * field, then the form's own checks (which say it better, so they win).
 */
export function formErrors(schema: ZodType, body: unknown, own: FieldErrors = {}): FieldErrors {
  const parsed = schema.safeParse(body);
  return { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...own };
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

/**
 * The Ship form's courier until staff choose one: the first courier the shop has set up
 * with an adapter (Steadfast), else the typed "other courier".
 */
export function defaultCourier(couriers: readonly { key: CourierKey; configured: boolean }[] | undefined): CourierKey {
  return couriers?.find((courier) => courier.key !== "manual" && courier.configured)?.key ?? "manual";
}

/**
 * A phone number as staff type it ("+880 1712-345678", "01712 345678"), read as the
 * back office's sign-in reads it (spaces and dashes dropped), checked by the shared rule
 * of packages/contracts (phoneSchema's, the API's): `phone` is what to send, or `error`
 * in the rule's words.
 */
export function typedPhone(text: string): { phone: string; error?: string } {
  const phone = text.trim().replace(/[\s-]/g, "");
  return { phone, error: phoneNumberError(phone) };
}
