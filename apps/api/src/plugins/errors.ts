import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { API_BODY_LIMIT_BYTES, capitalizeFirst, MESSAGES, type ApiErrorBody, type ErrorCode } from "@shop/contracts";
import { isAppError } from "../lib/app-error";

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  422: "validation_failed",
  429: "too_many_requests",
};

type ValidationItem = { instancePath: string; message?: string };

/** One item per zod issue; `field` is the request parameter at fault (first path segment). */
export function validationBody(items: ValidationItem[]): ApiErrorBody {
  const errors = items.map((item) => {
    const field = item.instancePath.split("/").filter(Boolean)[0];
    const message = capitalizeFirst(item.message ?? "Invalid value");
    return { ...(field ? { field } : {}), message, code: "validation_failed" };
  });
  return { message: errors[0]?.message ?? "Invalid request", errors };
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  // An error is never a cacheable catalog answer, whatever a preHandler had set.
  reply.removeHeader("etag");
  reply.header("cache-control", "no-store");
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/**
 * Fastify's router rejects some URLs before any route or hook runs (a malformed
 * percent-escape, a parameter longer than maxParamLength); answer those in the envelope too.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === "FST_ERR_BAD_URL" ? "Malformed URL" : "Malformed request";
  return send(reply, status, { message, errors: [{ message, code: CODE_BY_STATUS[status] ?? "bad_request" }] });
}

/**
 * What an unexpected error may put in the log: its kind, SQL text and code, never the
 * values it was working on (issue 9). Drizzle's query errors carry the parameters
 * (emails, phones, user ids) in `params` and in their message; PostgreSQL's messages
 * quote values ("invalid input syntax for type integer: \"…\"") and so does `detail`:
 * for a database error only its SQLSTATE code and routine are kept.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const db = error as Error & { code?: unknown; routine?: unknown; query?: unknown };
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = { type: error.name, stack: frames.slice(0, 12).join("\n") };
  if (typeof db.code === "string" && /^[0-9A-Z]{5}$/.test(db.code)) {
    out.code = db.code;
    if (typeof db.routine === "string") out.routine = db.routine;
  } else if (typeof db.query === "string") {
    out.query = db.query.slice(0, 2000);
  } else {
    out.message = error.message.slice(0, 500);
  }
  if (error.cause !== undefined && depth < 3) out.cause = loggableError(error.cause, depth + 1);
  return out;
}

/** Seconds a client is asked to wait (Retry-After) while the database is out of reach. */
export const DATABASE_RETRY_AFTER_S = 5;
export const DATABASE_UNAVAILABLE = "The shop is briefly unavailable. Please try again in a few seconds.";

/** SQLSTATEs that say the database server, not the statement, is the trouble. */
const OUTAGE_SQLSTATE = /^(08|53|57P0[1-4])/;
/** Socket errors on the way to the database server. */
const OUTAGE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** node-postgres's own words for a connection that broke or never came (its errors carry no code). */
const OUTAGE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/**
 * Whether an error (or one it wraps: drizzle puts the driver's error in `cause`) means the
 * database could not be reached or dropped the connection: a restart, a failover, a
 * terminated backend, too many connections. Those are answered 503 with Retry-After;
 * anything else unexpected stays a 500.
 */
export function isDatabaseOutage(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === "string" && (OUTAGE_ERRNO.has(code) || (/^[0-9A-Z]{5}$/.test(code) && OUTAGE_SQLSTATE.test(code)))) return true;
    if (OUTAGE_MESSAGE.test(current.message)) return true;
    // AggregateError: every address tried (IPv4 and IPv6 of localhost) refused.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseOutage(inner))) return true;
    current = current.cause;
  }
  return false;
}

/** "8 MB", "1 MB", "512 KB": a body limit as the person who sent too much reads it. */
export function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}

/** The one error handler: every failure leaves as API.md's envelope. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        // A malformed id in the path is an id nothing has: 404, as for an unknown one.
        if (error.validationContext === "params") return send(reply, 404, { message: "Not found", errors: [{ message: "Not found", code: "not_found" }] });
        return send(reply, 422, validationBody(error.validation));
      }
      if (isAppError(error)) {
        const errors = error.errors.map((item) => ({ ...item, code: item.code ?? error.code }));
        if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
        return send(reply, error.status, { message: error.message, errors });
      }
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        // The route's own limit (8 MB for an image, 1 MB for JSON), in words.
        const message = `The file or request is too large: at most ${sizeInWords(request.routeOptions.bodyLimit ?? API_BODY_LIMIT_BYTES)}`;
        return send(reply, 413, { message, errors: [{ message, code: "payload_too_large" }] });
      }
      if (isDatabaseOutage(error)) {
        request.log.warn({ error: loggableError(error), reqId: request.id }, "database unavailable");
        reply.header("retry-after", String(DATABASE_RETRY_AFTER_S));
        return send(reply, 503, { message: DATABASE_UNAVAILABLE, errors: [{ message: DATABASE_UNAVAILABLE, code: "service_unavailable" }] });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own 4xx messages (bad JSON, empty body, too large) are safe to show.
        const message = error.code?.startsWith("FST_") ? error.message : "Malformed request";
        return send(reply, status, { message, errors: [{ message, code: CODE_BY_STATUS[status] ?? "bad_request" }] });
      }
      request.log.error({ error: loggableError(error), reqId: request.id }, "request failed");
      const message = MESSAGES.somethingWentWrong;
      return send(reply, 500, { message, errors: [{ message, code: "internal_error" }] });
    });

    // Unknown paths spend the same budget as known ones (scanners hit 404s).
    // (The rate-limit plugin may be registered only for the sign-in routes' own limits.)
    const preHandler = app.hasDecorator("rateLimit") && app.env.RATE_LIMIT_MAX > 0 ? app.rateLimit() : undefined;
    app.setNotFoundHandler({ preHandler }, (request, reply) => {
      const message = "Route not found";
      return send(reply, 404, { message, errors: [{ message, code: "not_found" }] });
    });
  },
  { name: "errors" },
);
