import type { RefObject } from "react";
import type { z } from "zod";
import { ApiError } from "@/lib/api/client";
import { toast } from "@/lib/toast";

/** The first message a schema gives for a value, or undefined when it passes. */
export function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * Spec §8: a 422 naming `field` goes under that field (returned), anything else is a
 * toast (returns undefined).
 */
export function fieldErrorOrToast(error: unknown, field: string): string | undefined {
  if (error instanceof ApiError && error.status === 422) {
    const message = error.fieldError(field) ?? error.message;
    if (message) return message;
  }
  toast.error(error instanceof Error && error.message ? error.message : "Something went wrong");
  return undefined;
}

export function toastError(error: unknown): void {
  toast.error(error instanceof Error && error.message ? error.message : "Something went wrong");
}

/** Moves focus to the field when it got an error (keyboard and screen-reader users land on it). */
export function focusOnError(ref: RefObject<HTMLElement | null>, error: string | undefined): string | undefined {
  if (error) ref.current?.focus();
  return error;
}
