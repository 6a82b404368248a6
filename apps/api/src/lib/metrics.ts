import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";

/**
 * What this API process has counted since it started (docs/decisions/030-metrics.md,
 * docs/operations.md), served by GET /metrics (plugins/metrics.ts). With several
 * processes (API_WORKERS) every process keeps its own and one scrape sums them
 * (plugins/metrics-cluster.ts): counters, histograms and the pool's gauges add up.
 * Every label has a short fixed set of values: a route's pattern, never its URL.
 */
export const processMetrics = new Registry();

let defaultsCollected = false;
/** Node's own figures (CPU, memory, event loop, GC), once per process: buildApp runs more than once in tests. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processMetrics });
}

/** Upper bounds of the latency histogram, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type RouteFigures = { method: string; route: string; sum: number; count: number; buckets: number[]; statuses: Map<number, number> };
const routes = new Map<string, RouteFigures>();

/**
 * One answered request. Counted in plain numbers per method and route, and handed to
 * prom-client only when scraped: its own counters and histograms hash their labels on
 * every call. With them the metrics added 9% to the cached product list's CPU per
 * request, with this 3 to 4% (npm run bench, decision 030).
 */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const key = `${method} ${route}`;
  let figures = routes.get(key);
  if (!figures) routes.set(key, (figures = { method, route, sum: 0, count: 0, buckets: BUCKETS.map(() => 0), statuses: new Map() }));
  figures.sum += seconds;
  figures.count += 1;
  let bucket = 0;
  while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]) bucket++;
  if (bucket < BUCKETS.length) figures.buckets[bucket] += 1;
  figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
}

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * A metric prom-client's registry serves and sums across workers as it does its own:
 * the registry only calls `get()`, and AggregatorRegistry reads `aggregator` and the samples.
 */
function registerCollected(name: string, help: string, type: "counter" | "histogram", samples: () => Sample[]): void {
  const metric = { name, help, type, aggregator: "sum" };
  processMetrics.registerMetric({ ...metric, get: async () => ({ ...metric, values: samples() }) } as unknown as Counter);
}

registerCollected("shop_http_requests_total", "Requests answered, by method, route pattern and status", "counter", () =>
  [...routes.values()].flatMap((r) =>
    [...r.statuses].map(([status, n]) => ({ labels: { method: r.method, route: r.route, status: String(status) }, value: n })),
  ),
);

registerCollected(
  "shop_http_request_duration_seconds",
  "Time from a request's arrival at its route to the last byte of the answer, by method and route pattern",
  "histogram",
  () =>
    [...routes.values()].flatMap((r) => {
      const labels = { method: r.method, route: r.route };
      let below = 0;
      return [
        ...BUCKETS.map((le, i) => ({ metricName: "shop_http_request_duration_seconds_bucket", labels: { ...labels, le }, value: (below += r.buckets[i]) })),
        { metricName: "shop_http_request_duration_seconds_bucket", labels: { ...labels, le: "+Inf" }, value: r.count },
        { metricName: "shop_http_request_duration_seconds_sum", labels, value: r.sum },
        { metricName: "shop_http_request_duration_seconds_count", labels, value: r.count },
      ];
    }),
);

export const rateLimitRefusals = new Counter({
  name: "shop_rate_limit_refusals_total",
  help: "Requests refused with 429 (a per-address budget, a sign-in code's wait, the contact form's), by route pattern",
  labelNames: ["route"] as const,
  registers: [processMetrics],
});

export const ordersPlaced = new Counter({
  name: "shop_orders_placed_total",
  help: "Orders placed (a replayed Idempotency-Key is not counted again), by payment method",
  labelNames: ["payment_method"] as const,
  registers: [processMetrics],
});

export const ordersCancelled = new Counter({
  name: "shop_orders_cancelled_total",
  help: "Orders cancelled, by who cancelled them: the shopper or the shop (back office)",
  labelNames: ["by"] as const,
  registers: [processMetrics],
});

export const ordersExpired = new Counter({
  name: "shop_orders_expired_unpaid_total",
  help: "Online orders failed because their payment was not completed in time",
  registers: [processMetrics],
});

/**
 * Online payments by gateway (bkash, ssl_commerz) and outcome: started (the shopper
 * was sent to the gateway), paid, failed (the gateway says it will never complete, or
 * its amount did not match), refunded, refund_failed (the gateway refused: the shop settles it).
 */
export const paymentOutcomes = new Counter({
  name: "shop_payments_total",
  help: "Online payments by gateway and outcome (started, paid, failed, refunded, refund_failed)",
  labelNames: ["gateway", "outcome"] as const,
  registers: [processMetrics],
});

export const outboxSent = new Counter({
  name: "shop_outbox_sent_total",
  help: "Outbox messages the provider accepted, by channel",
  labelNames: ["channel"] as const,
  registers: [processMetrics],
});

/** Every failed try; `final` says whether the message was given up (refused, or out of tries) or waits for another try. */
export const outboxFailures = new Counter({
  name: "shop_outbox_failures_total",
  help: "Outbox sends that failed, by channel, kind (transient, number, balance, credentials, sender, content) and whether the message was given up",
  labelNames: ["channel", "kind", "final"] as const,
  registers: [processMetrics],
});

type PoolFigures = { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };
/** node-postgres pools of the apps in this process (one in production; tests build several). */
const pools = new Set<PoolFigures>();

export function watchPool(pool: PoolFigures): () => void {
  pools.add(pool);
  return () => void pools.delete(pool);
}

const sumPools = (figure: (pool: PoolFigures) => number) => [...pools].reduce((sum, pool) => sum + figure(pool), 0);

/** On PostgreSQL only: PGlite is one connection inside the process. */
new Gauge({
  name: "shop_db_pool_connections",
  help: "PostgreSQL connections the pool holds, by state (idle, busy), and its most (max)",
  labelNames: ["state"] as const,
  registers: [processMetrics],
  collect() {
    if (pools.size === 0) return;
    const total = sumPools((p) => p.totalCount);
    const idle = sumPools((p) => p.idleCount);
    this.set({ state: "idle" }, idle);
    this.set({ state: "busy" }, total - idle);
    this.set(
      { state: "max" },
      sumPools((p) => p.options.max ?? 10),
    );
  },
});

new Gauge({
  name: "shop_db_pool_waiting_requests",
  help: "Queries waiting for a free PostgreSQL connection (the pool is exhausted while above 0)",
  registers: [processMetrics],
  collect() {
    if (pools.size === 0) return;
    this.set(sumPools((p) => p.waitingCount));
  },
});
