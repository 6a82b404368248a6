// `npm run bench`: figures for the shop's hot paths, each beside a baseline taken
// in the same run (Fastify answering a static JSON of the same size), so the
// ratios compare like with like on whatever machine runs it.
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect, products, sql } from "@shop/db";
import { generateCatalog, seedIfEmpty } from "@shop/db/seed/index";
import { LOAD_TOOL, loadTest, measure, median, root, startProcess, stopProcess, waitFor, type BenchRequest, type LoadResult } from "./lib";
import { prepareSearchCatalog, searchQueries } from "./search";
import { benchCart } from "./cart";
import { analyzeDatabase, benchBkashCallbacks, benchOrders, freshDemoDatabase, prepareOrderBench, type OrderBench } from "./orders";
import { benchProcesses, LIST_PATH } from "./processes";
import { fillHistory } from "./history";
import { benchSpecFilters } from "./spec-filters";
import { benchBom } from "./bom";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SEARCH_PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Orders over two years written before the PostgreSQL order figures (bench/history.ts): the back office's customer list and reports read them (issue 46). */
const HISTORY_ORDERS = Number(process.env.BENCH_HISTORY_ORDERS ?? 142_000);
const WEB_PORT = "3400";
const API_PORT = "4400";
const BASELINE_PORT = "4401";
const dataDir = path.join(root, `data/bench-${PRODUCTS}`);
/** Production refuses to start without its secrets (session, newsletter links): throwaway ones per run. */
const PRODUCTION_SECRETS = {
  NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  NEWSLETTER_SECRET: randomBytes(32).toString("base64url"),
  // The API refuses to start in production without it (decision 027).
  FORWARDER_SECRET: randomBytes(32).toString("base64url"),
};

/** The API alone on `port` in production mode (throwaway secrets, no rate limit); `env` names its database and the rest. */
function startBenchApi(port: string, env: Record<string, string>) {
  return startProcess(
    ["--import", "tsx", "src/server.ts"],
    { API_PORT: port, NODE_ENV: "production", ...PRODUCTION_SECRETS, LOG_LEVEL: "warn", RATE_LIMIT_MAX: "0", ...env },
    path.join(root, "apps/api"),
  );
}

async function prepareCatalog() {
  const started = performance.now();
  const handle = await connect({ dataDir });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  const [{ count }] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count < PRODUCTS) await generateCatalog(handle.db, { products: PRODUCTS - count });
  const orderBench = await prepareOrderBench(handle.db, 220);
  await handle.close();
  console.log(`catalog of ${PRODUCTS} products ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return orderBench;
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

type Row = LoadResult & { name: string; conns: number; ratio: number; against: string };
const rows: Row[] = [];
const notes: string[] = [];

async function main() {
  const orderBench = await prepareCatalog();
  const app = startProcess([path.join(root, "scripts/start.mjs")], {
    PORT: WEB_PORT,
    API_PORT,
    API_URL: `http://127.0.0.1:${API_PORT}`,
    PGLITE_DIR: dataDir,
    // Not NODE_ENV=production: that is the deployed shop (npm run build first, https, no
    // fakes; decision 027). Without it `npm start` still serves the web app's production
    // build, and the bench needs its fake bKash.
    LOG_LEVEL: "warn",
    SHOP_DOTENV: "0",
    RATE_LIMIT_MAX: "100000000",
    MEDIA_RENDERS_PER_MINUTE: "0",
    // bKash against the local fake (decision 021), for the callback-to-paid figure.
    DEMO_PAYMENTS: "1",
    DEMO_BKASH_PORT: "4404",
    ...PRODUCTION_SECRETS,
  });
  try {
    const api = `http://127.0.0.1:${API_PORT}`;
    // The shop's public address: another host name is redirected to it (decision 018).
    const web = `http://localhost:${WEB_PORT}`;
    await waitFor(`${api}/health`);
    await waitFor(`${web}/`);

    const listPath = "/v1/products?per_page=24";
    const listBody = await (await fetch(`${api}${listPath}`)).text();
    const bodyFile = path.join(os.tmpdir(), `bench-baseline-${process.pid}.json`);
    writeFileSync(bodyFile, listBody);
    const baselineServer = startProcess(["--import", "tsx", path.join(root, "bench/baseline-server.ts")], {
      BASELINE_PORT,
      BASELINE_BODY_FILE: bodyFile,
    });
    await waitFor(`http://127.0.0.1:${BASELINE_PORT}/static`);

    // Baseline and list in alternating short rounds, each round's ratio taken on its
    // own: a machine whose speed drifts by a quarter within a minute (seen on these
    // VMs) then moves both sides of a ratio alike.
    const paired = await pairedRounds(
      { base: `http://127.0.0.1:${BASELINE_PORT}`, requests: [{ path: "/static" }], concurrency: 50 },
      { base: api, requests: [{ path: listPath }], concurrency: 50 },
    );
    await stopProcess(baselineServer);
    const { a: baseline, b: list } = paired;
    rows.push({ name: `baseline: Fastify static JSON (same size), ${PRODUCTS} products`, conns: 50, ...baseline, ratio: 1, against: "baseline" });
    rows.push({ name: `GET ${listPath}`, conns: 50, ...list, ratio: paired.ratio, against: `baseline (median of ${paired.rounds} paired rounds)` });
    notes.push(
      `List in each of ${paired.rounds} paired rounds: ratio to baseline ${paired.ratios.map((r) => fmt(r, 2)).join(", ")}; p99 ${paired.p99s.map((p) => fmt(p)).join(", ")} ms`,
    );

    // Listings the cache has not seen: every category's pages under distinct price floors,
    // so each request runs the page, the count and the brand facet (decision 017).
    const menu = (await (await fetch(`${api}/v1/main-menus`)).json()) as { data: { main_menu: { slug: string; children: { slug: string }[] }[] } };
    const categories = menu.data.main_menu.flatMap((m) => [m.slug, ...m.children.map((c) => c.slug)]);
    const uncached = Array.from({ length: 20_000 }, (_, i) => ({
      path: `/v1/products?category=${categories[i % categories.length]}&min_price=${i % 997}&sort=${["newest", "popular", "price_asc"][i % 3]}&per_page=24`,
    }));
    const misses = await loadTest({ base: api, requests: uncached, concurrency: 20, seconds: SECONDS, warmupSeconds: 0 });
    rows.push({
      name: "GET /v1/products, distinct filtered listings (uncached: page, count, brand facet)",
      conns: 20,
      ...misses,
      ratio: misses.rps / list.rps,
      against: `GET ${listPath}`,
    });

    const slugs = ((await (await fetch(`${api}/v1/products?per_page=60&sort=popular`)).json()) as { data: { slug: string }[] }).data.map(
      (p) => `/product/${p.slug}`,
    );
    // Asked for as a browser asks (HTML, brotli): the answer then goes through the web
    // server's compression (apps/web/src/lib/server/html-compression.mjs).
    const asBrowser = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br, zstd" };
    const page = await measure({
      base: web,
      requests: slugs.map((p) => ({ path: p, headers: asBrowser })),
      concurrency: 20,
      seconds: SECONDS,
      until: "first-byte",
    });
    rows.push({ name: "product page (SSR, as a browser asks), time to first byte", conns: 20, ...page, ratio: page.rps / baseline.rps, against: "baseline" });
    if (process.env.BENCH_SKIP_CART !== "1") {
      const cart = await benchCart(api, SECONDS);
      rows.push({ name: "add to cart: PUT /v2/carts, 3000 guests", conns: 20, ...cart.add, ratio: cart.add.rps / baseline.rps, against: "baseline" });
      rows.push({
        name: `GET /v2/carts, 300 guest carts of ${cart.lines} lines`,
        conns: 20,
        ...cart.read,
        ratio: cart.read.rps / baseline.rps,
        against: "baseline",
      });
      notes.push(`Cart aims: add-to-cart p95 <= 20 ms (got ${fmt(cart.add.p95)}); GET /v2/carts p99 ${fmt(cart.read.p99)} ms`);
    }
    if (process.env.BENCH_SKIP_ORDERS !== "1") {
      const o = await benchOrders(api, { seconds: SECONDS, ...orderBench, listPath });
      orderRows(o, "PGlite");
      const b = await benchBkashCallbacks(api, orderBench.shoppers.slice(0, 20), orderBench.bulkSlugs);
      rows.push({
        name: `bKash callback → executed, verified, paid (20 at once, fake bKash; ${b.paid} paid)`,
        conns: 20,
        ...b,
        ratio: b.rps / o.place.rps,
        against: "place order",
      });
    }
    notes.push(
      `Aims: list ratio >= 0.5 (got ${fmt(paired.ratio, 2)}), list p99 <= 25 ms (got ${fmt(list.p99)}), product page p95 TTFB <= 150 ms (got ${fmt(page.p95)})`,
    );
  } finally {
    await stopProcess(app);
  }
}

type Target = { base: string; requests: BenchRequest[]; concurrency: number };

/**
 * `a` and `b` measured in alternating rounds (a then b, then b then a, ...) of
 * SECONDS / 5 each, after one warm-up of each. Each side's figures are the medians
 * of its rounds; `ratio` is the median of the rounds' b/a.
 */
async function pairedRounds(a: Target, b: Target, rounds = 5) {
  const seconds = Math.max(1, Math.round(SECONDS / rounds));
  const results: { a: LoadResult[]; b: LoadResult[] } = { a: [], b: [] };
  for (let i = 0; i < rounds; i++) {
    for (const side of i % 2 ? (["b", "a"] as const) : (["a", "b"] as const)) {
      results[side].push(await loadTest({ ...(side === "a" ? a : b), seconds, warmupSeconds: i === 0 ? 2 : 0 }));
    }
  }
  const summary = (runs: LoadResult[]): LoadResult => ({
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p95: median(runs.map((r) => r.p95)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  });
  const ratios = results.b.map((r, i) => r.rps / results.a[i].rps);
  return { a: summary(results.a), b: summary(results.b), ratio: median(ratios), ratios, p99s: results.b.map((r) => r.p99), rounds };
}

/** The order figures of one database as table rows and a note. */
function orderRows(o: OrderBench, db: string) {
  rows.push({
    name: `[${db}] place order: POST /v1/orders, 20 shoppers, own products`,
    conns: 20,
    ...o.place,
    ratio: o.place.rps / o.listAlone.rps,
    against: "list alone",
  });
  rows.push({
    name: `[${db}] contention: ${o.contention.buyers} buyers at once for 10 units (${o.contention.orders} orders, stock left ${o.contention.stockLeft})`,
    conns: o.contention.buyers,
    ...o.contention,
    ratio: o.contention.orders / 10,
    against: "10 units",
  });
  rows.push({ name: `[${db}] GET /v1/products?per_page=24 alone (node client)`, conns: 20, ...o.listAlone, ratio: 1, against: "list alone" });
  rows.push({
    name: `[${db}] same list while ${o.streamRate} orders/s stream in (${o.streamed} placed)`,
    conns: 20,
    ...o.listWithStream,
    ratio: o.listWithStream.rps / o.listAlone.rps,
    against: "list alone",
  });
  rows.push({
    name: `[${db}] same list while 20 shoppers order flat out`,
    conns: 20,
    ...o.listWithOrders,
    ratio: o.listWithOrders.rps / o.listAlone.rps,
    against: "list alone",
  });
  for (const [name, result] of [
    [`GET /v1/admin/orders (queue, counts per status) over ${o.admin.orders} orders`, o.admin.queue],
    ["GET /v1/admin/orders?q=<phone digits> (search)", o.admin.search],
    ["GET /v1/admin/dashboard (30 days, waiting, low stock)", o.admin.dashboard],
    ["GET /v1/admin/customers (customer list, newest first)", o.admin.customers],
    ["GET /v1/admin/customers?sort=spent (customer list, most spent first)", o.admin.customersBySpent],
    ["GET /v1/admin/reports/sales (30 days: by day, top products, categories)", o.admin.reports.sales],
    ["GET /v1/admin/reports/cod (cash on delivery per courier, payouts)", o.admin.reports.cod],
    ["GET /v1/admin/reports/refunds (per channel, pending)", o.admin.reports.refunds],
  ] as const) {
    rows.push({ name: `[${db}] ${name}`, conns: 20, ...result, ratio: result.rps / o.listAlone.rps, against: "list alone" });
  }
  notes.push(
    `[${db}] report aims (issue 46): p95 <= 100 ms over ${o.admin.orders} orders (got sales ${fmt(o.admin.reports.sales.p95)}, cod ${fmt(o.admin.reports.cod.p95)}, refunds ${fmt(o.admin.reports.refunds.p95)})`,
  );
  notes.push(
    `[${db}] order aims: place-order p95 <= 60 ms on PostgreSQL (got ${fmt(o.place.p95)}); contention makes exactly 10 orders (got ${o.contention.orders}, stock ${o.contention.stockLeft}); list while orders stream >= 0.8 of list alone (got ${fmt(o.listWithStream.rps / o.listAlone.rps, 2)} at ${o.streamRate}/s, ${fmt(o.listWithOrders.rps / o.listAlone.rps, 2)} flat out)`,
  );
}

/** CPU seconds (user and system) a process has used so far, from /proc (Linux; 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * What the API's metrics (GET /metrics and the request figures behind it, METRICS=1 by
 * default) cost the cached product list: two API processes on copies of the bench
 * catalog, one with METRICS=0, measured in alternating paired rounds (pairedRounds) so
 * a drifting machine moves both alike; the ratio is on/off. Throughput on a machine
 * shared with other work is noisy, so each side's CPU time per request is measured
 * too (alternating runs, /proc), which other work disturbs far less. Then one scrape's time
 * with the catalog loaded, sequentially (Prometheus scrapes every 15 s or so). Runs
 * without the rest (BENCH_SKIP_CATALOG=1): it makes the catalog if the run has not.
 */
async function benchMetricsCost() {
  if (!existsSync(dataDir)) await prepareCatalog();
  const offDir = `${dataDir}-metrics-off`;
  rmSync(offDir, { recursive: true, force: true });
  cpSync(dataDir, offDir, { recursive: true });
  const start = (port: string, metrics: "0" | "1", dir: string) => startBenchApi(port, { PGLITE_DIR: dir, METRICS: metrics });
  const on = { port: "4405", process: start("4405", "1", dataDir) };
  const off = { port: "4406", process: start("4406", "0", offDir) };
  try {
    const base = (side: { port: string }) => `http://127.0.0.1:${side.port}`;
    await waitFor(`${base(on)}/health`);
    await waitFor(`${base(off)}/health`);
    const listPath = "/v1/products?per_page=24";
    const paired = await pairedRounds(
      { base: base(off), requests: [{ path: listPath }], concurrency: 50 },
      { base: base(on), requests: [{ path: listPath }], concurrency: 50 },
    );
    rows.push({ name: `GET ${listPath}, METRICS=0 (no /metrics, no request figures)`, conns: 50, ...paired.a, ratio: 1, against: "metrics off" });
    rows.push({
      name: `GET ${listPath}, METRICS=1 (the default)`,
      conns: 50,
      ...paired.b,
      ratio: paired.ratio,
      against: `metrics off (median of ${paired.rounds} paired rounds)`,
    });
    const cpu = { on: { seconds: 0, requests: 0 }, off: { seconds: 0, requests: 0 } };
    for (let i = 0; i < 6; i++) {
      for (const side of i % 2 ? (["on", "off"] as const) : (["off", "on"] as const)) {
        const server = side === "on" ? on : off;
        const before = cpuSeconds(server.process.pid!);
        const run = await loadTest({
          base: base(server),
          requests: [{ path: listPath }],
          concurrency: 50,
          seconds: Math.max(2, SECONDS / 5),
          warmupSeconds: 0,
        });
        cpu[side].seconds += cpuSeconds(server.process.pid!) - before;
        cpu[side].requests += run.count;
      }
    }
    const perRequest = (side: { seconds: number; requests: number }) => (side.seconds / side.requests) * 1e6;
    notes.push(
      `Metrics CPU per list request (API process): on ${fmt(perRequest(cpu.on), 0)} µs, off ${fmt(perRequest(cpu.off), 0)} µs, on/off ${fmt(perRequest(cpu.on) / perRequest(cpu.off), 3)} (${cpu.on.requests} and ${cpu.off.requests} requests in 6 alternating runs each)`,
    );
    const scrape = await loadTest({ base: base(on), requests: [{ path: "/metrics" }], concurrency: 1, seconds: 2, warmupSeconds: 0 });
    notes.push(
      `Metrics on/off, list req/s in each of ${paired.rounds} paired rounds: ${paired.ratios.map((r) => fmt(r, 3)).join(", ")} (median ${fmt(paired.ratio, 3)}); one scrape of /metrics p50 ${fmt(scrape.p50)} ms, p99 ${fmt(scrape.p99)} ms`,
    );
  } finally {
    await stopProcess(on.process);
    await stopProcess(off.process);
    rmSync(offDir, { recursive: true, force: true });
  }
}

/**
 * The order figures on PostgreSQL (BENCH_DATABASE_URL, a server where the bench may
 * create a database): a fresh `bench_orders` database with the demo catalog, the API
 * alone against it.
 */
async function benchOrdersPostgres(url: string) {
  const { handle, url: databaseUrl } = await freshDemoDatabase(url, "bench_orders");
  const prepared = await prepareOrderBench(handle.db, 220);
  await handle.close();
  if (HISTORY_ORDERS > 0) {
    // One connection: the fill's temporary tables live in its session.
    const started = performance.now();
    const history = await connect({ url: databaseUrl, poolSize: 1 });
    await fillHistory(history.db, HISTORY_ORDERS);
    await history.close();
    console.log(`history of ${HISTORY_ORDERS} orders written in ${fmt((performance.now() - started) / 1000)} s`);
  }
  const port = "4403";
  const api = startBenchApi(port, {
    DATABASE_URL: databaseUrl,
    // One process, as these figures always were; processRows compares one with two.
    API_WORKERS: "1",
    AUTH_RATE_LIMIT_OTP: "0",
    AUTH_RATE_LIMIT_SIGNIN: "0",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/health`);
    orderRows(
      await benchOrders(base, { seconds: SECONDS, ...prepared, listPath: "/v1/products?per_page=24", afterWarmup: () => analyzeDatabase(databaseUrl) }),
      "PostgreSQL",
    );
  } finally {
    await stopProcess(api);
  }
}

/**
 * One API process against two on PostgreSQL (API_WORKERS): each figure with the
 * 1-process one beside it, the ratio saying how much a second process adds here.
 */
async function processRows(url: string) {
  const [one, ...more] = await benchProcesses(url, SECONDS);
  for (const f of [one, ...more]) {
    const label = `[PostgreSQL, ${f.workers} API ${f.workers === 1 ? "process" : "processes"}]`;
    for (const [what, result, conns, against] of [
      [`GET ${LIST_PATH} (cached)`, f.list, 50, one.list],
      ["add to cart: PUT /v2/carts, 3000 guests", f.add, 20, one.add],
      ["place order: POST /v1/orders, 20 shoppers", f.place, 20, one.place],
    ] as const) {
      rows.push({ name: `${label} ${what}`, conns, ...result, ratio: result.rps / against.rps, against: "1 process" });
    }
  }
  for (const f of more) {
    notes.push(
      `Processes ${f.workers}/1 (req/s): list ${fmt(f.list.rps / one.list.rps, 2)}, add to cart ${fmt(f.add.rps / one.add.rps, 2)}, place order ${fmt(f.place.rps / one.place.rps, 2)}; add-to-cart p95 at 20 connections: ${fmt(one.add.p95)} ms with 1 process, ${fmt(f.add.p95)} ms with ${f.workers}`,
    );
  }
}

/**
 * Search on a big catalog: suggestions at 20 connections, beside the product list
 * measured the same way on the same catalog, and the time to build the search index.
 */
async function benchSearch() {
  const dir = path.join(root, `data/bench-${SEARCH_PRODUCTS}`);
  const started = performance.now();
  const build = await prepareSearchCatalog(dir, SEARCH_PRODUCTS);
  console.log(`catalog of ${build.products} products ready in ${fmt((performance.now() - started) / 1000)} s`);
  notes.push(
    `Search index build on ${build.products} products: ${fmt(build.indexBuildSeconds)} s (${Object.entries(build.parts)
      .map(([k, v]) => `${k} ${fmt(v)} s`)
      .join(", ")})`,
  );
  const port = "4402";
  const api = startBenchApi(port, { PGLITE_DIR: dir });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/health`);
    const list = await loadTest({ base, requests: [{ path: "/v1/products?per_page=24" }], concurrency: 20, seconds: SECONDS });
    rows.push({ name: `GET /v1/products?per_page=24, ${build.products} products`, conns: 20, ...list, ratio: 1, against: "list (100k)" });
    const repeated = searchQueries().map((q) => ({ path: `/v1/search-suggestion?query=${encodeURIComponent(q)}` }));
    const warm = await loadTest({ base, requests: repeated, concurrency: 20, seconds: SECONDS });
    rows.push({
      name: `suggestions, ${repeated.length} queries repeated (response cache warm)`,
      conns: 20,
      ...warm,
      ratio: warm.rps / list.rps,
      against: "list (100k)",
    });
    // Distinct prefixes of real product names: nearly every request misses the cache.
    const names: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const body = (await (await fetch(`${base}/v1/products?per_page=60&sort=popular&page=${page}`)).json()) as { data: { name: string }[] };
      names.push(...body.data.map((p) => p.name));
    }
    const distinct = new Set<string>();
    for (const name of names) {
      const words = name.toLowerCase().split(/\s+/);
      for (let w = 1; w <= Math.min(words.length, 3); w++) {
        const phrase = words.slice(0, w).join(" ");
        for (let cut = 2; cut <= phrase.length; cut++) distinct.add(phrase.slice(0, cut));
      }
    }
    const cold = await loadTest({
      base,
      requests: [...distinct].map((q) => ({ path: `/v1/search-suggestion?query=${encodeURIComponent(q)}` })),
      concurrency: 20,
      seconds: SECONDS,
      warmupSeconds: 0,
    });
    rows.push({
      name: `suggestions, ${distinct.size} distinct prefixes (mostly cache misses)`,
      conns: 20,
      ...cold,
      ratio: cold.rps / list.rps,
      against: "list (100k)",
    });
    notes.push(`Suggestion aim p95 <= 15 ms: warm ${fmt(warm.p95)} ms, cold ${fmt(cold.p95)} ms`);
  } finally {
    await stopProcess(api);
  }
}

/** Issue 49: a 100-line BOM matched on PostgreSQL with 100,000 products; the aim is p95 <= 1 s. */
async function bomRows(url: string) {
  const b = await benchBom(url, { count: SEARCH_PRODUCTS, seconds: SECONDS, port: "4404", startApi: startBenchApi });
  const label = `[PostgreSQL, ${b.products} products]`;
  rows.push({ name: `${label} GET /v1/products?per_page=24`, conns: 4, ...b.list, ratio: 1, against: "list (PostgreSQL)" });
  rows.push({ name: `${label} POST /v1/bom/match, 100-line BOMs`, conns: 4, ...b.match, ratio: b.match.rps / b.list.rps, against: "list (PostgreSQL)" });
  notes.push(
    `BOM match aim p95 <= 1,000 ms: ${fmt(b.match.p95)} ms (${b.matched} of ${b.lines} lines matched; p95 ratio to the list ${fmt(b.match.p95 / b.list.p95, 1)})`,
  );
}

/** Issue 48: a category listing with two attribute filters (a voltage range, interfaces) on 100,000 products, uncached; the aim is p95 <= 50 ms. */
async function specFilterRows(url: string) {
  const b = await benchSpecFilters(url, { count: SEARCH_PRODUCTS, seconds: SECONDS, port: "4405", startApi: startBenchApi });
  const label = `[PostgreSQL, ${b.products} products]`;
  rows.push({ name: `${label} GET /v1/products?per_page=24&min_price=…, uncached`, conns: 4, ...b.list, ratio: 1, against: "list uncached (PostgreSQL)" });
  rows.push({
    name: `${label} category listing, spec=voltage:lo..5;interface:I2C,SPI, uncached (${b.inView} in view)`,
    conns: 4,
    ...b.filtered,
    ratio: b.filtered.rps / b.list.rps,
    against: "list uncached (PostgreSQL)",
  });
  notes.push(`Specification filters aim p95 <= 50 ms: ${fmt(b.filtered.p95)} ms (p95 ratio to the list ${fmt(b.filtered.p95 / b.list.p95, 1)})`);
}

function print() {
  console.log(`\nBenchmarks: ${SECONDS} s each, ${os.cpus().length} cores, load from ${LOAD_TOOL} (latency in ms; page TTFB from a Node client)\n`);
  console.log("| what | conns | req/s | p50 | p95 | p99 | errors | req/s ratio | ratio to |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.conns} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors + r.non2xx} | ${fmt(r.ratio, 2)} | ${r.against} |`,
    );
  }
  console.log("");
  for (const note of notes) console.log(note);
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/latest.json"), JSON.stringify({ seconds: SECONDS, rows, notes }, null, 2));
}

if (process.env.BENCH_SKIP_CATALOG !== "1") await main();
if (process.env.BENCH_SKIP_METRICS !== "1") await benchMetricsCost();
if (process.env.BENCH_SKIP_ORDERS !== "1" && process.env.BENCH_DATABASE_URL) await benchOrdersPostgres(process.env.BENCH_DATABASE_URL);
if (process.env.BENCH_SKIP_PROCESSES !== "1" && process.env.BENCH_DATABASE_URL) await processRows(process.env.BENCH_DATABASE_URL);
if (process.env.BENCH_SKIP_SEARCH !== "1") await benchSearch();
if (process.env.BENCH_SKIP_BOM !== "1" && process.env.BENCH_DATABASE_URL) await bomRows(process.env.BENCH_DATABASE_URL);
if (process.env.BENCH_SKIP_SPECS !== "1" && process.env.BENCH_DATABASE_URL) await specFilterRows(process.env.BENCH_DATABASE_URL);
print();
process.exit(0);
