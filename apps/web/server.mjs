#!/usr/bin/env node
// The web app's server: Next.js behind a plain Node server, the one place that sees
// the shopper's socket (src/lib/server/client-address.mjs, docs/decisions/013-web-edge.md).
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { withClientAddress } from "./src/lib/server/client-address.mjs";
import { metricsToken, withMetrics } from "./src/lib/server/metrics.mjs";
import { withBrotliStatic } from "./src/lib/server/static-brotli.mjs";
import { withHtmlCompression } from "./src/lib/server/html-compression.mjs";

const dir = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
/** Where to listen; by default every interface, as `next start` does. */
const listenHost = process.env.WEB_HOST || undefined;
/** Reverse proxies of our own in front of this server (0: browsers connect here). */
const proxyHops = Number(process.env.WEB_TRUSTED_PROXY_HOPS ?? 0);
/** GET /metrics for this machine's Prometheus or a caller with METRICS_TOKEN; anyone else gets the shop's 404 (decision 030). */
const metrics = { token: metricsToken(process.env.METRICS_TOKEN) };

// Read by src/lib/api/forwarder.ts: the forwarder vouches for addresses only under this server.
process.env.SHOP_FORWARDER = "1";
// The shop's one public address (decision 018): `npm start` sets NEXTAUTH_URL from it; a
// server started alone (a systemd unit, deploy/) is given PUBLIC_URL.
if (!process.env.NEXTAUTH_URL && process.env.PUBLIC_URL) process.env.NEXTAUTH_URL = process.env.PUBLIC_URL.replace(/\/+$/, "");
// Next.js is told "localhost" whatever address this server listens on: it builds each
// request's own URL from this name, and a page rewrite (the language step in proxy.ts:
// / → /en) whose origin it does not recognise as its own is sent out over the network
// instead, as https behind Caddy, to this plain-http port: a 500 for every page
// (vercel/next.js#94745). The listening itself is server.listen's below.
const app = next({ dev, dir, hostname: "localhost", port });
await app.prepare();

/** Served over https (directly or behind our own TLS proxy): browsers get HSTS. */
const https = (process.env.NEXTAUTH_URL ?? "").startsWith("https:");

/** The shop's one public address (scripts/start.mjs): pages asked for by another host name go there. */
const canonical = process.env.NEXTAUTH_URL || undefined;

/**
 * The build's scripts and styles in brotli (src/lib/server/static-brotli.mjs), and the
 * pages' HTML too (src/lib/server/html-compression.mjs); development serves both as
 * Next.js does.
 */
const statics = dev ? null : withBrotliStatic(app.getRequestHandler(), { distDir: path.join(dir, ".next") });
const handle = statics ? Object.assign(withHtmlCompression(statics), { warm: statics.warm }) : app.getRequestHandler();

/**
 * Slow clients are cut off (slowloris) rather than held 50 s and more: a request's
 * headers within 15 s (a phone sends them in one packet; 15 s leaves room for a lossy
 * link's retransmits), a whole request within 60 s (the largest body the shop takes is
 * 1 MB of JSON: 33 s at 256 kbit/s), checked every second rather than every 30 s; an
 * idle kept-alive connection closes after 15 s (a phone reading a page keeps its
 * connection for the next tap). Behind a load balancer whose idle timeout is longer,
 * raise WEB_KEEP_ALIVE_TIMEOUT_MS above it. Nothing here long-polls; Next.js's
 * development reload is a WebSocket, which these limits do not touch once upgraded.
 */
const timeouts = {
  headersTimeout: Number(process.env.WEB_HEADERS_TIMEOUT_MS ?? 15_000),
  requestTimeout: Number(process.env.WEB_REQUEST_TIMEOUT_MS ?? 60_000),
  keepAliveTimeout: Number(process.env.WEB_KEEP_ALIVE_TIMEOUT_MS ?? 15_000),
  connectionsCheckingInterval: 1000,
};

createServer(timeouts, withMetrics(withClientAddress(handle, { proxyHops, https, canonical }), metrics)).listen(port, listenHost, () => {
  console.log(`[web] listening on http://${listenHost ?? "localhost"}:${port}${dev ? " (dev)" : ""}`);
  handle.warm?.();
});
