import type { ErrorCode } from "@shop/contracts";

/** One HTTP status per machine code; the error handler is the only reader. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  invalid_guest_id: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation_failed: 422,
  too_many_requests: 429,
  internal_error: 500,
};

export type AppErrorItem = { field?: string; message: string; code?: string };

/**
 * The only error a service throws on purpose. Its message is shown to the shopper,
 * so it never carries a server detail.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: AppErrorItem[];
  /** Seconds until a "too soon" / "too many" limit lifts; sent as Retry-After. */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message: string, options: { errors?: AppErrorItem[]; field?: string; retryAfter?: number } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = options.errors ?? [{ ...(options.field ? { field: options.field } : {}), message, code }];
    if (options.retryAfter !== undefined) this.retryAfter = Math.max(0, Math.ceil(options.retryAfter));
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function notFound(message = "Not found"): AppError {
  return new AppError("not_found", message);
}
