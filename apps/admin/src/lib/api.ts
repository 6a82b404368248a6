/**
 * The back office's one way to talk to its server: JSON in and out, the CSRF header on
 * every call (the server refuses a state-changing call without it), and the API's error
 * envelope `{message, errors: [{field, message}]}` turned into an ApiError.
 */
export const CSRF_HEADERS = { "x-requested-with": "shop-admin" } as const;

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  query?: Query;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (an image upload), with its own type. */
  file?: Blob;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

let unauthorizedHandler: (() => void) | null = null;

/** Called when the server says the session is gone (401), so the app can show the sign-in screen. */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes("?") ? "&" : "?"}${text}` : path;
}

/** The first message for each field of an error envelope. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const fields: FieldErrors = {};
  const errors = (body as { errors?: unknown })?.errors;
  if (!Array.isArray(errors)) return fields;
  for (const item of errors) {
    const field = (item as { field?: unknown })?.field;
    const message = (item as { message?: unknown })?.message;
    if (typeof field === "string" && typeof message === "string" && !(field in fields)) fields[field] = message;
  }
  return fields;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.json !== undefined || options.file ? "POST" : "GET");
  const headers: Record<string, string> = { ...options.headers, accept: "application/json", ...CSRF_HEADERS };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.file) {
    headers["content-type"] = options.file.type || "application/octet-stream";
    body = options.file;
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), { method, headers, body, credentials: "same-origin", signal: options.signal });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "Cannot reach the server. Check the connection and try again.");
  }
  const isJson = (response.headers.get("content-type") ?? "").includes("json");
  const parsed: unknown = isJson ? await response.json().catch(() => null) : null;
  if (!response.ok) {
    if (response.status === 401 && !path.startsWith("/session")) unauthorizedHandler?.();
    const message = (parsed as { message?: unknown })?.message;
    throw new ApiError(response.status, typeof message === "string" && message ? message : errorText(response.status), fieldErrorsOf(parsed));
  }
  return parsed as T;
}

function errorText(status: number): string {
  if (status === 401) return "Please sign in to continue";
  if (status === 403) return "You are not allowed to do this";
  if (status === 404) return "Not found";
  if (status === 413) return "The file or request is too large";
  if (status === 429) return "Too many requests. Please wait a moment and try again.";
  if (status >= 500) return "Something went wrong on the server. Please try again.";
  return "The request was refused";
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
  post: <T>(path: string, json?: unknown) => request<T>(path, { method: "POST", json }),
  patch: <T>(path: string, json: unknown) => request<T>(path, { method: "PATCH", json }),
  del: <T>(path: string) => request<T>(path, { method: "DELETE" }),
  upload: <T>(path: string, file: Blob, query?: Query) => request<T>(path, { method: "POST", file, query }),
};

/** The message to show for anything a call threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Something went wrong. Please try again.";
}
