// Typed-specification filters on a big catalog (issue 48): a category listing with two
// attribute filters, one of them a range, on PostgreSQL with 100,000 products, every request
// a cache miss, beside the product list measured the same way (also uncached).
import type { ChildProcess } from "node:child_process";
import { products, sql } from "@shop/db";
import { generateCatalog } from "@shop/db/seed/index";
import { measure, stopProcess, waitFor, type LoadResult } from "./lib";
import { freshDemoDatabase } from "./orders";

export type SpecFilterBench = { products: number; inView: number; list: LoadResult; filtered: LoadResult };

/** Distinct addresses (the catalog cache never answers twice): the voltage range's floor moves by a millivolt. */
function filteredPaths(n: number): { path: string }[] {
  return Array.from({ length: n }, (_, i) => ({
    path: `/v1/products?category=sensors-modules&spec=${encodeURIComponent(`voltage:${(2 + i / 1000).toFixed(3)}..5;interface:I2C,SPI`)}&per_page=24`,
  }));
}

const listPaths = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `/v1/products?per_page=24&min_price=${i}` }));

export async function benchSpecFilters(
  url: string,
  opts: { count: number; seconds: number; port: string; startApi: (port: string, env: Record<string, string>) => ChildProcess },
): Promise<SpecFilterBench> {
  const { handle, url: databaseUrl } = await freshDemoDatabase(url, "bench_specs");
  const [{ n }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (n < opts.count) await generateCatalog(handle.db, { products: opts.count - n });
  await handle.db.execute(sql`analyze`);
  await handle.close();
  const api = opts.startApi(opts.port, { DATABASE_URL: databaseUrl, API_WORKERS: "1" });
  try {
    const base = `http://127.0.0.1:${opts.port}`;
    await waitFor(`${base}/health`);
    const first = (await (await fetch(`${base}${filteredPaths(1)[0]!.path}`)).json()) as { meta: { total: number } };
    const list = await measure({ base, requests: listPaths(20_000), concurrency: 4, seconds: opts.seconds });
    const filtered = await measure({ base, requests: filteredPaths(3000), concurrency: 4, seconds: opts.seconds });
    return { products: Math.max(n, opts.count), inView: first.meta.total, list, filtered };
  } finally {
    await stopProcess(api);
  }
}
