import { existsSync } from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { ADMIN_IMAGE_MAX_BYTES, ADMIN_MESSAGES, API_BODY_LIMIT_BYTES, CLIENT_IP_HEADER, FORWARDER_HEADER, type AdminMe } from "@shop/contracts";
import { DOCUMENT_MAX_BYTES } from "@shop/contracts/product-documents";
import { ADMIN_COOKIE, clearCookie, readCookie, sessionCookie } from "./cookies";

/** The header every state-changing call of the back office carries (a page on another site cannot set it). */
export const CSRF_HEADER = "x-requested-with";
export const CSRF_VALUE = "shop-admin";

export type AdminServerOptions = {
  /** The API's base URL, e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /** The built SPA (vite build's output). */
  distDir: string;
  /** The API's FORWARDER_SECRET: with it the API keys its limits on the browser's address. */
  forwarderSecret?: string;
  /** Mark the session cookie Secure even over plain http (behind a TLS proxy). */
  secureCookies?: boolean;
  /**
   * Reverse proxies of our own in front of this server (ADMIN_TRUSTED_PROXY_HOPS; Caddy in
   * deploy/ is 1): the staff member's address is the X-Forwarded-For entry the outermost of
   * them appended, as on the web edge (decision 013). 0 or unset: the socket's address.
   */
  trustedProxyHops?: number;
  /** Extra origins images may come from (when the API's MEDIA_BASE_URL is another origin). */
  imageOrigins?: string[];
  /** How long one API call may take before the browser gets 503. */
  apiTimeoutMs?: number;
  /** A pino level (LOG_LEVEL, as the API's), or false for none. */
  logger?: string | false;
};

const ASSET_CACHE = "public, max-age=31536000, immutable";
const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "accept-language", "if-none-match", "x-request-id", "idempotency-key"];
const PASSED_RESPONSE_HEADERS = ["content-type", "content-disposition", "cache-control", "etag", "last-modified", "retry-after", "x-request-id"];

type ErrorBody = { message: string; errors: { field?: string; message: string; code: string }[] };
const errorBody = (message: string, code: string): ErrorBody => ({ message, errors: [{ message, code }] });

export function securityHeaders(imageOrigins: string[] = []): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(" "),
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
}

/** How long a request with a body (an 8 MB photo from a phone) may take to arrive and be forwarded. */
const UPLOAD_TIMEOUT_MS = 120_000;

class BodyTooLarge extends Error {}

/** The request body as a stream that fails once it passes `limit` bytes. */
function limited(body: NodeJS.ReadableStream, limit: number): Readable {
  let seen = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new BodyTooLarge("too large"));
      else done(null, chunk);
    },
  });
  (body as Readable).on("error", (error) => guard.destroy(error));
  return (body as Readable).pipe(guard);
}

function isBodyTooLarge(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause; depth += 1) {
    if (cause instanceof BodyTooLarge) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Uploads go to /v1/admin/products/{id}/images; everything else is small JSON. */
function bodyLimitFor(url: string): number {
  if (/^\/v1\/admin\/products\/[^/]+\/documents(?:[?]|$)/.test(url)) return DOCUMENT_MAX_BYTES;
  return /^\/v1\/admin\/products\/[^/]+\/images(?:[/?]|$)/.test(url) ? ADMIN_IMAGE_MAX_BYTES : API_BODY_LIMIT_BYTES;
}

/**
 * The back office's own server (docs in apps/admin/README.md): serves the built SPA,
 * holds the staff member's API token in an httpOnly cookie (page scripts never see it)
 * and forwards /v1/admin/* to the API with that token attached.
 */
export async function buildAdminServer(options: AdminServerOptions): Promise<FastifyInstance> {
  const apiUrl = options.apiUrl.replace(/\/+$/, "");
  const distDir = path.resolve(options.distDir);
  const timeoutMs = options.apiTimeoutMs ?? 60_000;
  const headers = securityHeaders(options.imageOrigins);
  const hops = options.trustedProxyHops ?? 0;
  const app = Fastify({
    logger: options.logger ? { level: options.logger, redact: ["req.headers.cookie", "req.headers.authorization"] } : false,
    // Behind our own proxies, request.ip and request.protocol come from the X-Forwarded-* they
    // set: the n hops nearest this server are ours (Fastify's numeric form trusts none).
    trustProxy: hops > 0 ? (_address: string, hop: number) => hop < hops : false,
    bodyLimit: 16 * 1024,
    routerOptions: { maxParamLength: 300 },
    // Slow clients are cut off (slowloris): headers within 15 s, checked every second;
    // a whole request within 120 s, for an 8 MB photo uploaded from a phone (about
    // 0.6 Mbit/s at worst; the API allows as long); idle kept-alive connections 15 s.
    requestTimeout: UPLOAD_TIMEOUT_MS,
    connectionTimeout: UPLOAD_TIMEOUT_MS,
    keepAliveTimeout: 15_000,
    http: { headersTimeout: 15_000, connectionsCheckingInterval: 1000 },
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.headers(headers);
    const url = request.url;
    const guarded = url.startsWith("/v1/") || url === "/session" || url.startsWith("/session/") || url.startsWith("/session?");
    if (guarded && request.method !== "GET" && request.method !== "HEAD" && request.headers[CSRF_HEADER] !== CSRF_VALUE) {
      return reply.code(403).header("cache-control", "no-store").send(errorBody("Forbidden", "forbidden"));
    }
  });

  /** Headers every API call carries: the forwarder proof and the browser's address. */
  function edgeHeaders(request: FastifyRequest): Record<string, string> {
    if (!options.forwarderSecret) return {};
    return { [FORWARDER_HEADER]: options.forwarderSecret, [CLIENT_IP_HEADER]: request.ip || "unknown" };
  }

  function isSecure(request: FastifyRequest): boolean {
    return request.protocol === "https" || Boolean(options.secureCookies);
  }

  async function callApi(
    request: FastifyRequest,
    method: string,
    pathAndQuery: string,
    init: { token?: string | null; json?: unknown; headers?: Record<string, string>; body?: Readable } = {},
  ): Promise<Response> {
    const out: Record<string, string> = { accept: "application/json", ...init.headers, ...edgeHeaders(request) };
    if (init.token) out.authorization = `Bearer ${init.token}`;
    let body: string | Readable | undefined;
    if (init.json !== undefined) {
      out["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    } else if (init.body) {
      body = init.body;
    }
    return fetch(`${apiUrl}${pathAndQuery}`, {
      method,
      headers: out,
      body: body as BodyInit | undefined,
      ...(body instanceof Readable ? { duplex: "half" } : {}),
      redirect: "manual",
      // A body (a photo) streams on as the browser sends it: the call may take as long as the upload.
      signal: AbortSignal.timeout(body instanceof Readable ? Math.max(timeoutMs, UPLOAD_TIMEOUT_MS) : timeoutMs),
    } as RequestInit);
  }

  function unavailable(reply: FastifyReply, error: unknown) {
    app.log.warn({ error: String(error) }, "API call failed");
    return reply.code(503).header("cache-control", "no-store").send(errorBody("The shop's API is not reachable. Please try again.", "service_unavailable"));
  }

  async function readJson(response: Response): Promise<Record<string, unknown> | null> {
    try {
      return (await response.json()) as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  async function relay(reply: FastifyReply, response: Response) {
    reply.code(response.status);
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    if (!response.body || response.status === 204 || response.status === 304) return reply.send();
    return reply.send(Readable.fromWeb(response.body as unknown as NodeWebStream<Uint8Array>));
  }

  async function signOutToken(request: FastifyRequest, token: string) {
    try {
      const response = await callApi(request, "POST", "/v1/auth/signout", { token });
      await response.body?.cancel();
    } catch (error) {
      app.log.warn({ error: String(error) }, "sign-out at the API failed");
    }
  }

  // ---- session -------------------------------------------------------------

  await app.register(async (session) => {
    session.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    session.post("/session/code", async (request, reply) => {
      const body = (request.body ?? {}) as { phone?: unknown };
      try {
        return relay(reply, await callApi(request, "POST", "/v1/auth/otp", { json: { phone: body.phone } }));
      } catch (error) {
        return unavailable(reply, error);
      }
    });

    session.post("/session", async (request, reply) => {
      const body = (request.body ?? {}) as { phone?: unknown; otp?: unknown; signature?: unknown };
      try {
        const signin = await callApi(request, "POST", "/v1/auth/signin", { json: { phone: body.phone, otp: body.otp, signature: body.signature } });
        if (signin.status !== 200) return relay(reply, signin);
        const answer = (await readJson(signin)) as { data?: { token?: string; expires_at?: string } } | null;
        const token = answer?.data?.token;
        if (!token) return reply.code(502).send(errorBody("Sign-in did not work. Please try again.", "bad_gateway"));
        const meResponse = await callApi(request, "GET", "/v1/admin/me", { token });
        if (meResponse.status !== 200) {
          await meResponse.body?.cancel();
          await signOutToken(request, token);
          if (meResponse.status === 403 || meResponse.status === 401) {
            return reply
              .code(403)
              .send({ message: ADMIN_MESSAGES.notStaff, errors: [{ field: "phone", message: ADMIN_MESSAGES.notStaff, code: "forbidden" }] });
          }
          return reply.code(502).send(errorBody("Sign-in did not work. Please try again.", "bad_gateway"));
        }
        const me = (await readJson(meResponse)) as { message: string; data: AdminMe } | null;
        const expiresAt = answer.data?.expires_at ? Date.parse(answer.data.expires_at) : NaN;
        const maxAge = Number.isFinite(expiresAt) ? Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)) : 30 * 24 * 3600;
        reply.header("set-cookie", sessionCookie(token, { maxAge, secure: isSecure(request) }));
        return reply.code(200).send({ message: "Signed in", data: me?.data });
      } catch (error) {
        return unavailable(reply, error);
      }
    });

    session.get("/session", async (request, reply) => {
      const token = readCookie(request.headers.cookie, ADMIN_COOKIE);
      if (!token) return reply.code(401).send(errorBody("Please sign in to continue", "unauthorized"));
      try {
        const response = await callApi(request, "GET", "/v1/admin/me", { token });
        if (response.status === 200) return relay(reply, response);
        await response.body?.cancel();
        if (response.status === 401 || response.status === 403) {
          // Signed out elsewhere, expired, or no longer staff: the cookie is of no use any more.
          if (response.status === 403) await signOutToken(request, token);
          reply.header("set-cookie", clearCookie({ secure: isSecure(request) }));
          return reply.code(401).send(errorBody("Please sign in to continue", "unauthorized"));
        }
        return reply.code(502).send(errorBody("The shop's API did not answer as expected", "bad_gateway"));
      } catch (error) {
        return unavailable(reply, error);
      }
    });

    session.post("/session/signout", async (request, reply) => {
      const token = readCookie(request.headers.cookie, ADMIN_COOKIE);
      if (token) await signOutToken(request, token);
      reply.header("set-cookie", clearCookie({ secure: isSecure(request) }));
      return reply.code(200).send({ message: "Signed out", data: null });
    });
  });

  // ---- the API, forwarded ---------------------------------------------------

  await app.register(async (proxy) => {
    // Bodies are not parsed here: they stream through to the API as they come.
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      // Dot segments (also percent-encoded) would let a call leave /v1/admin/ with the token attached.
      const target = new URL(request.url, "http://api.invalid");
      if (!target.pathname.startsWith("/v1/admin/")) return reply.code(404).header("cache-control", "no-store").send(errorBody("Not found", "not_found"));
      const token = readCookie(request.headers.cookie, ADMIN_COOKIE);
      if (!token) return reply.code(401).header("cache-control", "no-store").send(errorBody("Please sign in to continue", "unauthorized"));
      const limit = bodyLimitFor(request.url);
      const declared = Number(request.headers["content-length"] ?? 0);
      if (declared > limit) return reply.code(413).send(errorBody("The file or request is too large", "payload_too_large"));
      const passed: Record<string, string> = {};
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = request.headers[name];
        if (typeof value === "string") passed[name] = value;
      }
      const stream = request.body as NodeJS.ReadableStream | undefined;
      if (!stream) delete passed["content-type"];
      let response: Response;
      try {
        response = await callApi(request, request.method, `${target.pathname}${target.search}`, {
          token,
          headers: passed,
          body: stream ? limited(stream, limit) : undefined,
        });
      } catch (error) {
        if (isBodyTooLarge(error)) return reply.code(413).send(errorBody("The file or request is too large", "payload_too_large"));
        return unavailable(reply, error);
      }
      if (response.status === 401) reply.header("set-cookie", clearCookie({ secure: isSecure(request) }));
      return relay(reply, response);
    };

    proxy.route({ method: ["GET", "POST", "PUT", "PATCH", "DELETE"], url: "/v1/admin/*", handler: forward });
  });

  // Product images: the API's media route, public and cacheable. The API's default
  // MEDIA_BASE_URL is the storefront's /api/v1/media, so that path is answered too.
  const media = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const key = (request.params as { key: string }).key;
    const passed: Record<string, string> = { accept: String(request.headers.accept ?? "image/*") };
    if (typeof request.headers["if-none-match"] === "string") passed["if-none-match"] = request.headers["if-none-match"];
    try {
      return relay(reply, await callApi(request, "GET", `/v1/media/${encodeURIComponent(key)}${query}`, { headers: passed }));
    } catch (error) {
      return unavailable(reply, error);
    }
  };
  app.get("/v1/media/:key", media);
  app.get("/api/v1/media/:key", media);
  // Product documents (PDF), by their key, as the storefront serves them.
  const documentFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { key: string }).key;
    const passed: Record<string, string> = { accept: "application/pdf" };
    if (typeof request.headers["if-none-match"] === "string") passed["if-none-match"] = request.headers["if-none-match"];
    try {
      return relay(reply, await callApi(request, "GET", `/v1/media/docs/${encodeURIComponent(key)}`, { headers: passed }));
    } catch (error) {
      return unavailable(reply, error);
    }
  };
  app.get("/v1/media/docs/:key", documentFile);
  app.get("/api/v1/media/docs/:key", documentFile);

  // ---- the SPA ---------------------------------------------------------------

  const indexFile = path.join(distDir, "index.html");
  const staticReady = existsSync(distDir);
  if (staticReady) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const name = path.basename(filePath);
        reply.header(
          "cache-control",
          name === "index.html" ? "no-store" : filePath.includes(`${path.sep}assets${path.sep}`) ? ASSET_CACHE : "public, max-age=3600",
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!staticReady || !existsSync(indexFile)) {
      return reply.code(503).type("text/plain; charset=utf-8").send("The back office is not built yet: run `npm run build -w @shop/admin`.");
    }
    return reply.header("cache-control", "no-store").sendFile("index.html", distDir, { cacheControl: false });
  };
  app.get("/", async (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0];
    const apiPath = url === "/v1" || url.startsWith("/v1/") || url.startsWith("/api/") || url === "/session" || url.startsWith("/session/");
    const isAsset = url.startsWith("/assets/");
    if ((request.method !== "GET" && request.method !== "HEAD") || apiPath || isAsset) {
      return reply.code(404).header("cache-control", "no-store").send(errorBody("Not found", "not_found"));
    }
    return sendIndex(reply);
  });

  return app;
}
