// `npm run bench`: figures for the shop's hot paths, each beside a baseline taken
// in the same run (Fastify answering a static JSON of the same size), so the
// ratios compare like with like on whatever machine runs it.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect, products, sql } from "@shop/db";
import { generateCatalog, seedIfEmpty } from "@shop/db/seed/index";
import { LOAD_TOOL, loadTest, measure, root, startProcess, stopProcess, waitFor } from "./lib";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WEB_PORT = "3400";
const API_PORT = "4400";
const BASELINE_PORT = "4401";
const dataDir = path.join(root, `data/bench-${PRODUCTS}`);

async function prepareCatalog(): Promise<void> {
  const started = performance.now();
  const handle = await connect({ dataDir });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  const [{ count }] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count < PRODUCTS) await generateCatalog(handle.db, { products: PRODUCTS - count });
  await handle.close();
  console.log(`catalog of ${PRODUCTS} products ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

async function main() {
  await prepareCatalog();
  const app = startProcess([path.join(root, "scripts/start.mjs")], {
    PORT: WEB_PORT,
    API_PORT,
    API_URL: `http://127.0.0.1:${API_PORT}`,
    PGLITE_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000000",
  });
  try {
    const api = `http://127.0.0.1:${API_PORT}`;
    const web = `http://127.0.0.1:${WEB_PORT}`;
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

    const rows: Record<string, unknown>[] = [];
    const baseline = await loadTest({ base: `http://127.0.0.1:${BASELINE_PORT}`, requests: [{ path: "/static" }], concurrency: 50, seconds: SECONDS });
    await stopProcess(baselineServer);
    rows.push({ name: "baseline: Fastify static JSON (same size)", conns: 50, ...baseline, ratio: 1 });

    const list = await loadTest({ base: api, requests: [{ path: listPath }], concurrency: 50, seconds: SECONDS });
    rows.push({ name: `GET ${listPath}`, conns: 50, ...list, ratio: list.rps / baseline.rps });

    const slugs = ((await (await fetch(`${api}/v1/products?per_page=60&sort=popular`)).json()) as { data: { slug: string }[] }).data.map(
      (p) => `/product/${p.slug}`,
    );
    const page = await measure({ base: web, requests: slugs.map((p) => ({ path: p })), concurrency: 20, seconds: SECONDS, until: "first-byte" });
    rows.push({ name: "product page (SSR), time to first byte", conns: 20, ...page, ratio: page.rps / baseline.rps });

    console.log(`\nBenchmarks on ${PRODUCTS} products, ${SECONDS} s each, ${os.cpus().length} cores, load from ${LOAD_TOOL} (latency in ms; page TTFB from a Node client)\n`);
    console.log("| what | conns | req/s | p50 | p95 | p99 | errors | req/s vs baseline |");
    console.log("|---|---|---|---|---|---|---|---|");
    for (const r of rows as Array<{ name: string; conns: number; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number; ratio: number }>) {
      console.log(`| ${r.name} | ${r.conns} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors + r.non2xx} | ${fmt(r.ratio, 2)} |`);
    }
    console.log(`\nAims: list ratio >= 0.5 (got ${fmt(list.rps / baseline.rps, 2)}), list p99 <= 25 ms (got ${fmt(list.p99)}), product page p95 TTFB <= 150 ms (got ${fmt(page.p95)})`);
    mkdirSync(path.join(root, "bench/results"), { recursive: true });
    writeFileSync(path.join(root, "bench/results/latest.json"), JSON.stringify({ products: PRODUCTS, seconds: SECONDS, rows }, null, 2));
  } finally {
    await stopProcess(app);
  }
}

await main();
process.exit(0);
