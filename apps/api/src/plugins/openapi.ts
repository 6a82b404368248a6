import type { FastifyInstance, FastifySchema } from "fastify";
import fp from "fastify-plugin";
import swagger, { type SwaggerTransformObject } from "@fastify/swagger";
import { z } from "zod";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { apiErrorBody } from "@shop/contracts";
import { requireOwner, requireStaff, requireUser } from "./identity";

/** What Fastify keeps of a route once its plugins' hooks are merged in (find-my-way's store). */
type Hook = (...args: never[]) => unknown;
type RouteContext = {
  onRequest?: Hook[] | null;
  preParsing?: Hook[] | null;
  preValidation?: Hook[] | null;
  preHandler?: Hook[] | null;
  config?: { rateLimit?: unknown; catalogCache?: unknown };
};

let collecting: Map<string, RouteContext> | undefined;

/**
 * find-my-way's `buildPrettyMeta` (app.ts's routerOptions): the one public way to see a
 * route as Fastify serves it, with the hooks its plugins added (`app.addHook("onRequest",
 * requireStaff)` in admin/routes.ts) that route options never show. It prints nothing.
 */
export function routeContextMeta(route: { method: string; path: string; store: unknown }): Record<string, never> {
  collecting?.set(`${route.method} ${route.path}`, route.store as RouteContext);
  return {};
}

function routeContexts(app: FastifyInstance): Map<string, RouteContext> {
  const found = new Map<string, RouteContext>();
  collecting = found;
  try {
    app.printRoutes({ includeMeta: true });
  } finally {
    collecting = undefined;
  }
  return found;
}

const GUARDS_401 = new Set<unknown>([requireUser, requireStaff, requireOwner]);
const GUARDS_403 = new Set<unknown>([requireStaff, requireOwner]);
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const retryAfter = { "Retry-After": { type: "integer", description: "Seconds to wait before trying again" } };
const location = { Location: { type: "string", description: "Where to go next" } };

/** Each status the API's shared machinery can answer, and why. */
const WHY: Record<number, string> = {
  304: "Not modified: If-None-Match matched the ETag",
  400: "Malformed request: a bad URL escape, a malformed X-Unique-Number, unreadable JSON",
  401: "Sign in first: no bearer token, or one that expired or was revoked",
  403: "Signed in, but not allowed (staff or owner only)",
  404: "No such record (an unknown or malformed id in the path)",
  413: "The body is over this route's size limit",
  414: "A path parameter longer than 200 characters",
  415: "A body of a content type this route does not read",
  422: "Invalid input, one item per field, in the spec's words",
  429: "Too many requests from this address; see Retry-After",
  500: "Something went wrong (logged with the request id)",
  503: "The database is briefly out of reach; see Retry-After",
};

/**
 * The statuses a route can answer beyond those it declares, worked out from the route
 * as Fastify serves it, so the document cannot drift from the code (API.md):
 * - 400, 500 and 503 everywhere: the router's bad URLs and X-Unique-Number (identity.ts),
 *   anything unexpected, the database out of reach (errors.ts);
 * - 422 everywhere: the input guard reads every query string and body (input-guard.ts);
 * - 401 where requireUser, requireStaff or requireOwner (or another `require*` guard)
 *   runs, from the route or its plugin, and 403 where a staff or owner guard does;
 * - 404 and 414 where the path has parameters (a malformed id is 404, a long one 414);
 * - 413 and 415 where a body is read;
 * - 429 wherever a rate limit applies (every route the global budget does not exempt);
 * - 304 on the catalog's ETag routes (catalog-cache.ts).
 */
function derivedStatuses(url: string, method: string, context: RouteContext | undefined): number[] {
  const hooks = [...(context?.onRequest ?? []), ...(context?.preParsing ?? []), ...(context?.preValidation ?? []), ...(context?.preHandler ?? [])];
  const guards = hooks.filter((hook) => GUARDS_401.has(hook) || /^require[A-Z]/.test(hook.name));
  const statuses = [400, 422, 500, 503];
  if (guards.length) statuses.push(401);
  if (guards.some((hook) => GUARDS_403.has(hook) || !GUARDS_401.has(hook))) statuses.push(403);
  if (url.includes(":")) statuses.push(404, 414);
  if (METHODS_WITH_BODY.has(method)) statuses.push(413, 415);
  if (context?.config?.rateLimit !== false) statuses.push(429);
  if (context?.config?.catalogCache) statuses.push(304);
  return statuses;
}

type Responses = Record<string, unknown>;

/** The route's schema with the derived statuses added (as zod, converted with the rest); the route's own object is left alone. */
function withDerivedStatuses(schema: FastifySchema, added: number[]): FastifySchema {
  const response: Responses = { ...((schema.response as Responses | undefined) ?? {}) };
  for (const status of added) response[status] = status === 304 ? z.null() : apiErrorBody;
  // A route that declares no answer of its own still answers 200 (swagger's default).
  if (!Object.keys(response).some((status) => /^[23]/.test(status))) response[200] = z.unknown().describe("Default Response");
  return { ...schema, response };
}

/** Descriptions of the derived statuses; Retry-After on 429 and 503, Location on every redirect. */
function describeResponses(response: Record<string, Record<string, unknown>>, added: Set<number>): void {
  for (const [key, entry] of Object.entries(response)) {
    const status = Number(key);
    if (added.has(status)) entry.description = WHY[status];
    if (status === 429 || status === 503) entry.headers = retryAfter;
    if (status >= 300 && status < 400 && status !== 304) entry.headers = location;
  }
}

type OpenApiDocument = {
  paths?: Record<string, Record<string, { parameters?: unknown[] }>>;
  components?: { parameters?: Record<string, unknown> };
};

const ACCEPT_LANGUAGE = {
  name: "Accept-Language",
  in: "header",
  required: false,
  description:
    "bn (or bn-BD): the envelope's message and errors[].message in Bangla, and category names and descriptions and brands' descriptions in Bangla where the shop wrote them (English otherwise). Any other language, or none: English.",
  schema: { type: "string", examples: ["bn", "bn-BD,bn;q=0.9,en;q=0.8", "en"] },
};

/** The Accept-Language header on every operation, as one shared parameter. */
function withAcceptLanguage<T extends OpenApiDocument>(document: T): T {
  const components = { ...document.components, parameters: { ...document.components?.parameters, AcceptLanguage: ACCEPT_LANGUAGE } };
  const paths: NonNullable<OpenApiDocument["paths"]> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    paths[path] = Object.fromEntries(
      Object.entries(operations).map(([method, operation]) => [
        method,
        { ...operation, parameters: [...(operation.parameters ?? []), { $ref: "#/components/parameters/AcceptLanguage" }] },
      ]),
    );
  }
  return { ...document, components, paths };
}

/**
 * OpenAPI generated from the route schemas (the same zod schemas that validate
 * requests and serialize responses); never written by hand. Register before routes.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    // Binary bodies (images) are zod custom types documented by their metadata.
    const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: "any" } });
    let contexts: Map<string, RouteContext> | undefined;
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Robodoc shop API",
          description: "The storefront's JSON API (see API.md). Money is in taka; errors use the {message, errors} envelope.",
          version: "1.0.0",
        },
        components: {
          securitySchemes: {
            bearer: { type: "http", scheme: "bearer" },
            guest: { type: "apiKey", in: "header", name: "X-Unique-Number" },
          },
        },
      },
      transform: (document) => {
        if (!document.schema?.hide) {
          // The document is built once, after every route is in (its first GET /openapi.json).
          contexts ??= routeContexts(app);
          const method = [document.route.method].flat()[0];
          const declared = new Set(Object.keys(document.schema?.response ?? {}).map(Number));
          const added = derivedStatuses(document.url, method, contexts.get(`${method} ${document.url}`)).filter((status) => !declared.has(status));
          const transformed = zodTransform({ ...document, schema: withDerivedStatuses(document.schema ?? {}, added) });
          describeResponses(transformed.schema.response as Record<string, Record<string, unknown>>, new Set(added));
          return transformed;
        }
        return zodTransform(document);
      },
      // Every operation answers its messages in the caller's language (issue 50, locale.ts).
      transformObject: (documentObject) =>
        withAcceptLanguage(("openapiObject" in documentObject ? documentObject.openapiObject : {}) as OpenApiDocument) as ReturnType<SwaggerTransformObject>,
    });

    app.get("/openapi.json", { schema: { hide: true }, config: { rateLimit: false } }, async () => app.swagger());
  },
  { name: "openapi" },
);
