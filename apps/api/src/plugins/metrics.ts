import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Gauge, Registry } from "prom-client";
import { sql, type Database } from "@shop/db";
import { DEPENDENCY_CHECK_MS, withinMs } from "../lib/deadline";
import { collectProcessMetrics, processMetrics, rateLimitRefusals, recordRequest, watchPool } from "../lib/metrics";
import { isDirectLoopback } from "../modules/outbox/routes";
import { clusterScrape } from "./metrics-cluster";

export type MetricsOptions = {
  db: Database;
  /** METRICS_TOKEN: a caller sending it as a bearer token may read /metrics from anywhere. */
  token?: string;
};

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Bearer METRICS_TOKEN, compared in constant time (digests of equal length, whatever was sent). */
function tokenChecker(token: string | undefined): (request: FastifyRequest) => boolean {
  if (!token) return () => false;
  const expected = digest(token);
  return (request) => {
    const header = request.headers.authorization;
    if (typeof header !== "string" || !header.startsWith("Bearer ")) return false;
    return timingSafeEqual(digest(header.slice(7).trim()), expected);
  };
}

const CHANNELS = ["sms", "email"] as const;
const BACKLOG_STATUSES = ["pending", "sending"] as const;

/**
 * What the database says at scrape time, read by the process answering the scrape
 * (never summed over workers): the outbox's backlog in one statement off its partial
 * index outbox_due_idx, and whether the database answered at all.
 */
function databaseGauges(db: Database) {
  const registry = new Registry();
  const up = new Gauge({ name: "shop_database_up", help: "1 when the database answered this scrape's query, else 0", registers: [registry] });
  const backlog = new Gauge({
    name: "shop_outbox_backlog",
    help: "Outbox messages not yet sent, by channel and status (pending: waiting or backing off; sending: claimed by a sender)",
    labelNames: ["channel", "status"] as const,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: "shop_outbox_oldest_unsent_seconds",
    help: "Age of the oldest outbox message not yet sent, by channel (0 when none waits)",
    labelNames: ["channel"] as const,
    registers: [registry],
  });
  const refresh = async () => {
    backlog.reset();
    oldest.reset();
    try {
      const { rows } = await withinMs(
        db.execute<{ channel: string; status: string; n: number; age: number | null }>(sql`
          select channel, status, count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as age
          from outbox where status in ('pending', 'sending') group by channel, status`),
        DEPENDENCY_CHECK_MS,
        "the database",
      );
      up.set(1);
      for (const channel of CHANNELS) {
        for (const status of BACKLOG_STATUSES) backlog.set({ channel, status }, 0);
        oldest.set({ channel }, 0);
      }
      const ages = new Map<string, number>();
      for (const row of rows) {
        backlog.set({ channel: row.channel, status: row.status }, Number(row.n));
        ages.set(row.channel, Math.max(ages.get(row.channel) ?? 0, Number(row.age ?? 0)));
      }
      for (const [channel, age] of ages) oldest.set({ channel }, age);
    } catch {
      // The scrape still shows the process's figures; the outbox's are unknown meanwhile.
      up.set(0);
    }
  };
  return { registry, refresh };
}

/**
 * GET /metrics in Prometheus's text format (docs/decisions/030-metrics.md), and the
 * request figures behind it. Only for this machine's own tools talking to the API
 * directly (isDirectLoopback: never a request the web forwarder or a proxy relayed) or
 * a caller with METRICS_TOKEN; everyone else gets the 404 of a route that does not
 * exist. It is answered in an onRequest hook registered before identity's, so a
 * scrape never touches the database for a token lookup and still answers while the
 * database is down.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, { db, token }) => {
    collectProcessMetrics();
    const client = (db as unknown as { $client?: Parameters<typeof watchPool>[0] }).$client;
    if (client && typeof client.totalCount === "number") app.addHook("onClose", watchPool(client));
    const database = databaseGauges(db);
    const hasToken = tokenChecker(token);
    const scrapes = new WeakSet<FastifyRequest>();

    // A plain callback, not an async function: every request passes here, and only a scrape stops.
    app.addHook("onRequest", (request, reply, done) => {
      const url = request.url;
      if (request.method !== "GET" || !url.startsWith("/metrics") || (url.length > 8 && url[8] !== "?")) return done();
      if (!isDirectLoopback(request) && !hasToken(request)) return done();
      scrapes.add(request);
      Promise.all([cluster.isWorker ? clusterScrape() : processMetrics.metrics(), database.refresh()])
        .then(async ([shared]) => shared + (await database.registry.metrics()))
        .then(
          (text) => reply.code(200).header("cache-control", "no-store").type(processMetrics.contentType).send(text),
          (error: Error) => reply.send(error),
        );
    });

    app.addHook("onResponse", (request, reply, done) => {
      // A route's pattern (bounded), never its URL; a URL no route matched is "unmatched".
      const route = scrapes.has(request) ? "/metrics" : (request.routeOptions.url ?? "unmatched");
      const status = reply.statusCode;
      recordRequest(request.method, route, status, reply.elapsedTime / 1000);
      if (status === 429) rateLimitRefusals.inc({ route });
      done();
    });
  },
  { name: "metrics", dependencies: ["security"] },
);
