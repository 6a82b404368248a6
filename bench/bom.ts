// BOM matching on a big catalog (issue 49): POST /v1/bom/match with 100-line lists on
// PostgreSQL with 100,000 products, beside the product list measured the same way.
import type { ChildProcess } from "node:child_process";
import { products, sql } from "@shop/db";
import { generateCatalog } from "@shop/db/seed/index";
import { measure, stopProcess, waitFor, type LoadResult } from "./lib";
import { freshDemoDatabase } from "./orders";

export type BomBench = { products: number; list: LoadResult; match: LoadResult; lines: number; matched: number };

/** Line forms makers write, in turn; every tenth line a part the shop does not have. */
function bomText(names: string[], offset: number, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const words = names[(offset + i * 7) % names.length].split(/\s+/).slice(0, 3).join(" ");
    const qty = 1 + (i % 5);
    if (i % 10 === 9) out.push(`zq${i}xw flux capacitor ${qty}`);
    else if (i % 3 === 0) out.push(`${qty} x ${words}`);
    else if (i % 3 === 1) out.push(`${words}, ${qty}`);
    else out.push(`${words}\t${qty}`);
  }
  return out.join("\n");
}

/**
 * A fresh `bench_bom` database on the server of `url` with the demo catalog topped up to
 * `count` products; then 4 shoppers at once each matching one of 20 different 100-line BOMs
 * (all cache misses: the match is never cached), and the product list at the same 4.
 */
export async function benchBom(
  url: string,
  opts: { count: number; seconds: number; port: string; startApi: (port: string, env: Record<string, string>) => ChildProcess },
): Promise<BomBench> {
  const { handle, url: databaseUrl } = await freshDemoDatabase(url, "bench_bom");
  const [{ n }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (n < opts.count) await generateCatalog(handle.db, { products: opts.count - n });
  await handle.db.execute(sql`analyze`);
  await handle.close();
  const api = opts.startApi(opts.port, { DATABASE_URL: databaseUrl, API_WORKERS: "1" });
  try {
    const base = `http://127.0.0.1:${opts.port}`;
    await waitFor(`${base}/health`);
    const names: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const body = (await (await fetch(`${base}/v1/products?per_page=60&sort=popular&page=${page}`)).json()) as { data: { name: string }[] };
      names.push(...body.data.map((p) => p.name));
    }
    const boms = Array.from({ length: 20 }, (_, i) => bomText(names, i * 31, 100));
    const first = (await (
      await fetch(`${base}/v1/bom/match`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: boms[0] }) })
    ).json()) as { data: { lines: { best: unknown }[] } };
    const requests = boms.map((text) => ({
      method: "POST",
      path: "/v1/bom/match",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
    }));
    const list = await measure({ base, requests: [{ path: "/v1/products?per_page=24" }], concurrency: 4, seconds: opts.seconds });
    const match = await measure({ base, requests, concurrency: 4, seconds: opts.seconds });
    return { products: Math.max(n, opts.count), list, match, lines: first.data.lines.length, matched: first.data.lines.filter((l) => l.best).length };
  } finally {
    await stopProcess(api);
  }
}
