import { API_TIMEOUT_MS, type ApiErrorBody } from "@shop/contracts";

/** Responses reduced to data, status and statusText (spec section 7). */
export type ApiResponse<T> = { data: T; status: number; statusText: string };

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorBody["errors"];
  constructor(message: string, status: number, errors: ApiErrorBody["errors"] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
  }
  /** The first error that names a field, for showing under that field (422s). */
  fieldError(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }
}

export type Identity = { token?: string | null; guestId?: string | null };

type Hooks = {
  /** Who is calling; the identity layer sets this in the browser. */
  identity: () => Identity;
  /** Called when a call that carried a bearer token answers 401. */
  onUnauthorized: (error: ApiError) => void;
  /** Called when the API rejects the guest id (400 `invalid_guest_id`, API.md). */
  onInvalidGuestId: (error: ApiError) => void;
  /** Error reporting for failures that are not the API's own answers. */
  report: (error: unknown, context: { method: string; path: string }) => void;
};

const hooks: Hooks = {
  identity: () => ({}),
  onUnauthorized: () => {},
  onInvalidGuestId: () => {},
  report: (error, context) => console.error("API request failed", context, error),
};

export function configureApiClient(next: Partial<Hooks>): void {
  Object.assign(hooks, next);
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  identity?: Identity;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Next.js data cache settings for server-side reads. */
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
};

function baseUrl(): string {
  if (typeof window !== "undefined") return "/api";
  return process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? "4000"}`;
}

export function buildPath(path: string, query?: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return (
    typeof body === "object" &&
    body !== null &&
    Array.isArray((body as ApiErrorBody).errors) &&
    typeof (body as ApiErrorBody).errors[0]?.message === "string"
  );
}

/**
 * One call to the API. API answers with an error envelope reject with
 * `errors[0].message` and the status; anything else (network, timeout, non-JSON)
 * is logged, reported and rejected.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const identity = options.identity ?? hooks.identity();
  const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json", ...options.headers };
  if (identity.token) headers.Authorization = `Bearer ${identity.token}`;
  if (identity.guestId) headers["X-Unique-Number"] = identity.guestId;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const url = `${baseUrl()}${buildPath(path, options.query)}`;

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      ...(options.next ? { next: options.next } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
    } as RequestInit);
    const type = response.headers.get("content-type") ?? "";
    body = type.includes("json") ? await response.json() : await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    hooks.report(error, { method, path });
    throw new ApiError("Something went wrong", 0);
  }

  if (response.ok) return { data: body as T, status: response.status, statusText: response.statusText };

  if (isErrorBody(body)) {
    const error = new ApiError(body.errors[0].message, response.status, body.errors);
    if (response.status === 401 && identity.token) hooks.onUnauthorized(error);
    if (response.status === 400 && error.errors.some((e) => e.code === "invalid_guest_id")) hooks.onInvalidGuestId(error);
    return Promise.reject(error);
  }
  const error = new ApiError(response.statusText || "Something went wrong", response.status);
  hooks.report(error, { method, path });
  throw error;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PUT", path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("DELETE", path, { ...options, body }),
};
