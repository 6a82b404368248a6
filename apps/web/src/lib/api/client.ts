import { API_TIMEOUT_MS, SESSION_ENDED_HEADER, SOMETHING_WENT_WRONG, type ApiErrorBody } from "@shop/contracts";

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

/**
 * Who is calling, for the web server's own calls only. The browser sends neither: the
 * forwarder attaches them from httpOnly cookies (docs/decisions/013-web-edge.md).
 */
export type Identity = { token?: string | null; guestId?: string | null };

type Hooks = {
  /** Called when the session's API token was refused (the forwarder says so, or a server call's 401). */
  onUnauthorized: (error: ApiError) => void;
  /** Error reporting for failures that are not the API's own answers. */
  report: (error: unknown, context: { method: string; path: string }) => void;
};

const hooks: Hooks = {
  onUnauthorized: () => {},
  report: (error, context) => console.error("API request failed", context, error),
};

export function configureApiClient(next: Partial<Hooks>): void {
  Object.assign(hooks, next);
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Server-side calls only; in the browser the forwarder knows who is calling. */
  identity?: Identity;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Next.js data cache settings for server-side reads. */
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
};

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
    typeof body === "object" && body !== null && Array.isArray((body as ApiErrorBody).errors) && typeof (body as ApiErrorBody).errors[0]?.message === "string"
  );
}

/**
 * One call to the API. API answers with an error envelope reject with
 * `errors[0].message` and the status; anything else (network, timeout, non-JSON)
 * is logged, reported and rejected.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const identity = options.identity ?? {};
  // Server only: the forwarder reads the server's settings, so browser pages must not ship it.
  const forwarder = typeof window === "undefined" ? await import("./forwarder") : null;
  const headers: Record<string, string> = {
    "X-Requested-With": "XMLHttpRequest",
    Accept: "application/json",
    // A server call proves it is the web server's own; one for a shopper names them in options.headers.
    ...(forwarder ? forwarder.forwarderHeaders() : {}),
    ...options.headers,
  };
  // In the browser, the page's language (decision 051): the API answers its messages in it.
  if (!forwarder && !headers["Accept-Language"]) headers["Accept-Language"] = document.documentElement.lang === "bn" ? "bn" : "en";
  if (identity.token) headers.Authorization = `Bearer ${identity.token}`;
  if (identity.guestId) headers["X-Unique-Number"] = identity.guestId;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const url = `${forwarder ? forwarder.apiBase() : "/api"}${buildPath(path, options.query)}`;

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
    throw new ApiError(SOMETHING_WENT_WRONG, 0);
  }

  if (response.ok) return { data: body as T, status: response.status, statusText: response.statusText };

  if (isErrorBody(body)) {
    const error = new ApiError(body.errors[0].message, response.status, body.errors);
    if (response.status === 401 && (identity.token || response.headers.get(SESSION_ENDED_HEADER) === "ended")) hooks.onUnauthorized(error);
    return Promise.reject(error);
  }
  const error = new ApiError(SOMETHING_WENT_WRONG, response.status);
  hooks.report(error, { method, path });
  throw error;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PUT", path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("DELETE", path, { ...options, body }),
};
