import { z } from "zod";
import "./zod-config";

export const apiErrorItem = z.object({
  field: z.string().optional(),
  message: z.string(),
  code: z.string(),
});
export const apiErrorBody = z.object({ message: z.string(), errors: z.array(apiErrorItem) });
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

export const pageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: z.array(item), meta: pageMeta });
}

/** Machine codes of API errors; each maps to one HTTP status in the API. */
export const ERROR_CODES = [
  "bad_request",
  "invalid_guest_id",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "validation_failed",
  "too_many_requests",
  "internal_error",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
