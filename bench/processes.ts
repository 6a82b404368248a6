// Figures for `npm run bench` with one and with two API processes (API_WORKERS,
// apps/api/src/cluster.ts) on PostgreSQL: the cached product list, add to cart and
// placing an order, each measured against the real server entry on a free port.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { benchAddToCart } from "./cart";
import { loadTest, root, startProcess, stopProcess, waitFor, type LoadResult } from "./lib";
import { analyzeDatabase, freshDemoDatabase, orderLoop, prepareOrderBench } from "./orders";

export const LIST_PATH = "/v1/products?per_page=24";

type ProcessFigures = { workers: number; list: LoadResult; add: LoadResult; place: LoadResult };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Which worker answers a request on a new connection (the API says so outside production). */
const answeredBy = (port: number) =>
  new Promise<string | undefined>((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: "/health", agent: false, headers: { connection: "close" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === 200 ? String(res.headers["x-api-worker"]) : undefined));
      })
      .on("error", () => resolve(undefined));
  });

/**
 * /health answers as soon as one worker listens; load started then would pin every
 * keep-alive connection to it. So: until `workers` different processes have answered.
 */
async function waitForWorkers(port: number, workers: number, timeoutMs = 300_000): Promise<void> {
  await waitFor(`http://127.0.0.1:${port}/health`, timeoutMs);
  if (workers === 1) return;
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  while (seen.size < workers) {
    if (Date.now() > deadline) throw new Error(`bench: only ${seen.size} of ${workers} API processes answered`);
    const worker = await answeredBy(port);
    if (worker) seen.add(worker);
    else await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A fresh `bench_processes` database on the server of `url` (demo catalog and 20
 * shoppers), then for 1 and 2 API processes in turn: the cached list at 50
 * connections, add to cart at 20, 20 shoppers placing orders.
 */
export async function benchProcesses(url: string, seconds: number): Promise<ProcessFigures[]> {
  const { handle, url: databaseUrl } = await freshDemoDatabase(url, "bench_processes");
  const prepared = await prepareOrderBench(handle.db, 20);
  await handle.close();

  const figures: ProcessFigures[] = [];
  for (const workers of [1, 2]) {
    const port = await freePort();
    const api = startProcess(
      ["--import", "tsx", "src/server.ts"],
      {
        API_PORT: String(port),
        API_WORKERS: String(workers),
        DATABASE_URL: databaseUrl,
        // NODE_ENV only changes the API's start-up checks; outside production it names the
        // process that answered, which waitForWorkers needs.
        NODE_ENV: "development",
        NEWSLETTER_SECRET: randomBytes(32).toString("base64url"),
        LOG_LEVEL: "warn",
        RATE_LIMIT_MAX: "0",
        AUTH_RATE_LIMIT_OTP: "0",
        AUTH_RATE_LIMIT_SIGNIN: "0",
      },
      path.join(root, "apps/api"),
    );
    try {
      await waitForWorkers(port, workers);
      const base = `http://127.0.0.1:${port}`;
      const list = await loadTest({ base, requests: [{ path: LIST_PATH }], concurrency: 50, seconds });
      const add = await benchAddToCart(base, seconds, prepared.bulkSlugs, () => analyzeDatabase(databaseUrl));
      const place = await orderLoop(base, prepared.shoppers, prepared.bulkSlugs, seconds, { afterWarmup: () => analyzeDatabase(databaseUrl) });
      figures.push({ workers, list, add, place });
    } finally {
      await stopProcess(api);
    }
  }
  return figures;
}
