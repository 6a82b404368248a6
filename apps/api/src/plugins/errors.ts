import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { capitalizeFirst, MESSAGES, type ApiErrorBody, type ErrorCode } from "@shop/contracts";
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
