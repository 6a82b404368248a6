// The web server's own /metrics (apps/web/server.mjs, docs/decisions/030-metrics.md,
// docs/operations.md). Plain JavaScript: it runs before Next.js.
import { createHash, timingSafeEqual } from "node:crypto";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
/** Headers a proxy adds when it relays a request: such a request is a stranger's, even from loopback. */
const RELAYED = ["x-forwarded-for", "forwarded", "x-real-ip", "x-shop-client-ip"];
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** What a request was for, in a few words: a page's URL (product slugs, searches) would make a series per URL. */
export function requestKind(url = "/") {
  if (url.startsWith("/api/")) return "api";
  if (url.startsWith("/_next/")) return "static";
  return "page";
}

const digest = (value) => createHash("sha256").update(value).digest();

/**
 * METRICS_TOKEN, as the API reads it (apps/api/src/plugins/env.ts): unset, or at least 32
 * characters. A shorter one stops the server before it listens, as the API refuses to start.
 */
export function metricsToken(value) {
  if (!value) return undefined;
  if (value.length < 32) throw new Error("METRICS_TOKEN: must be at least 32 characters");
  return value;
}

/**
 * Wraps the server's handler: GET /metrics answers this machine's own tools talking
 * to this server directly (loopback, no proxy's forwarding headers) and a caller with
 * `Authorization: Bearer <token>`; for anyone else /metrics is just another URL, which
 * Next.js answers with its 404 page. Every other request is counted by status and
 * kind (page, api, static) and timed to its last byte. Checked before
 * client-address.mjs drops and rewrites the forwarding headers, and before its redirect to
 * the shop's host name, which would send a scrape of 127.0.0.1 elsewhere.
 */
export function withMetrics(handle, { token } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "shop_web_http_requests_total",
    help: "Requests the web server answered, by kind (page, api, static) and status",
    labelNames: ["kind", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "shop_web_http_request_duration_seconds",
    help: "Time from a request's arrival to the last byte of its answer, by kind (page, api, static) and method",
    labelNames: ["kind", "method"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const expected = token ? digest(token) : null;
  const allowed = (req) => {
    const header = req.headers.authorization;
    if (expected && typeof header === "string" && header.startsWith("Bearer ")) return timingSafeEqual(digest(header.slice(7).trim()), expected);
    return LOOPBACK.has(req.socket?.remoteAddress ?? "") && RELAYED.every((name) => req.headers[name] === undefined);
  };

  return (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method === "GET" && path === "/metrics" && allowed(req)) {
      registry.metrics().then(
        (text) => res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" }).end(text),
        (error) => res.writeHead(500, { "content-type": "text/plain" }).end(`metrics: ${error.message}`),
      );
      return;
    }
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const kind = requestKind(req.url);
      requests.inc({ kind, status: String(res.statusCode) });
      duration.observe({ kind, method: METHODS.has(req.method) ? req.method : "OTHER" }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    return handle(req, res);
  };
}
